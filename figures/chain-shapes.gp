# Figure: the three slowest modes of a uniform chain of 20 links (points,
# Jacobi) and of the hanging chain (lines, J0(j0k sqrt(s/L)), drawn from the
# bessel columns of a 400-link table), against the height above the lowest
# mass (chapter 12).
load 'figures/style.gp'
set terminal cairolatex pdf input size 12cm,7.5cm font ",11" dashlength 1.5
set output outfile
set xlabel 'horizontal displacement'
set ylabel 'height above the lowest mass, $s/L$'
set xrange [-1.05:1.05]
set yrange [0:1]
set key tmargin center horizontal samplen 2
plot B.'/data/chain-bessel.tsv' using 3:1 with lines ls 3 title '$J_0(j_{0,k}\sqrt{s/L})$', \
     B.'/data/chain-bessel.tsv' using 5:1 with lines ls 3 notitle, \
     B.'/data/chain-bessel.tsv' using 7:1 with lines ls 3 notitle, \
     B.'/data/chain-shapes.tsv' using 2:1 with linespoints ls 1 lw 1.2 pt 7 ps 0.6 title 'mode 1', \
     B.'/data/chain-shapes.tsv' using 4:1 with linespoints ls 2 lw 1.2 pt 5 ps 0.6 title 'mode 2', \
     B.'/data/chain-shapes.tsv' using 6:1 with linespoints ls 4 lw 1.2 pt 9 ps 0.7 title 'mode 3'
set output
