# Data of figures/paper-plot1.gp, paper-plot2.gp, paper-fair.gp,
# paper-vs-correct.gp, paper-energy.gp and paper-linerr.gp (chapter 6).
DP := $(B)/bin/dp
$(B)/data/plot1-%.tsv: $(DP) | $(B)/data/.dir
	$(DP) simulate --preset plot1 --model $* --t 10 --every 0.01 > $@
$(B)/data/plot2-%.tsv: $(DP) | $(B)/data/.dir
	$(DP) simulate --preset plot2 --model $* --t 10 --every 0.01 > $@
$(B)/data/fair%.tsv: $(DP) | $(B)/data/.dir
	$(DP) compare --preset fair$* --against linear --t 10 --every 0.01 > $@
$(B)/data/paper-vs-correct.tsv: $(DP) | $(B)/data/.dir
	$(DP) compare --preset plot1 --model correct --against paper --t 10 --every 0.01 > $@
$(B)/data/energy-%.tsv: $(DP) | $(B)/data/.dir
	$(DP) simulate --preset fair57 --model $* --t 10 --every 0.01 > $@
# Largest difference over 10 s against the correct model, both rods
# released from each angle of dp error-growth's list, equal masses and rods;
# '-' where the model ran away.
$(B)/data/linerr.tsv: $(DP) | $(B)/data/.dir
	$(DP) error-growth --against linear,paper-small -o $@
$(B)/fig/paper-plot1.tex: $(B)/data/plot1-paper.tsv $(B)/data/plot1-correct.tsv
$(B)/fig/paper-plot2.tex: $(B)/data/plot2-paper-small.tsv $(B)/data/plot2-correct.tsv
$(B)/fig/paper-fair.tex: $(B)/data/fair4.tsv $(B)/data/fair57.tsv
$(B)/fig/paper-vs-correct.tex: $(B)/data/paper-vs-correct.tsv
$(B)/fig/paper-energy.tex: $(foreach m,correct paper paper-small linear,$(B)/data/energy-$(m).tsv)
$(B)/fig/paper-linerr.tex: $(B)/data/linerr.tsv
