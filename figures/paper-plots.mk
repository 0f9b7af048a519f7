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
# released from A degrees, equal masses and rods.
LINERR_ANGLES := 0.25 0.5 1 2 3 4 6 8 10 15 20 30 40 50 57 70 90
$(B)/data/linerr.tsv: $(DP) | $(B)/data/.dir
	{ echo "# deg linear paper_small"; for a in $(LINERR_ANGLES); do \
	    l=$$($(DP) compare --th1 $$a --th2 $$a --against linear --summary | awk '$$1=="max_diff"{print $$2}'); \
	    s=$$($(DP) compare --th1 $$a --th2 $$a --against paper-small --summary | \
	        awk '$$1=="max_diff"{d=$$2} $$1=="blowup_t"{d="NaN"} END{print d}'); \
	    printf '%s\t%s\t%s\n' $$a $$l $$s; done; } > $@.tmp && mv $@.tmp $@
$(B)/fig/paper-plot1.tex: $(B)/data/plot1-paper.tsv $(B)/data/plot1-correct.tsv
$(B)/fig/paper-plot2.tex: $(B)/data/plot2-paper-small.tsv $(B)/data/plot2-correct.tsv
$(B)/fig/paper-fair.tex: $(B)/data/fair4.tsv $(B)/data/fair57.tsv
$(B)/fig/paper-vs-correct.tex: $(B)/data/paper-vs-correct.tsv
$(B)/fig/paper-energy.tex: $(foreach m,correct paper paper-small linear,$(B)/data/energy-$(m).tsv)
$(B)/fig/paper-linerr.tex: $(B)/data/linerr.tsv
