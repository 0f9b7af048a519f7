# Figure: closed form vs LU, sorted differences in units of rounding.
load 'figures/style.gp'
stats 'build/data/solve-diffs.tsv' using 1 nooutput
n = STATS_records
u = 2.0**-53
bound = real(system("awk '$1==\"scaled_bound\"{print $2}' build/data/solve-diffs.summary"))
set logscale y
set format y '$10^{%L}$'
set xlabel 'rank of the state (states sorted by difference)'
set ylabel 'difference / $u$ (units of rounding)'
set xrange [0:n]
set yrange [1e-3:1e4]
set key bottom right
plot 'build/data/solve-diffs.sorted' using 0:($2/u) with lines ls 2 dt 2 title 'plain relative', \
     '' using 0:3 with lines ls 1 title 'scaled, \eqref{eq:scaled-diff}', \
     bound with lines ls 3 title 'bound'
set output
