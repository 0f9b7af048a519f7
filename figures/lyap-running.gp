# Figure: running estimate of the largest Lyapunov exponent against time.
load 'figures/style.gp'
set logscale x
set format x '$10^{%L}$'
set xlabel '$t$ (s)'
set ylabel 'estimate of $\lambda$ (\si{s^{-1}})'
set xrange [1:20000]
set yrange [0:2.5]
set key tmargin center horizontal
plot B.'/data/lyap-tangent.tsv' using 1:2 with lines ls 2 title 'tangent, \ang{120}, \ang{120}', \
     B.'/data/lyap-twin.tsv' using 1:2 with lines ls 5 dt 2 title 'twin, \ang{120}, \ang{120}', \
     B.'/data/lyap-regular.tsv' using 1:2 with lines ls 1 title 'tangent, \ang{10}, \ang{10}', \
     1.45 with lines ls 3 title 'explainer, 1.45'
set output
