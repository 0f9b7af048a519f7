# Figure: the largest |E - E0|/E0 over 100 s from 60 degrees at rest against
# the step, for the three methods (chapter 0); grey lines of slopes 1 and 5.
load 'figures/style.gp'
set logscale xy
set format x '$10^{%L}$'
set format y '$10^{%L}$'
set xlabel 'step $h$ (s)'
set ylabel 'largest $|E-E_0|/E_0$'
set xrange [5e-5:0.2]
set yrange [1e-16:1e4]
set ytics 1e-16, 1e4
set key tmargin center horizontal
plot B.'/data/simple-orders-euler.tsv' using 1:2 with linespoints ls 1 pt 7 ps 0.5 title 'Euler', \
     B.'/data/simple-orders-cromer.tsv' using 1:2 with linespoints ls 2 pt 7 ps 0.5 title 'Euler--Cromer', \
     B.'/data/simple-orders-rk4.tsv' using 1:2 with linespoints ls 4 pt 7 ps 0.5 title 'RK4', \
     0.3*x with lines lc rgb '#999999' lw 1 dt 2 title 'slope 1', \
     2e3*x**5 with lines lc rgb '#999999' lw 1 dt 4 title 'slope 5'
set output
