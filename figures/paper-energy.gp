# Figure: the true mechanical energy under each model, fair57 start.
load 'figures/style.gp'
set xlabel 'time $t$ [s]'
set ylabel 'drift $(E-E_0)/E_\text{scale}$ [1]'
set xrange [0:10]
set key tmargin center horizontal
set yrange [-0.4:1.1]
plot B.'/data/energy-correct.tsv' using 1:11 with lines ls 1 title 'correct', \
     B.'/data/energy-paper.tsv' using 1:11 with lines ls 2 title 'paper', \
     B.'/data/energy-paper-small.tsv' using 1:11 with lines ls 5 title 'paper-small', \
     B.'/data/energy-linear.tsv' using 1:11 with lines ls 4 title 'linear'
set output
