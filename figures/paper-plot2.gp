# Figure: the paper's plot 2 redrawn (its small-oscillation equations as
# printed, m1 = m2 = 1, 1 rad) above the same start under the correct model.
load 'figures/style.gp'
set terminal cairolatex pdf input size 12cm,9.5cm font ",11" dashlength 1.5
set output outfile
set multiplot layout 2,1
set ylabel 'angle $\theta_i$ [rad]'
set xrange [0:10]
set key tmargin center horizontal
set yrange [-1.5:2.3]
set format x ''
set label 1 "the paper's small-oscillation equations" at graph 0.02, graph 0.9 left
plot B.'/data/plot2-paper-small.tsv' using 1:2 with lines ls 1 title '$\theta_1$', \
     '' using 1:3 with lines ls 2 title '$\theta_2$'
set format x '%g'
set xlabel 'time $t$ [s]'
set label 1 "correct model" at graph 0.02, graph 0.9 left
plot B.'/data/plot2-correct.tsv' using 1:2 with lines ls 1 title '$\theta_1$', \
     '' using 1:3 with lines ls 2 title '$\theta_2$'
unset multiplot
set output
