# Figure: closed form vs LU at 10,000 random states: the distribution of the
# differences in units of rounding (gnuplot sorts them: smooth cumulative).
load 'figures/style.gp'
f = B.'/data/solve-diffs.tsv'
stats f using 1 nooutput
n = STATS_records
u = 2.0**-53
bound = real(system("awk '$1==\"scaled_bound\"{print $2}' ".B."/data/solve-diffs.summary"))
set logscale x
set format x '$10^{%L}$'
set xlabel 'difference / $u$ (units of rounding)'
set ylabel 'fraction of the states'
set xrange [1e-3:1e4]
set yrange [0:1.02]
set key tmargin center horizontal
set arrow from bound, graph 0 to bound, graph 1 nohead lc rgb '#555555' lw 1.5 dt 3
set label 'bound' at bound, graph 0.5 offset 0.5,0 left
plot f using ($2/u):(1.0/n) smooth cumulative with lines ls 2 dt 2 title 'plain relative', \
     f using 3:(1.0/n) smooth cumulative with lines ls 1 title 'scaled, \eqref{eq:scaled-diff}'
set output
