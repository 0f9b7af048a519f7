# Figure: the paper's plot 1 redrawn (its model, m1 = 0.5, m2 = 1, 4 degrees)
# above the same start under the correct model.
load 'figures/style.gp'
set terminal cairolatex pdf input size 12cm,9.5cm font ",11" dashlength 1.5
set output outfile
set multiplot layout 2,1
set ylabel 'angle $\theta_i$ [rad]'
set xrange [0:10]
set yrange [-0.16:0.22]
set key tmargin center horizontal
set format x ''
set label 1 "the paper's model" at graph 0.02, graph 0.9 left
plot B.'/data/plot1-paper.tsv' using 1:2 with lines ls 1 title '$\theta_1$', \
     '' using 1:3 with lines ls 2 title '$\theta_2$'
set format x '%g'
set xlabel 'time $t$ [s]'
set label 1 "correct model" at graph 0.02, graph 0.9 left
plot B.'/data/plot1-correct.tsv' using 1:2 with lines ls 1 title '$\theta_1$', \
     '' using 1:3 with lines ls 2 title '$\theta_2$'
unset multiplot
set output
