# Figure: the blog's second interactive case, unequal rods and masses
# (preset blog-unequal), both forms, double precision, tau/100.
load 'figures/style.gp'
set terminal cairolatex pdf input size 13cm,6.8cm font ",11" dashlength 1.5
set output outfile
tmax = real(system("awk '$1==\"div_step100\"{print $2}' ".B."/data/blog-unequal-causes.summary"))
set multiplot layout 1,2
set size ratio -1
set xrange [-1.7:1.7]
set yrange [-1.7:1.7]
set xtics 1
set ytics 1
set xlabel '$x_2$ (units of $l_1$)'
set ylabel '$y_2$ (units of $l_1$)'
set title '(a) Hamilton'
plot B.'/data/blog-unequal-h.tsv' using ($2 <= tmax ? $5 : 1/0):6 with lines ls 1 lw 1
set title '(b) Lagrange'
plot B.'/data/blog-unequal-l.tsv' using ($2 <= tmax ? $5 : 1/0):6 with lines ls 2 lw 1
unset multiplot
set output
