# Figure: strobe picture of blog90, every fifth frame (0.2 s), later darker.
load 'figures/style.gp'
set terminal cairolatex pdf input size 9cm,9cm font ",11" dashlength 1.5
set output outfile
set size ratio -1
set xrange [-2.2:2.2]
set yrange [-2.2:2.2]
set xlabel '$x$ (m)'
set ylabel '$y$ (m)'
set grid
set object 1 circle at 0,0 size 1 fillstyle empty border lc rgb '#aaaaaa' dt 2 back
f = B.'/data/animate-strobe.tsv'
stats f using 1 nooutput
n = 51
grey(i) = int(190 - 190.0 * i / n)
rgb(i) = grey(i) * 65536 + grey(i) * 256 + grey(i)
plot f every ::0::50 using 8:9 with lines ls 2 lw 1.2, \
     f every 5::0::50 using (0):(0):6:7:(rgb($0 * 5)) with vectors nohead lw 2.5 lc rgb variable, \
     f every 5::0::50 using 6:7:($8 - $6):($9 - $7):(rgb($0 * 5)) with vectors nohead lw 2.5 lc rgb variable, \
     f every 5::0::50 using 6:7 with points pt 7 ps 0.5 lc rgb '#1f4e9c', \
     f every 5::0::50 using 8:9 with points pt 7 ps 0.5 lc rgb '#b2182b'
set output
