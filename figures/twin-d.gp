# Figure: distance between the lower masses of two twins, log scale.
load 'figures/style.gp'
lam = real(system("awk '$1==\"fit_lambda\"{print $2}' ".B."/data/twin-high.summary"))
c0 = real(system("awk '$1==\"fit_ln_d0\"{print $2}' ".B."/data/twin-high.summary"))
t01 = real(system("awk '$1==\"t_d01\"{print $2}' ".B."/data/twin-high.summary"))
set logscale y
set format y '$10^{%L}$'
set xlabel '$t$ (s)'
set ylabel '$d$ (m)'
set xrange [0:20]
set yrange [1e-5:1e3]
set key tmargin center horizontal reverse Left
plot B.'/data/twin-high.tsv' using 1:2 with lines ls 2 title '$\theta_1=\theta_2=\ang{120}$', \
     B.'/data/twin-low.tsv' using 1:2 with lines ls 1 title '$\theta_1=\theta_2=\ang{10}$', \
     (x <= t01 ? exp(c0 + lam * x) : 1/0) with lines ls 3 title 'fit of $\ln d$ up to \SI{0.1}{m}', \
     0.1 with lines lc rgb '#999999' lw 0.8 dt 3 notitle
set output
