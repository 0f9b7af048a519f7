# Figure: |E - E0|/E0 of Euler, Euler-Cromer and RK4 from 60 degrees at rest,
# h = 0.01 s, l = 1 m (chapter 0), log scale; the dashed line is Euler's
# closed form for the linearized pendulum, (1 + h^2 omega0^2)^(t/h) - 1.
load 'figures/style.gp'
stats B.'/data/simple-energy-euler.tsv' every ::0::0 using 4 nooutput
E0 = STATS_min
h = 0.01; w02 = 9.81
set logscale y
set format y '$10^{%L}$'
set xlabel '$t$ (s)'
set ylabel '$|E-E_0|/E_0$'
set xrange [0:20]
set yrange [1e-12:1e6]
set ytics 1e-12, 1e3
set key tmargin center horizontal
plot B.'/data/simple-energy-euler.tsv' using 1:(abs($4/E0 - 1)) with lines ls 1 title 'Euler', \
     (1 + h*h*w02)**(x/h) - 1 with lines ls 3 title 'Euler, linearized', \
     B.'/data/simple-energy-cromer.tsv' using 1:(abs($4/E0 - 1)) with lines ls 2 lw 1.2 title 'Euler--Cromer', \
     B.'/data/simple-energy-rk4.tsv' using 1:(abs($4/E0 - 1)) with lines ls 4 title 'RK4'
set output
