# Figure: residuals of fits of the period ratio against the amplitude
# (chapter 14): noisy data (sigma 1e-4) about the three-term fit, with error
# bars; the exact ratios about the three-term fit (times 10) and the
# four-term fit (times 1000).
load 'figures/style.gp'
set xlabel 'amplitude $\theta_0$ (degrees)'
set ylabel 'residual'
set xrange [0:65]
set format y '%.0t$\times10^{%T}$'
set format y '%g'
set yrange [-4e-4:4e-4]
set ytics ('$-3\times10^{-4}$' -3e-4, '0' 0, '$3\times10^{-4}$' 3e-4)
set key tmargin center horizontal samplen 2
plot 0 with lines ls 3 notitle, \
     B.'/data/fit-noisy.tsv' using 1:4:(1e-4) with yerrorbars ls 1 lw 1.2 pt 7 ps 0.6 title 'data, 3 terms', \
     B.'/data/fit-exact3.tsv' using 1:($4*10) with linespoints ls 2 lw 1.5 pt 5 ps 0.5 title 'exact, 3 terms, $\times10$', \
     B.'/data/fit-exact4.tsv' using 1:($4*1e3) with linespoints ls 4 lw 1.5 pt 9 ps 0.6 title 'exact, 4 terms, $\times10^3$'
set output
