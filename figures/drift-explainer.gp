# Figure: the explainer's drift readout over its first 20 s.
load 'figures/style.gp'
set xlabel 'time (s)'
set ylabel 'drift $(E-E_0)/E_\mathrm{scale}$ ($\times10^{-8}$)'
set xrange [0:20]
set yrange [-6:7]
set key tmargin center horizontal
plot B.'/data/drift-explainer.tsv' using 1:($11*1e8) with lines ls 1 lw 1.5 title 'RK4, $h=1/600$\,s, once per frame', \
     5 with lines ls 3 title '$\pm5\times10^{-8}$', -5 with lines ls 3 notitle
set output
