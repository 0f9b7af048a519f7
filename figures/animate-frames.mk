# Frames of figures/animate-frames.gp: the same table as the strobe picture.
build/fig/animate-frames.tex: build/data/animate-strobe.tsv
