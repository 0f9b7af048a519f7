# Figure: Euler, Euler-Cromer and RK4 in the phase plane from 30 degrees at
# rest with a long step, h = 0.05 s, for 4 s (chapter 0); omega in units of
# omega0 = sqrt(g/l), so that small swings are circles.
load 'figures/style.gp'
set terminal cairolatex pdf input size 12cm,7.5cm font ",11" dashlength 1.5
set output outfile
w0 = sqrt(9.81)
set xlabel '$\theta$ (rad)'
set ylabel '$\omega/\omega_0$'
set size square
set xrange [-1.8:1.8]
set yrange [-1.8:1.8]
set xtics 0.5
set ytics 0.5
set key outside right top
plot B.'/data/simple-methods-cromer.tsv' using 2:($3/w0) with lines ls 2 lw 3.5 title 'Euler--Cromer', \
     B.'/data/simple-methods-euler.tsv' using 2:($3/w0) with lines ls 1 lw 1.5 title 'Euler', \
     B.'/data/simple-methods-rk4.tsv' using 2:($3/w0) with lines lc rgb '#000000' lw 1.5 dt 2 title 'RK4'
set output
