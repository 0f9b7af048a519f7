# Figure: the paper's model minus the correct one, plot 1's start (4 degrees,
# m1 = 0.5, m2 = 1); the dashed lines are the starting angle.
load 'figures/style.gp'
set xlabel 'time $t$ [s]'
set ylabel '$\theta_\text{paper}-\theta_\text{correct}$ [rad]'
set xrange [0:10]
set yrange [-0.2:0.2]
set key tmargin center horizontal
a0 = 4 * pi / 180
plot B.'/data/paper-vs-correct.tsv' using 1:6 with lines ls 1 title '$\theta_1$', \
     '' using 1:7 with lines ls 2 title '$\theta_2$', \
     a0 with lines ls 3 title '$\pm\theta(0)$', -a0 with lines ls 3
set output
