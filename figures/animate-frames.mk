# Frames of figures/animate-frames.gp: the same table as the strobe picture.
$(B)/fig/animate-frames.tex: $(B)/data/animate-strobe.tsv
