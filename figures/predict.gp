# Figure: how far RK4 and a looser reference drift from the reference.
load 'figures/style.gp'
set logscale y
set format y '$10^{%L}$'
set xlabel '$t$ (s)'
set ylabel 'largest angle difference (rad)'
set xrange [0:40]
set yrange [1e-14:100]
set ytics 1e-12,1e3
set key tmargin center horizontal
plot B.'/data/predict.tsv' using 1:($2 > 0 ? $2 : 1/0) with lines ls 2 title 'RK4, $h=1/600$\,s', \
     '' using 1:($3 > 0 ? $3 : 1/0) with lines ls 1 title '\texttt{rk8pd}, $10^{-11}$', \
     0.01 with lines ls 3 title '\SI{0.01}{rad}'
set output
