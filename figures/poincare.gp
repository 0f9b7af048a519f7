# Figure: Poincare sections theta1 = 0, omega1 > 0 at three energies.
load 'figures/style.gp'
set terminal cairolatex pdf input size 14cm,5.6cm font ",10"
set output outfile
set multiplot layout 1,3
set xrange [-pi:pi]
set xtics ('$-\pi$' -pi, '$0$' 0, '$\pi$' pi)
set xlabel '$\theta_2$'
set grid
set ytics 4
set lmargin 9
set rmargin 1
set ylabel '$\omega_2$ (\si{rad/s})' offset 0.5,0
set title '$E=\SI{-20}{J}$'
plot 'build/data/poincare-low.tsv' using 2:3:1 with points pt 7 ps 0.08 lc variable notitle
unset ylabel
set title '$E=\SI{-10}{J}$'
plot 'build/data/poincare-mid.tsv' using 2:3:1 with points pt 7 ps 0.08 lc variable notitle
set title '$E=\SI{0}{J}$'
plot 'build/data/poincare-high.tsv' using 2:3:1 with points pt 7 ps 0.08 lc variable notitle
unset multiplot
set output
