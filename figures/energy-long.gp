# Figure: |drift| over one hour for RK4, dopri5 and Gauss-Legendre.
load 'figures/style.gp'
set logscale y
set format y '$10^{%L}$'
set xlabel 'time (min)'
set ylabel '$|E-E_0|/E_\mathrm{scale}$ (dimensionless)'
set xrange [0:60]
set yrange [1e-13:1e-2]
set key tmargin center horizontal
plot B.'/data/long-rk4.tsv' using ($1/60):(abs($11)) with lines ls 1 title 'RK4, $h=1/600$\,s', \
     B.'/data/long-dopri5.tsv' using ($1/60):(abs($11)) with lines ls 5 title 'Dormand--Prince, tolerance $10^{-9}$', \
     B.'/data/long-gauss4.tsv' using ($1/60):(abs($11)) with lines ls 2 title 'Gauss--Legendre, $h=1/600$\,s'
set output
