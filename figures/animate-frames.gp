# The in-PDF animation of dp animate (LaTeX animate package): one PDF page
# per frame of build/data/animate-strobe.tsv; outfile gets the TeX that
# shows it.  Viewers without JavaScript show the first frame.
load 'figures/style.gp'
f = B.'/data/animate-strobe.tsv'
stats f using 1 nooutput
n = STATS_records
set terminal pdfcairo size 7cm,7cm font ",8"
set output B.'/fig/animate-frames.pdf'
set size ratio -1
set xrange [-2.2:2.2]
set yrange [-2.2:2.2]
unset border
unset tics
unset grid
set lmargin at screen 0
set rmargin at screen 1
set bmargin at screen 0
set tmargin at screen 1
set object 1 circle at 0,0 size 2 fillstyle empty border lc rgb '#cccccc' back
set object 2 circle at 0,0 size 1 fillstyle empty border lc rgb '#aaaaaa' dt 2 back
do for [i=0:n-1] {
  plot f every ::0::i using 8:9 with lines lc rgb '#800020' lw 1.5, \
       f every ::i::i using (0):(0):6:7 with vectors nohead lc rgb '#333333' lw 3, \
       f every ::i::i using 6:7:($8 - $6):($9 - $7) with vectors nohead lc rgb '#333333' lw 3, \
       f every ::i::i using 6:7 with points pt 7 ps 1.6 lc rgb '#1f4e9c', \
       f every ::i::i using 8:9 with points pt 7 ps 1.6 lc rgb '#800020'
}
set output
set print outfile
print '\animategraphics[controls,loop,poster=last,width=6cm]{25}{'.B.'/fig/animate-frames}{}{}'
unset print
