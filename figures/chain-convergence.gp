# Figure: the error of the three slowest frequencies of the uniform N-link
# pendulum against the hanging chain's (j0k/2) sqrt(g/L), by Sturm
# sequences, N = 1 to 2^16 (chapter 12); the dashed line has slope -1.
load 'figures/style.gp'
set logscale xy
set format x '$2^{%L}$'
set format x '%g'
set format y '$10^{%L}$'
set xlabel 'links $N$'
set ylabel 'error of $\omega_k/\sqrt{g/L}$'
set xrange [1:65536]
set xtics (1, 16, 256, 4096, 65536)
set yrange [1e-6:1]
set key tmargin center horizontal samplen 2
plot B.'/data/chain-convergence.tsv' using 1:(abs($3)) with linespoints ls 1 pt 7 ps 0.5 title 'mode 1', \
     B.'/data/chain-convergence.tsv' using 1:(abs($5)) with linespoints ls 2 pt 5 ps 0.5 title 'mode 2', \
     B.'/data/chain-convergence.tsv' using 1:(abs($7)) with linespoints ls 4 pt 9 ps 0.6 title 'mode 3', \
     0.3/x with lines ls 3 title '$0.3/N$'
set output
