# Figure: left, the root-mean-square error over 64 seeds of the share of the
# square where a flip is allowed, by plain and stratified sampling, against
# the law sqrt(p(1-p)/N); right, the running plain estimate of the fraction
# that flips within 20 s with its band of two standard errors, and the flip
# map's fraction (chapter 13).
load 'figures/style.gp'
set terminal cairolatex pdf input size 12cm,6.5cm font ",11" dashlength 1.5
set output outfile
stats B.'/data/mc-grid.tsv' using 1 nooutput
grid = STATS_min
set multiplot layout 1,2
set logscale xy
set format x '$10^{%L}$'
set format y '$10^{%L}$'
set xlabel 'starts $N$'
set ylabel 'error of the allowed share' offset 1,0
set xrange [2:1e5]
set yrange [1e-4:1]
set key tmargin center vertical samplen 2
plot B.'/data/mc-convergence.tsv' using 1:2 with linespoints ls 1 pt 7 ps 0.5 title 'plain', \
     B.'/data/mc-convergence.tsv' using 1:3 with linespoints ls 2 pt 5 ps 0.5 title 'stratified', \
     B.'/data/mc-convergence.tsv' using 1:4 with lines ls 3 title '$\sqrt{p(1-p)/N}$'
unset logscale y
set format y '%.1f'
set ylabel 'fraction that flips' offset 1,0
set xrange [1:5000]
set yrange [0:1]
set ytics 0, 0.2
plot B.'/data/mc-running.tsv' using 1:($2 - 2 * $3):($2 + 2 * $3) with filledcurves ls 3 fs transparent solid 0.25 noborder title '$\pm2$ se', \
     B.'/data/mc-running.tsv' using 1:2 with lines ls 1 title 'running estimate', \
     grid with lines ls 2 dt 2 title 'flip map'
unset multiplot
set output
