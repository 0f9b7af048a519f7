# Figure: the fair comparison, linear (dashed) against nonlinear (solid),
# equal masses and rods, same start, at 4 and at 57 degrees.
load 'figures/style.gp'
set terminal cairolatex pdf input size 12cm,9.5cm font ",11" dashlength 1.5
set output outfile
set multiplot layout 2,1
set ylabel 'angle $\theta_i$ [rad]'
set xrange [0:10]
set key tmargin center horizontal
set format x ''
set label 1 '$\theta_1(0)=\theta_2(0)=\ang{4}$' at graph 0.02, graph 0.9 left
set yrange [-0.13:0.2]
plot B.'/data/fair4.tsv' using 1:2 with lines ls 1 title '$\theta_1$', \
     '' using 1:3 with lines ls 2 title '$\theta_2$', \
     '' using 1:4 with lines ls 1 lw 1.2 dt 2 notitle, \
     '' using 1:5 with lines ls 2 lw 1.2 dt 2 notitle, \
     NaN with lines ls 3 title 'linear'
set format x '%g'
set xlabel 'time $t$ [s]'
set yrange [-1.8:2.6]
set label 1 '$\theta_1(0)=\theta_2(0)=\ang{57}$' at graph 0.02, graph 0.9 left
unset key
plot B.'/data/fair57.tsv' using 1:2 with lines ls 1, '' using 1:3 with lines ls 2, \
     '' using 1:4 with lines ls 1 lw 1.2 dt 2, '' using 1:5 with lines ls 2 lw 1.2 dt 2
unset multiplot
set output
