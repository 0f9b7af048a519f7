# Figure: the error of the first flip's time against the RK4 step: the end
# of the step (the flip map's time) and the located event (chapter 10).
load 'figures/style.gp'
set logscale xy
set format x '$10^{%L}$'
set format y '$10^{%L}$'
set xlabel 'step $h$ (s)'
set ylabel 'error of the flip time (s)'
set xrange [2e-4:0.06]
set yrange [1e-15:0.1]
set ytics 1e-14, 1e3
set key tmargin center horizontal
plot B.'/data/roots-event.tsv' using 1:(abs($4)) with linespoints ls 2 pt 5 ps 0.6 title 'end of the step', \
     B.'/data/roots-event.tsv' using 1:(abs($5)) with linespoints ls 1 pt 7 ps 0.6 title 'located event', \
     0.5*x with lines ls 3 title 'slopes 1, 4', \
     7.5e-1*x**4 with lines ls 3 notitle
set output
