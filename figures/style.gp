# The one style file of every figure: LaTeX sets the text (cairolatex), so
# the figures use the book's fonts; one pair of colours for theta1/theta2.
set terminal cairolatex pdf input size 12cm,7cm font ",11" dashlength 1.5
set output outfile
set border 3 lw 1.2
set tics nomirror out scale 0.6
set grid lw 0.5 lc rgb '#dddddd'
set key tmargin center horizontal samplen 2 spacing 1.1 noautotitle
set style line 1 lc rgb '#1f4e9c' lw 2.5            # theta1, first series
set style line 2 lc rgb '#b2182b' lw 2.5            # theta2, second series
set style line 3 lc rgb '#4d4d4d' lw 1.5 dt 2       # bounds, references
set style line 4 lc rgb '#1a9850' lw 2.5            # third series
set style line 5 lc rgb '#e08214' lw 2.5            # fourth series
