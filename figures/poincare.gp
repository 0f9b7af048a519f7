# Figure: Poincare sections theta1 = 0, omega1 > 0 at three energies.  Each
# start has its own colour, sixteen that can be told apart; the colour box
# numbers the starts by their theta2 at the start, from the most negative.
load 'figures/style.gp'
set terminal cairolatex pdf input size 15cm,6cm font ",10"
set output outfile
set multiplot
set bmargin at screen 0.2
set tmargin at screen 0.88
set xrange [-pi:pi]
set xtics ('$-\pi$' -pi, '$0$' 0, '$\pi$' pi)
set xlabel '$\theta_2$ (rad)'
set grid
set ytics 4
# One colour per start: the palette is constant on each of 16 intervals.
set palette defined (0 '#1f77b4', 1 '#1f77b4', 1 '#ff7f0e', 2 '#ff7f0e', \
  2 '#2ca02c', 3 '#2ca02c', 3 '#d62728', 4 '#d62728', \
  4 '#9467bd', 5 '#9467bd', 5 '#8c564b', 6 '#8c564b', \
  6 '#e377c2', 7 '#e377c2', 7 '#4d4d4d', 8 '#4d4d4d', \
  8 '#bcbd22', 9 '#bcbd22', 9 '#17becf', 10 '#17becf', \
  10 '#000080', 11 '#000080', 11 '#ffbb78', 12 '#ffbb78', \
  12 '#98df8a', 13 '#98df8a', 13 '#ff9896', 14 '#ff9896', \
  14 '#c5b0d5', 15 '#c5b0d5', 15 '#800000', 16 '#800000')
set cbrange [-0.5:15.5]
unset colorbox
set lmargin at screen 0.11
set rmargin at screen 0.33
set ylabel '$\omega_2$ (\si{rad/s})' offset -0.5,0
set title '$E=\SI{-20}{J}$'
plot B.'/data/poincare-low.tsv' using 2:3:1 with points pt 7 ps 0.15 lc palette notitle
unset ylabel
set lmargin at screen 0.41
set rmargin at screen 0.63
set title '$E=\SI{-10}{J}$'
plot B.'/data/poincare-mid.tsv' using 2:3:1 with points pt 7 ps 0.15 lc palette notitle
set lmargin at screen 0.71
set rmargin at screen 0.93
set colorbox vertical user origin screen 0.95, screen 0.2 size screen 0.012, screen 0.68
set cbtics ('1' 0, '4' 3, '8' 7, '12' 11, '16' 15) nomirror scale 0
set label 'start' at screen 0.956, screen 0.93 center
set title '$E=\SI{0}{J}$'
plot B.'/data/poincare-high.tsv' using 2:3:1 with points pt 7 ps 0.15 lc palette notitle
unset multiplot
set output
