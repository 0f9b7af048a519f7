# Figure: time of the first flip from rest, over the plane of starting angles.
# Pixels that flip are coloured by the time (logarithmic scale, the colour
# box); the two other classes are drawn on top in black and white (the key).
load 'figures/style.gp'
set terminal cairolatex pdf input size 10.5cm,9.7cm font ",11"
set output outfile
# A square map: 0.63 of 11 cm wide, 0.68 of 10.2 cm high.
set lmargin at screen 0.13
set rmargin at screen 0.76
set bmargin at screen 0.12
set tmargin at screen 0.80
set xrange [-180:180]
set yrange [-180:180]
set xtics 90
set ytics 90
set xlabel '$\theta_1(0)$ (degrees)'
set ylabel '$\theta_2(0)$ (degrees)' offset 2,0   # 'set tics out' would push it off the canvas
unset grid
set palette defined (0 '#fffa3c', 1 '#2614d2')
set logscale cb
set cbrange [0.5:20]
set cbtics ('$\le0.5$' 0.5, '1' 1, '2' 2, '5' 5, '10' 10, '20' 20) nomirror
set cblabel 'time of the first flip (s)' offset -0.5,0
set colorbox vertical user origin screen 0.79, screen 0.12 size screen 0.03, screen 0.68
set key at screen 0.45, screen 0.97 center top horizontal maxrows 1 samplen 1.2 width 1
set style fill solid 1.0 border lc rgb 'black'
# class 0: cannot flip (white), class 1: no flip within the run (black)
cr(c) = c == 0 ? 255 : 0
ca(c) = c <= 1 ? 255 : 0
plot B.'/data/flipmap.tsv' using 1:2:($3 < 0.5 ? 0.5 : $3) with image notitle, \
     '' using 1:2:(cr($4)):(cr($4)):(cr($4)):(ca($4)) with rgbalpha notitle, \
     keyentry with boxes fc rgb 'black' title 'no flip within \SI{20}{s}', \
     keyentry with boxes fc rgb 'white' title 'cannot flip: $E<E_\text{flip}$'
set output
