# Data of figures/lyap-running.gp: running estimates of the largest exponent.
build/data/lyap-tangent.tsv: build/bin/dp | build/data/.dir
	build/bin/dp lyapunov --th1 120 --th2 120 --every 10 > $@
build/data/lyap-twin.tsv: build/bin/dp | build/data/.dir
	build/bin/dp lyapunov --th1 120 --th2 120 --method twin --t 2000 --every 1 > $@
build/data/lyap-regular.tsv: build/bin/dp | build/data/.dir
	build/bin/dp lyapunov --th1 10 --th2 10 --t 2000 --every 1 > $@
build/fig/lyap-running.tex: build/data/lyap-tangent.tsv build/data/lyap-twin.tsv build/data/lyap-regular.tsv
