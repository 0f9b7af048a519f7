# Figure: power spectra of the upper rod at 4, 57 and 120 degrees (chapter 11);
# dashed lines at the normal modes of equal masses and 1 m rods (closed form,
# chapter 7: omega^2 = (2 -+ sqrt 2) g/l).
load 'figures/style.gp'
set terminal cairolatex pdf input size 12cm,12cm font ",11" dashlength 1.5
set output outfile
ws = sqrt((2 - sqrt(2)) * 9.81)
wf = sqrt((2 + sqrt(2)) * 9.81)
set multiplot layout 3,1
set logscale y
set format y '$10^{%L}$'
set format x ''
set xrange [0:20]
set ylabel 'power'
set arrow 1 from ws, graph 0 to ws, graph 1 nohead ls 3
set arrow 2 from wf, graph 0 to wf, graph 1 nohead ls 3
unset key
set yrange [1e-16:1e-2]
set ytics 1e-16, 1e4
set label 1 '$\theta_1$, $4^\circ$' at graph 0.97, graph 0.85 right
plot B.'/data/spectrum-fair4.tsv' using 1:2 with lines ls 1 lw 1.2
set yrange [1e-12:1]
set ytics 1e-12, 1e4
set label 1 '$\theta_1$, $57^\circ$'
plot B.'/data/spectrum-fair57.tsv' using 1:2 with lines ls 1 lw 1.2
set format x '%g'
set xlabel 'angular frequency $\omega$ (rad/s)'
set yrange [1e-8:1]
set ytics 1e-8, 1e2
set label 1 '$\sin\theta_1$, $120^\circ$'
plot B.'/data/spectrum-chaos120.tsv' using 1:2 with lines ls 2 lw 1.2
unset multiplot
set output
