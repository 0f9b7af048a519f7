# Figure: time of the first flip from rest, over the plane of starting angles.
load 'figures/style.gp'
set terminal cairolatex pdf input size 9cm,8.4cm font ",11"
set output outfile
T = 20.0
t0 = 0.5
set size ratio -1
set xrange [-180:180]
set yrange [-180:180]
set xtics 90
set ytics 90
set xlabel '$\theta_1(0)$ (degrees)'
set ylabel '$\theta_2(0)$ (degrees)'
unset grid
x(t) = t < t0 ? 0 : log(t / t0) / log(T / t0)
r(c, t) = c == 0 ? 255 : c == 1 ? 0 : 255 * (1 - 0.85 * x(t))
g(c, t) = c == 0 ? 255 : c == 1 ? 0 : 230 * (1 - x(t)) + 20
b(c, t) = c == 0 ? 255 : c == 1 ? 0 : 60 + 150 * x(t)
plot 'build/data/flipmap.tsv' using 1:2:(r($4,$3)):(g($4,$3)):(b($4,$3)) with rgbimage notitle
set output
