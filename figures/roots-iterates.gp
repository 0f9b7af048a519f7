# Figure: the error of each iterate of bisection, the secant, Newton and
# Brent on the period problem (chapter 10), logarithmic.
load 'figures/style.gp'
set terminal cairolatex pdf input size 12cm,6.5cm font ",11" dashlength 1.5
set output outfile
set logscale y
set format y '$10^{%L}$'
set xlabel 'iteration $k$'
set ylabel 'error $|\theta_k-\theta_\star|$ (rad)'
set xrange [0:50]
set yrange [1e-16:1]
set ytics 1e-16, 1e4
set key tmargin center horizontal
e(x) = (abs(x) > 2e-16) ? abs(x) : 1/0
plot B.'/data/roots-trace-bisect.tsv' using 1:(e($3)) with linespoints ls 1 pt 7 ps 0.4 title 'bisection', \
     B.'/data/roots-trace-secant.tsv' using 1:(e($3)) with linespoints ls 2 pt 5 ps 0.6 title 'secant', \
     B.'/data/roots-trace-newton.tsv' using 1:(e($3)) with linespoints ls 4 pt 9 ps 0.7 title 'Newton', \
     B.'/data/roots-trace-brent.tsv' using 1:(e($3)) with linespoints ls 5 pt 13 ps 0.7 title 'Brent', \
     0.17*0.5**x with lines ls 3 title 'halving'
set output
