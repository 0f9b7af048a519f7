# Figure: the flip map's throughput (RK4 steps per second) against the lane
# width, on one and on two threads, as make bench measured it, and the goal
# of the speed issue.
load 'figures/style.gp'
set terminal cairolatex pdf input size 12cm,6.5cm font ",11" dashlength 1.5
set output outfile
set logscale x 2
set xrange [0.8:10]
set xtics ('1' 1, '2' 2, '4' 4, '8' 8)
set xlabel 'lanes (pendulums per vector)'
set ylabel 'RK4 steps per second ($10^7$)'
set yrange [0:8]
set key tmargin center horizontal
plot 'figures/flipmap-bench.tsv' using ($1 == 1 ? $2 : 1/0):($4 / 1e7) with linespoints ls 1 pt 7 ps 0.7 title 'one thread', \
     '' using ($1 == 2 ? $2 : 1/0):($4 / 1e7) with linespoints ls 2 pt 5 ps 0.7 title 'two threads', \
     2.5 with lines ls 3 title 'goal on two threads'
set output
