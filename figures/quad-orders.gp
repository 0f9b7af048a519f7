# Figure: the error of the period ratio P/P0 at 60 degrees against the number
# of evaluations, for the three rules on the raw integral (top) and after the
# two substitutions (bottom); grey guides of slopes -1/2, -1, -2, -4.
load 'figures/style.gp'
set terminal cairolatex pdf input size 12cm,10cm font ",11" dashlength 1.5
set output outfile
set multiplot layout 2,1
set lmargin at screen 0.17
set rmargin at screen 0.66
set logscale xy
set format x ''
set format y '$10^{%L}$'
set xrange [1:1e5]
set yrange [1e-6:10]
set ytics 1e-6, 1e2
set ylabel 'error of $P/P_0$'
set key at graph 1.04, graph 0.84 left top Left reverse samplen 2 spacing 1.1
set label 1 'the raw integral' at graph 1.04, graph 0.97 left
e(x) = (x != 0) ? abs(x) : 1/0
plot B.'/data/quad-raw-trapezoid.tsv' using 2:(e($4)) with linespoints ls 1 pt 7 ps 0.5 title 'trapezoid', \
     B.'/data/quad-raw-simpson.tsv' using 2:(e($4)) with linespoints ls 2 pt 5 ps 0.5 title 'Simpson', \
     B.'/data/quad-raw-gauss.tsv' using 2:(e($4)) with linespoints ls 4 pt 9 ps 0.6 title 'Gauss--Legendre', \
     0.5*x**-0.5 with lines ls 3 title 'slopes $-\frac12$, $-1$', \
     0.5*x**-1 with lines ls 3 notitle
set format x '$10^{%L}$'
set xlabel 'evaluations of the integrand'
set yrange [1e-17:10]
set ytics 1e-16, 1e4
set label 1 'with $\theta=\theta_0-t^2$'
plot B.'/data/quad-sqrt-trapezoid.tsv' using 2:(e($4)) with linespoints ls 1 pt 7 ps 0.5 title 'trapezoid', \
     B.'/data/quad-sqrt-simpson.tsv' using 2:(e($4)) with linespoints ls 2 pt 5 ps 0.5 title 'Simpson', \
     B.'/data/quad-sqrt-gauss.tsv' using 2:(e($4)) with linespoints ls 4 pt 9 ps 0.6 title 'Gauss--Legendre', \
     B.'/data/quad-elliptic-trapezoid.tsv' using 2:(e($4)) with linespoints ls 5 pt 13 ps 0.7 title 'trapezoid, elliptic', \
     0.5*x**-2 with lines ls 3 title 'slopes $-2$, $-4$', \
     0.5*x**-4 with lines ls 3 notitle
unset multiplot
set output
