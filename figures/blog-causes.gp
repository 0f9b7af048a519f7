# Figure: distance between the lower bobs of two runs that differ in one
# thing only (dp blog-causes --dump).
load 'figures/style.gp'
set logscale y
set format y '$10^{%L}$'
set xlabel 'time $t$ (the blog''s time units)'
set ylabel 'distance (units of $l_1$)'
set xrange [0:3000]
set yrange [1e-14:10]
set key tmargin center horizontal
plot B.'/data/blog-causes.tsv' using 1:3 with lines ls 2 title "\\texttt{L\\_w1}: printed vs corrected", \
     '' using 1:10 with lines ls 5 title 'step $\tau$ vs $\tau/10$', \
     '' using 1:8 with lines ls 1 title 'single vs double', \
     '' using 1:15 with lines ls 4 title '$\theta_1$ moved by $10^{-8}$', \
     '' using 1:12 with lines ls 3 title 'step $\tau/100$ vs $\tau/1000$', \
     0.1 with lines lc rgb '#999999' lw 1 dt 3 notitle
set output
