# Figure: both forms done right (double precision, tau/100), up to the
# time the reference itself can be trusted.
load 'figures/style.gp'
set terminal cairolatex pdf input size 13cm,6.8cm font ",11" dashlength 1.5
set output outfile
tmax = real(system("awk '$1==\"div_step100\"{print $2}' ".B."/data/blog-causes.summary"))
set multiplot layout 1,2
set size ratio -1
set xrange [-2.1:2.1]
set yrange [-2.1:2.1]
set xtics 1
set ytics 1
set xlabel '$x_2$ (units of $l_1$)'
set ylabel '$y_2$ (units of $l_1$)'
set title '(a) Hamilton'
plot B.'/data/blog-ref.tsv' using ($2 <= tmax ? $5 : 1/0):6 with lines ls 1 lw 1
set title '(b) Lagrange, sign corrected'
plot B.'/data/blog-lref.tsv' using ($2 <= tmax ? $5 : 1/0):6 with lines ls 2 lw 1
unset multiplot
set output
