# Figure: leakage near the slow mode of the linear model started in that mode
# (a pure cosine), rectangular and Hann windows (chapter 11), relative to the
# largest value of each.
load 'figures/style.gp'
set logscale y
set format y '$10^{%L}$'
set xlabel 'angular frequency $\omega$ (rad/s)'
set ylabel 'power, relative'
ws = sqrt((2 - sqrt(2)) * 9.81)
set xrange [ws - 0.16 : ws + 0.16]
set yrange [1e-12:2]
set ytics 1e-12, 1e2
set key tmargin center horizontal samplen 2
stats B.'/data/spectrum-leak-rect.tsv' using 2 nooutput name 'R'
stats B.'/data/spectrum-leak-hann.tsv' using 2 nooutput name 'H'
plot B.'/data/spectrum-leak-rect.tsv' using 1:($2/R_max) with linespoints ls 2 pt 5 ps 0.5 title 'rectangular', \
     B.'/data/spectrum-leak-hann.tsv' using 1:($2/H_max) with linespoints ls 1 pt 7 ps 0.5 title 'Hann'
set output
