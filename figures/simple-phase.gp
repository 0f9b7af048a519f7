# Figure: the phase portrait of the simple pendulum (chapter 0): RK4 runs
# that swing (librations) and go over the top (rotations, both ways), and
# the separatrix omega = +-2 omega0 cos(theta/2) from its formula.
load 'figures/style.gp'
set terminal cairolatex pdf input size 12cm,8cm font ",11" dashlength 1.5
set output outfile
w0 = sqrt(9.81)
set xlabel '$\theta$ (rad)'
set ylabel '$\omega$ (rad/s)'
set xrange [-pi:pi]
set yrange [-9:9]
set xtics ('$-\pi$' -pi, '$-\pi/2$' -pi/2, '0' 0, '$\pi/2$' pi/2, '$\pi$' pi)
set key off
set samples 400
# angles reduced to (-pi, pi] for the picture only; a jump back ends a line
in(x) = (x > -pi - 1e-9 && x <= pi + 1e-9) ? x : 1/0
plot for [a in "30 60 90 120 150"] B.'/data/simple-phase-lib'.a.'.tsv' using 2:3 with lines ls 1 lw 1.5, \
     for [w in "1 2 4"] B.'/data/simple-phase-rot'.w.'.tsv' using (in($2)):3 with lines ls 2 lw 1.5, \
     for [w in "1 2 4"] B.'/data/simple-phase-rot'.w.'.tsv' using (in(-$2)):(-$3) with lines ls 2 lw 1.5, \
     2*w0*cos(x/2) with lines lc rgb "#000000" lw 2 dt 2, -2*w0*cos(x/2) with lines lc rgb "#000000" lw 2 dt 2
set output
