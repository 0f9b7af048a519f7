# Figure: Euler, Euler-Cromer and RK4 in the phase plane from 30 degrees at
# rest with a long step, h = 0.05 s, for 4 s (chapter 0).
load 'figures/style.gp'
set terminal cairolatex pdf input size 12cm,7.5cm font ",11" dashlength 1.5
set output outfile
set xlabel '$\theta$ (rad)'
set ylabel '$\omega$ (rad/s)'
set size ratio -1
set key outside right top
plot B.'/data/simple-methods-euler.tsv' using 2:3 with lines ls 1 lw 1.5 title 'Euler', \
     B.'/data/simple-methods-cromer.tsv' using 2:3 with lines ls 2 lw 1.5 title 'Euler--Cromer', \
     B.'/data/simple-methods-rk4.tsv' using 2:3 with lines ls 4 lw 2.5 title 'RK4'
set output
