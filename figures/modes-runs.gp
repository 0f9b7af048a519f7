# Figure: runs started in the slow and in the fast mode (correct model,
# equal masses and rods, th1 = 3 degrees).
load 'figures/style.gp'
set terminal cairolatex pdf input size 12cm,9.5cm font ",11" dashlength 1.5
set output outfile
set multiplot layout 2,1
set ylabel 'angle $\theta_i$ [rad]'
set xrange [0:10]
set yrange [-0.1:0.15]
set key tmargin center horizontal
set format x ''
set label 1 'slow mode, $\theta_2(0)=\sqrt2\,\theta_1(0)$' at graph 0.02, graph 0.9 left
plot B.'/data/mode1.tsv' using 1:2 with lines ls 1 title '$\theta_1$', \
     '' using 1:3 with lines ls 2 title '$\theta_2$'
set format x '%g'
set xlabel 'time $t$ [s]'
set label 1 'fast mode, $\theta_2(0)=-\sqrt2\,\theta_1(0)$' at graph 0.02, graph 0.9 left
unset key
plot B.'/data/mode2.tsv' using 1:2 with lines ls 1, '' using 1:3 with lines ls 2
unset multiplot
set output
