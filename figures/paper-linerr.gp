# Figure: largest angle difference from the correct model over 10 s against
# the starting angle (both rods, equal masses and rods).
load 'figures/style.gp'
# dp error-growth writes '-' where a model ran away: no point there
set datafile missing '-'
set logscale xy
set format y '$10^{%L}$'
set xlabel 'starting angle $\theta_1(0)=\theta_2(0)$ [degrees]'
set ylabel 'largest $|\Delta\theta|$ over \SI{10}{s} [rad]'
set xrange [0.2:100]
set yrange [1e-8:10]
set key tmargin center horizontal
set arrow 1 from 4, graph 0 to 4, graph 1 nohead ls 3
set arrow 2 from 57, graph 0 to 57, graph 1 nohead ls 3
plot B.'/data/linerr.tsv' using 1:2 with linespoints ls 1 pt 7 ps 0.5 title 'linear', \
     '' using 1:3 with linespoints ls 2 pt 5 ps 0.5 title "the paper's small-oscillation equations", \
     1e-3 with lines ls 3 title '\SI{0.001}{rad}'
set output
