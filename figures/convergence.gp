# Figure: global error at a fixed time against the step, log-log.
load 'figures/style.gp'
set logscale xy
set format x '$10^{%L}$'
set format y '$10^{%L}$'
set xlabel 'step $h$ (s)'
set ylabel 'largest error at $t_\mathrm{end}$ (rad, rad/s)'
set xrange [5e-5:2e-2]
set yrange [1e-14:1e4]
set key tmargin center horizontal
plot B.'/data/convergence-explainer.tsv' using 1:3 with linespoints ls 5 pt 7 ps 0.6 title 'RK4, \texttt{explainer}, 5\,s', \
     B.'/data/convergence-rk4.tsv' using 1:3 with linespoints ls 1 pt 7 ps 0.6 title 'RK4, $30^\circ/45^\circ$, 10\,s', \
     B.'/data/convergence-gauss4.tsv' using 1:3 with linespoints ls 2 pt 5 ps 0.6 title 'Gauss--Legendre, $30^\circ/45^\circ$, 10\,s', \
     2.6e-7*(x/0.01)**4 with lines ls 3 title 'slope 4', \
     1e-13 with lines ls 3 dt 3 lc rgb '#999999' title 'reference tolerance'
set output
