# Figure: the blog's two runs reproduced (single precision, tau = 3):
# the lower bob of the Hamiltonian and of the Lagrangian form.
load 'figures/style.gp'
set terminal cairolatex pdf input size 13cm,6.8cm font ",11" dashlength 1.5
set output outfile
set multiplot layout 1,2
set size ratio -1
set xrange [-2.1:2.1]
set yrange [-2.1:2.1]
set xtics 1
set ytics 1
set xlabel '$x_2$ (units of $l_1$)'
set ylabel '$y_2$ (units of $l_1$)'
set title '(a) Hamilton, as the blog ran it'
plot \
     B.'/data/blog-hf.tsv' using 5:6 with lines ls 1 lw 1
set title "(b) Lagrange, with the blog's \\texttt{L\\_w1}"
plot B.'/data/blog-lbf.tsv' using 5:6 with lines ls 2 lw 1
unset multiplot
set output
