# Figure: the four Lyapunov exponents and their sum, running estimates.
load 'figures/style.gp'
set logscale x
set format x '$10^{%L}$'
set xlabel '$t$ (s)'
set ylabel 'exponent (\si{s^{-1}})'
set xrange [1:2000]
set yrange [-2.5:2.5]
set key tmargin center horizontal
plot B.'/data/lyap-spectrum.tsv' using 1:2 with lines ls 2 title '$\lambda_1$', \
     '' using 1:3 with lines ls 4 title '$\lambda_2$', \
     '' using 1:4 with lines ls 5 title '$\lambda_3$', \
     '' using 1:5 with lines ls 1 title '$\lambda_4$', \
     '' using 1:($2+$3+$4+$5) with lines ls 3 title 'sum'
set output
