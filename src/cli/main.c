#line 55 "program/10-dp.nw"
#include "cli.h"
#line 98 "program/10-dp.nw"
static const command commands[] = {
  #line 1522 "program/10-dp.nw"
  { "presets", "list the named cases with their parameters and sources",
    "usage: dp presets [--format tsv|csv] [-o FILE]\n"
    "  Lists every preset: name, model, parameters (m1 m2 kg, l1 l2 m, g m/s^2),\n"
    "  start (th1 th2 degrees, w1 w2 rad/s), source and what it shows.\n"
    "  With --format or -o, prints a table instead, columns\n"
    "  'name model m1 m2 l1 l2 g th1_deg th2_deg w1 w2 source shows'.\n"
    "  Use a preset with --preset NAME; options given with it override its\n"
    "  values, whatever their order on the command line.\n"
    "  -o, --output FILE  write the table to FILE (complete or not at all)\n"
    "  --format tsv|csv   tab-separated with a '# ...' header (default), or CSV\n",
    cmd_presets },
  #line 1627 "program/10-dp.nw"
  { "manpage", "print the manual page dp(1) in roff",
    "usage: dp manpage\n"
    "  Prints the manual page, made from every subcommand's help text, in\n"
    "  roff. Read it with: dp manpage > dp.1 && man -l dp.1\n",
    cmd_manpage },
  #line 224 "program/30-animate.nw"
  { "trail-fade", "the trail's fading, exact and with 8-bit opacity",
    "usage: dp trail-fade [--rate R] [--fps F]\n"
    "  The explainer's trail is dimmed every frame by (1-R)^(60 dt), dt = 1/F s\n"
    "  (default R 0.008, F 60). Prints the factor per frame, the exact\n"
    "  half-life, and, with the opacity rounded to whole 255ths every frame as\n"
    "  a canvas does, the time to half, the level where the fading stops\n"
    "  (in 255ths and as a fraction) and when it stops.\n",
    cmd_trail_fade },
  #line 290 "program/30-animate.nw"
  { "animate", "draw the pendulum with its fading trail as an animated GIF",
    "usage: dp animate [case options] -o FILE.gif [--t T] [--fps F] [--h H]\n"
    "                  [--size WxH] [--round-opacity] [--fade R]\n"
    "       dp animate [case options] --format tsv|csv [-o FILE] [--degrees] ...\n"
    "  Integrates the case (RK4, steps of at most H, default 1/600 s) for T\n"
    "  seconds (default 10) and draws a frame every 1/F s (default F 25; GIF\n"
    "  delays are whole 1/100 s, so F is rounded to 100/delay). The picture is\n"
    "  W x H pixels (default 480x480): pivot at the centre, protractor every 30\n"
    "  degrees, the lower bob's trail dimmed by (1-R)^(60 dt) per frame\n"
    "  (default R 0.008). --round-opacity keeps the trail's opacity in whole\n"
    "  255ths like a browser canvas (see dp trail-fade). Needs gnuplot.\n"
    "  --format tsv|csv prints the frames instead:\n"
    "  't th1 th2 w1 w2 x1 y1 x2 y2 px1 py1 px2 py2' (metres, y up; pixels, y down).\n"
    "  -o, --output FILE  write to FILE (complete or not at all)\n"
    "  --format gif|tsv|csv  default gif if FILE ends in .gif, else tsv\n"
    "  --degrees          angles in degrees (tsv/csv; columns renamed NAME_deg)\n"
    DRIFT_WARN_HELP
    CASE_OPTIONS_HELP,
    cmd_animate },
  #line 286 "program/41-motion.nw"
  { "check-solve", "compare the closed-form accelerations with an LU solve",
    "usage: dp check-solve [--n N] [--seed S] [--dump FILE] [--exact] [--unscaled]\n"
    "  Draws N random parameter sets and states (default 10000, seed 1),\n"
    "  computes the accelerations by the closed form (Cramer) and by GSL's\n"
    "  LU solve, and prints the worst plain relative difference\n"
    "  max|da|/max|a|, the worst difference in units of its rounding scale\n"
    "  (see the book, section 'Checking the solve') with the bound, and the\n"
    "  worst Euler-Lagrange residual from automatic differentiation.\n"
    "  --dump FILE  write '# k rel scaled el' for every state to FILE\n"
    "  --exact      print every acceleration as a hex float instead\n"
    "  --unscaled   solve M a = f without equilibration (the naive reference)\n",
    cmd_check_solve },
  #line 412 "program/41-motion.nw"
  { "check-energy", "kinetic energy by two routes; the paper's m1 -> 0 limit",
    "usage: dp check-energy [--n N] [--seed S] [--m1 M]\n"
    "  Prints the worst |T - T_cart| over N random states in units of the\n"
    "  rounding of its terms, and the gravity torque on the upper rod at\n"
    "  th1 = 30 deg, th2 = 0, m2 = l1 = l2 = 1, g = 9.81 and the given m1\n"
    "  (default 1e-6) from the true and from the paper's potential.\n",
    cmd_check_energy },
  #line 468 "program/41-motion.nw"
  { "check-speed", "the largest angular velocities of a motion against their energy bounds",
    "usage: dp check-speed [case options] [--t T] [--h H]\n"
    "  Integrates the case for T seconds (default 20) with RK4 steps of at\n"
    "  most H seconds (default 0.001) and prints the available energy\n"
    "  E - V_min (J), the bounds on |w1| and |w2| it implies (rad/s), the\n"
    "  largest |w1| and |w2| reached (rad/s), the largest ratio of either to\n"
    "  its bound, and the largest change of E - V_min in units of E_scale.\n"
    "  With --t 0 only the bounds (a start beyond the limits is accepted).\n"
    DRIFT_WARN_HELP
    CASE_OPTIONS_HELP,
    cmd_check_speed },
  #line 1109 "program/42-integrators.nw"
  { "simulate", "integrate one pendulum and print its motion as a table",
    "usage: dp simulate [case options] [--t T] [--h H] [--every E] [--final] [--summary]\n"
    "                   [--method rk4|dopri5|gauss4] [--form lagrange|hamilton] [--tol TOL]\n"
    "  Prints '# t th1 th2 w1 w2 x1 y1 x2 y2 E drift' every E seconds\n"
    "  (default 0.05; a fraction such as 1/60 is accepted) for T seconds\n"
    "  (default 10). Angles in radians,\n"
    "  drift = (E - E0)/E_scale, E_scale = (m1+m2) g l1 + m2 g l2.\n"
    "  --h H        fixed step of at most H seconds (default 0.001) for rk4 and\n"
    "               gauss4; a number, a fraction such as 1/600, or a name:\n"
    "               'explainer' = 1/600 (ten steps per 1/60 s frame),\n"
    "               'review' = 0.001 (the review's step)\n"
    "  --method M   rk4 (default); dopri5, adaptive Dormand-Prince 5(4) with\n"
    "               dense output; gauss4, implicit 2-stage Gauss-Legendre\n"
    "  --form F     lagrange (theta, omega; default for rk4, dopri5) or\n"
    "               hamilton (theta, p; default for gauss4); output is always\n"
    "               in theta, omega\n"
    "  --tol TOL    dopri5's relative and absolute tolerance (default 1e-9)\n"
    "  --final      print only the last row\n"
    "  --back       (implies --summary) then integrate back to t = 0 with the\n"
    "               same steps reversed and print return_error, the largest\n"
    "               difference from the start\n"
    "  --summary    print key-value lines instead of the table: the drift's\n"
    "               extremes step by step and at the rows, the largest angular\n"
    "               accelerations, steps and right-hand-side evaluations\n"
    "  --max-steps N  dopri5 gives up after N steps (default 1e7)\n"
    "  --drift-warn X warn if |drift| exceeds X (default 1e-3, or DP_DRIFT_WARN;\n"
    "               'off' never); only the correct model conserves E\n"
    DRIFT_WARN_HELP
    CASE_OPTIONS_HELP
    OUTPUT_OPTIONS_HELP,
    cmd_simulate },
  #line 1262 "program/42-integrators.nw"
  { "convergence", "error at a fixed time against a tight reference, halving the step",
    "usage: dp convergence [case options] [--t T] [--h H] [--n N] [--method M] [--form F]\n"
    "                      [--ref-tol TOL] [--summary]\n"
    "  Integrates to time T (default 10) with steps H, H/2, ..., H/2^(N-1)\n"
    "  (default H = 0.01, N = 8) by the fixed-step method M (rk4 or gauss4) and\n"
    "  compares the state with GSL's rk8pd at tolerance TOL (default 1e-13).\n"
    "  Prints '# h steps err ratio order': err = max |s - s_ref| over the four\n"
    "  components, ratio = previous err / err, order = log2(ratio).\n"
    "  --summary  print key-value lines instead: the least-squares order over\n"
    "             the rows whose error is above 100 TOL and the gain 2^order\n"
    STEP_WARN_HELP
    CASE_OPTIONS_HELP,
    cmd_convergence },
  #line 1354 "program/42-integrators.nw"
  { "explainer-start", "recompute the explainer's drift and twin claims; find its start",
    "usage: dp explainer-start [case options] [--search [--step DEG] [--top K]]\n"
    "                          [--candidates A:B,C:D,...]\n"
    "  Runs the start as the explainer's page does (RK4, h = 1/600 s) and prints\n"
    "  key-value lines for each of its claims: the drift over 20 s step by step\n"
    "  and at 1/60 s frames, the drift after 10 minutes and its slope per\n"
    "  minute, the largest angular accelerations, the twin run 0.001 rad apart\n"
    "  (time to d = 0.1 m, fitted lambda), the same start at m2 = 10 m1 with the\n"
    "  spread over starts 1e-7 rad apart, and the frame scheduler's largest\n"
    "  step count. Default case: --preset explainer.\n"
    "  --search   instead, scan th1 in [0,180], th2 in [-180,180] deg (released\n"
    "             at rest, the given masses and lengths) every DEG degrees\n"
    "             (default 5) and print the K best fits (default 10) to the\n"
    "             explainer's claims, best first\n"
    "  --candidates A:B,...  instead, one row per start th1 = A, th2 = B\n"
    "             (degrees, the case's other values): th1 th2, the largest drift\n"
    "             over 20 s (x 1e8) and its time, max |alpha1|, the twin's time\n"
    "             to 0.1 m and lambda, the lowest drift (x 1e4) and max |alpha1|\n"
    "             at m2 = 10 m1\n"
    CASE_OPTIONS_HELP,
    cmd_explainer_start },
  #line 1529 "program/42-integrators.nw"
  { "bench-rk4", "RK4 steps per second: dp, GSL's rk4 stepper, plain loops",
    "usage: dp bench-rk4 [--steps N] [--repeat R] [-o FILE]\n"
    "  Integrates N steps of h = 1/600 s (default 6000000) from 120/150 degrees\n"
    "  at rest seven ways, in R rounds (default 5) that run each way once in\n"
    "  turn: simulate (dp_run, the path of 'dp simulate --final'), fast\n"
    "  (dp_pendulum_rk4), ode (dp_ode_rk4 through its function pointer), gsl\n"
    "  (gsl_odeiv2_step_rk4 on the closed form with the C library's sin and\n"
    "  cos), gsl_dp (the same stepper on dp_rhs), plain (the closed form with\n"
    "  the C library's sin and cos, written inline) and plain_cramer (Cramer's\n"
    "  form with the C library's sin and cos). Prints the median processor time and\n"
    "  the steps per second of each way, their ratios, whether fast and ode end\n"
    "  in the same bits, and whether the goals (simulate >= 1.4 x plain and\n"
    "  >= 3.8 x gsl) are met; -o FILE also writes the table\n"
    "  '# way median_s min_s steps_per_s over_plain over_gsl'.\n",
    cmd_bench_rk4 },
  #line 47 "program/43-hamilton.nw"
  { "blog", "rerun the blog's Fortran program, in single or double precision",
    "usage: dp blog [case options] [--form hamilton|lagrange] [--precision single|double]\n"
    "               [--lw1 blog|fixed] [--tau T] [--steps N] [--every K]\n"
    "               [--table | --summary]\n"
    "  The blog's RK4 program, its equations transcribed (default: its own case,\n"
    "  --preset blog: g = 0.005, tau = 3, 1000 steps, 90/90 degrees at rest).\n"
    "  Prints '# step t th1 th2 x2 y2 H drift' every K steps (default 1).\n"
    "  --form        the equations integrated (default hamilton)\n"
    "  --precision   single (float, as the blog) or double (default single)\n"
    "  --lw1         blog: L_w1 as printed (default); fixed: its sign corrected\n"
    "  --table       only the rows the blog prints: '# step th1 th2 H'\n"
    "  --summary     key-value lines: the end state and the largest drift\n"
    CASE_OPTIONS_HELP,
    cmd_blog },
  #line 201 "program/43-hamilton.nw"
  { "blog-causes", "why the blog's two trajectories differ: each cause measured alone",
    "usage: dp blog-causes [case options] [--dump FILE]\n"
    "  Runs the blog's case (default --preset blog: g = 0.005, 90/90 degrees,\n"
    "  1000 steps of 3 time units) in pairs that differ in one thing only, and\n"
    "  prints for each pair the time at which the lower bobs first lie 0.1\n"
    "  apart ('div_NAME'; the run's end, 3000, if never) and the step at which\n"
    "  that happens ('divk_NAME'), and for each run its largest energy drift\n"
    "  ('drift_NAME').\n"
    "  --dump FILE  write '# t NAME...' with the distance of each pair\n"
    CASE_OPTIONS_HELP,
    cmd_blog_causes },
  #line 291 "program/43-hamilton.nw"
  { "blog-check", "test every equation of the blog's program at random states",
    "usage: dp blog-check [--n N] [--seed S]\n"
    "  Evaluates the blog's L_w1, L_w2, H_a1, H_a2, H_p1, H_p2 and Hamiltonian\n"
    "  (transcribed, in double precision) at N random states (default 10000,\n"
    "  seed 5) and prints the worst difference from the book's equations in\n"
    "  units of their rounding scale ('NAME_worst'; the bound is 'bound'), the\n"
    "  percentage of states beyond the bound, and alpha1 l1/g at the blog's\n"
    "  start (equal unit rods and masses at 90/90 degrees, at rest).\n",
    cmd_blog_check },
  #line 342 "program/43-hamilton.nw"
  { "check-hamilton", "Hamilton's equations vs their AD gradient and vs Lagrange",
    "usage: dp check-hamilton [--n N] [--seed S]\n"
    "  At N random states (default 10000, seed 11) prints the worst difference,\n"
    "  in units of its rounding scale, between Hamilton's right-hand side and\n"
    "  the AD gradient of H ('gradient_worst'), between the velocities from\n"
    "  the momenta and the state's ('velocity_worst'), between dp/dt and\n"
    "  dL/dtheta by AD of the Cartesian Lagrangian ('force_worst'), and\n"
    "  between H and E ('energy_worst'); and the bound.\n",
    cmd_check_hamilton },
  #line 195 "program/44-paper.nw"
  { "compare", "run one case under two models side by side, print the differences",
    "usage: dp compare [case options] [--against MODEL] [--t T] [--h H]\n"
    "                  [--every E] [--summary]\n"
    "  Runs the case under its model (--model, default correct) and under\n"
    "  MODEL (default linear) from the same start, with RK4 steps of at most H\n"
    "  (default 0.001) for T seconds (default 10), and prints\n"
    "  '# t th1_a th2_a th1_b th2_b d_th1 d_th2 drift_a drift_b' every E\n"
    "  seconds (default 0.05): a is the case's model, b is MODEL, d = b - a,\n"
    "  drift = (E - E0)/E_scale of the true mechanical energy.\n"
    "  --summary  print key-value lines instead: the largest differences over\n"
    "             every step (max_diff, max_diff_th1, max_diff_th2, t_max_diff),\n"
    "             the largest angles (amp_a, amp_b), the largest energy drifts\n"
    "             (max_drift_a, max_drift_b), and start_deg, the largest\n"
    "             starting angle, with sin_deficit = 1 - sin(A)/A there.\n"
    "             If a run leaves the finite range (|w| > 1e6 rad/s), the run\n"
    "             stops, blowup_t gives the time, and the maxima are those\n"
    "             before it (without --summary this is an error).\n"
    DRIFT_WARN_HELP
    CASE_OPTIONS_HELP,
    cmd_compare },
  #line 337 "program/44-paper.nw"
  { "error-growth", "largest difference from the correct model against the starting angle",
    "usage: dp error-growth [--angles A,B,...] [--against M,N,...] [--t T] [--h H]\n"
    "  For each starting angle A (degrees; default 0.25,0.5,1,2,3,4,6,8,10,15,\n"
    "  20,30,40,50,57,70,90), releases both rods from rest at A, with equal\n"
    "  masses and rods (the default parameters), runs the correct model\n"
    "  and each MODEL (default linear,paper-small) side by side with RK4 steps\n"
    "  of at most H (default 0.001) for T seconds (default 10), and prints\n"
    "  '# deg MODEL...': the largest |d theta| of either rod over every step,\n"
    "  or '-' where MODEL left the finite range (|w| > 1e6 rad/s) before T.\n"
    "  At most 64 angles and 4 models.\n"
    OUTPUT_OPTIONS_HELP,
    cmd_error_growth },
  #line 23 "program/45-modes.nw"
  { "modes", "normal modes of the linearized pendulum: frequencies and shapes",
    "usage: dp modes [case options] [--summary] [--measure] [--t T] [--h H]\n"
    "  Prints '# mode omega period shape' for the two normal modes of the\n"
    "  case's parameters, slow mode first: omega in rad/s, period in s,\n"
    "  shape = th2/th1.  --model correct or linear gives the true modes;\n"
    "  paper or paper-small the modes of the paper's equations (upper rod\n"
    "  pulled by m1's weight only).  The starting angles are ignored unless\n"
    "  --measure is given.\n"
    "  --summary  key-value lines instead: omega_slow, omega_fast,\n"
    "             period_slow, period_fast, shape_slow, shape_fast, the\n"
    "             largest relative difference from GSL's generalized\n"
    "             eigensolver (gsl_rel_diff), the true model's omega_slow_true\n"
    "             and omega_fast_true, and slow_error, fast_error = omega /\n"
    "             omega_true - 1\n"
    "  --measure  also run the case from its start for T seconds (default 20)\n"
    "             with RK4 steps H (default 0.001) and print the frequency\n"
    "             measured from the zero crossings of th1 (omega_measured),\n"
    "             the nearest mode's omega_predicted, their relative\n"
    "             difference (measured_rel_diff), the spread of the half\n"
    "             periods (spread) and the largest angles amp_th1, amp_th2\n"
    STEP_WARN_HELP
    CASE_OPTIONS_HELP,
    cmd_modes },
  #line 38 "program/46-chaos.nw"
  { "twin", "run the same start twice, the second slightly perturbed",
    "usage: dp twin [case options] [--delta DEG | --delta-rad RAD]\n"
    "               [--perturb th1|th2|both] [--t T] [--h H] [--every E] [--summary]\n"
    "  Runs the case and a twin whose angle(s) differ by DELTA (default\n"
    "  0.001 degrees, added to th1 unless --perturb says otherwise) with RK4\n"
    "  steps of at most H (default 0.001 s) for T seconds (default 30).\n"
    "  Prints '# t d dth1 dth2' every E seconds (default 0.01): d is the\n"
    "  distance between the lower masses in metres, dthi the twin's angle\n"
    "  minus the first run's (unwrapped, radians).\n"
    "  --summary  print only key-value lines: max_dth2 (largest |dth2|),\n"
    "             t_sep (first time |dth2| >= 0.1 rad, -1 if never), t_sep1 (the\n"
    "             same for 1 rad), t_d01 (first\n"
    "             time d >= 0.1 m, -1 if never), t_d1 (the same for 1 m),\n"
    "             fit_lambda (least-squares\n"
    "             slope of ln d up to t_d01 or the end) and fit_ln_d0 (its\n"
    "             intercept), d_5s (d at 5 s), dmax_5s (largest d up to 5 s),\n"
    "             energy (of the start, J) and escale (E_scale, J)\n"
    STEP_WARN_HELP
    CASE_OPTIONS_HELP,
    cmd_twin },
  #line 147 "program/46-chaos.nw"
  { "check-jacobian", "compare the hand-derived Jacobian with automatic differentiation",
    "usage: dp check-jacobian [--n N] [--seed S]\n"
    "  Draws N random cases (default 10000, seed 8) and prints worst_u, the\n"
    "  largest |J - J_ad| over each row's scale max(1, |F_i|, |J_ij|), in\n"
    "  units of the unit roundoff u.\n",
    cmd_check_jacobian },
  #line 186 "program/46-chaos.nw"
  { "lyapunov", "largest Lyapunov exponent (twin or tangent) or the whole spectrum",
    "usage: dp lyapunov [case options] [--method twin|tangent|both] [--spectrum]\n"
    "                   [--t T] [--h H] [--tau TAU] [--d0 D0] [--every E]\n"
    "                   [--starts K --offset DT [--threads N]]\n"
    "  Benettin's method: follows a perturbation of the whole state for T\n"
    "  seconds (default 20000) with RK4 steps H (default 1/600 s),\n"
    "  renormalizing every TAU seconds (default 0.1, a whole number of steps).\n"
    "  --method   twin: a second run D0 away (default 1e-8); tangent (default):\n"
    "             the variational equations; both: print both and the difference\n"
    "  --spectrum all four exponents (tangent, QR re-orthonormalization)\n"
    "  --every E  print the running estimate '# t lambda...' every E seconds\n"
    "             instead of the summary\n"
    "  --starts K --offset DT  K runs of length T starting DT seconds apart\n"
    "             along the trajectory: prints mean, sd, se, min, max and\n"
    "             sd_20000 = sd sqrt(T / 20000), the sd expected of a 20000 s run;\n"
    "             the runs are shared among N threads (default 1)\n"
    "  The summary: lambda (1/s), lyap_time = 1/lambda, horizon15/20 =\n"
    "  15 and 20 Lyapunov times; with --spectrum l1..l4, sum, pair1 = l1+l4,\n"
    "  pair2 = l2+l3 and sum_bound = ln(max det M / min det M) / T.\n"
    STEP_WARN_HELP
    CASE_OPTIONS_HELP,
    cmd_lyapunov },
  #line 357 "program/46-chaos.nw"
  { "predict", "how long an RK4 path stays close to a high-accuracy reference",
    "usage: dp predict [case options] [--t T] [--h H] [--tol RAD] [--eps EPS]\n"
    "                  [--lambda L] [--table]\n"
    "  Runs RK4 with step H (default 1/600 s) and GSL's rk8pd with tolerance\n"
    "  EPS (default 1e-13) and 100 EPS for T seconds (default 40), compared\n"
    "  every 1/60 s. Prints t_rk4, the first time the RK4 angles differ from\n"
    "  the reference by more than RAD (default 0.01), t_ref, the same for\n"
    "  the 100 EPS run, and the explainer's arithmetic for a Lyapunov\n"
    "  exponent L (default 1.45): e^L, e^(10 L), 1/L, 15/L, 20/L; then\n"
    "  dev_1s, the RK4 difference at t = 1 s, t_rk4_lyap = L t_rk4,\n"
    "  t_estimate = 1 + ln(RAD / dev_1s) / L (the departure time if the\n"
    "  difference grew like e^(L t) from t = 1 s) and gain_halving = ln(16)/L,\n"
    "  the horizon gained by halving H.\n"
    "  --table  print '# t dev_rk4 dev_ref' instead (largest angle difference)\n"
    STEP_WARN_HELP
    CASE_OPTIONS_HELP,
    cmd_predict },
  #line 453 "program/46-chaos.nw"
  { "poincare", "Poincare section theta1 = 0, omega1 > 0 at a given energy",
    "usage: dp poincare --energy E [--starts K] [--crossings N] [--h H] [--tmax T]\n"
    "                   [--m1 --m2 --l1 --l2 --g]\n"
    "  Releases K starts (default 12) on the section, theta1 = 0, omega2 = 0,\n"
    "  theta2 spread evenly over the range the energy E (joules) allows, with\n"
    "  omega1 > 0 fixed by E; follows each with RK4 steps H (default 0.005 s)\n"
    "  for at most T seconds (default 2000) or N crossings (default 400).\n"
    "  Prints '# start th2 w2' at each crossing (theta2 reduced to [-pi, pi)).\n",
    cmd_poincare },
  #line 539 "program/46-chaos.nw"
  { "flipmap", "time until either arm flips over the top, from rest, on a grid",
    "usage: dp flipmap [--size N] [--t T] [--h H] [--threads K] [--lanes L]\n"
    "                  [--slice I/S] [-o FILE] [--check-step] [--m1 --m2 --l1 --l2 --g]\n"
    "  Releases the pendulum from rest at the centres of an N x N grid\n"
    "  (default 128) over -180..180 degrees in both angles and records the\n"
    "  time of the first flip (|theta| > pi) within T seconds (default 10),\n"
    "  RK4 steps H (default 0.01 s), on K threads (default 1).\n"
    "  Writes '# th1_deg th2_deg t_flip class' to FILE (default stdout), one\n"
    "  block per theta2 row: class 0 = cannot flip (energy), 1 = no flip\n"
    "  within T (t_flip = T), 2 = upper arm flipped first, 3 = lower arm.\n"
    "  --lanes L    pixels stepped at once per thread: 1 (one at a time, the\n"
    "               reference), 2, 4 (AVX2), 8 (AVX-512) or auto (default, the\n"
    "               widest this processor has); the map is the same\n"
    "  --slice I/S  compute only rows I*N/S to (I+1)*N/S - 1 (0 <= I < S); the\n"
    "               file then starts with a line that 'dp flipmap-merge' reads\n"
    "  --check-step also compute the map with H/2 and print, instead of a\n"
    "               file, the share of pixels whose class changes and whose\n"
    "               flip time changes by more than 1%\n"
    "  A summary (pixels, the count of each class, the RK4 steps taken, the\n"
    "  lanes, the time and steps per second) goes to stdout when -o names a\n"
    "  file; progress goes to stderr when it is a terminal.\n",
    cmd_flipmap },
  #line 754 "program/46-chaos.nw"
  { "flipmap-merge", "join the slices of a flip map into the whole map",
    "usage: dp flipmap-merge --slices S --in PATTERN [-o FILE]\n"
    "  Reads the S slices that 'dp flipmap --slice I/S ... -o FILE' wrote, from\n"
    "  the files PATTERN with its '{}' replaced by I = 0 .. S-1, checks that\n"
    "  they fit together (each names itself slice I/S of the same map, and holds\n"
    "  exactly its rows, complete and in order) and writes the whole map to\n"
    "  FILE (default stdout), byte for byte what 'dp flipmap' without --slice\n"
    "  writes; to FILE nothing at all if a slice does not fit.\n",
    cmd_flipmap_merge },
  #line 1263 "program/46-chaos.nw"
  { "bench-flipmap", "flip-map RK4 steps per second, by threads and lane width",
    "usage: dp bench-flipmap [--size N] [--t T] [--h H] [--threads K] [--repeat R]\n"
    "                        [-o FILE]\n"
    "  Times the N x N flip map (default 256) with runs of T s (default 10) and\n"
    "  steps of H s (default 0.01) for every lane width this processor has (1,\n"
    "  2, 4, 8) on 1 to K threads (default 2), in R rounds (default 3) that run\n"
    "  each configuration once in turn. Prints the RK4 steps of the map, the\n"
    "  median wall time and steps per second of each configuration, whether\n"
    "  every run gave the reference map, whether the widest lanes on K threads\n"
    "  reach 2.5e7 steps per second, and the estimated seconds of a 2048 x 2048\n"
    "  and an 8192 x 8192 map with the same T on one core with the widest lanes.\n"
    "  -o FILE also writes '# threads lanes median_s steps_per_s over_reference'.\n",
    cmd_bench_flipmap },
#line 100 "program/10-dp.nw"
};
enum { NCOMMANDS = sizeof commands / sizeof commands[0] };
#line 105 "program/10-dp.nw"
static void list_commands(FILE *out)
{
  fputs("usage: dp SUBCOMMAND [options]   (dp help SUBCOMMAND, or dp SUBCOMMAND --help)\n\n"
        "subcommands:\n", out);
  for (int i = 0; i < NCOMMANDS; i++)
    fprintf(out, "  %-15s %s\n", commands[i].name, commands[i].summary);
  fputs("\nalso:\n  help [SUB]      this list, or the help of SUB\n"
        "  --version       the version of dp\n", out);
}

#line 162 "program/10-dp.nw"
#ifndef DP_VERSION
#define DP_VERSION "unknown"
#endif
static const char help_help[] =
  "usage: dp help [SUBCOMMAND]\n"
  "  Without SUBCOMMAND, lists every subcommand with one line on what it does.\n"
  "  With one, prints its help: the same text as 'dp SUBCOMMAND --help'.\n"
  "  'dp --version' prints the version of dp.\n";

#line 117 "program/10-dp.nw"
int main(int argc, char **argv)
{
  command_list = commands;
  command_count = NCOMMANDS;
  #line 177 "program/10-dp.nw"
  signal(SIGXFSZ, SIG_IGN);
  #line 122 "program/10-dp.nw"
  if (argc < 2)
    return usage_error("no subcommand given (try 'dp help')");
  const char *name = argv[1];
  if (!strcmp(name, "--version"))
    return puts("dp " DP_VERSION), finish_output();
  if (!strcmp(name, "help") || !strcmp(name, "--help") || !strcmp(name, "-h")) {
    if (argc > 3)
      return usage_error("dp help: unexpected argument '%s'", argv[3]);
    if (argc == 3) {
      if (!strcmp(argv[2], "help"))
        return fputs(help_help, stdout), finish_output();
      for (int i = 0; i < NCOMMANDS; i++)
        if (!strcmp(argv[2], commands[i].name))
          return fputs(commands[i].help, stdout), finish_output();
      return usage_error("unknown subcommand '%s' (try 'dp help')", argv[2]);
    }
    list_commands(stdout);
    return finish_output();
  }
  for (int i = 0; i < NCOMMANDS; i++)
    if (!strcmp(name, commands[i].name)) {
      current = &commands[i];
      if (drift_warn_from_environment())
        return 2;
      progress_heartbeat(commands[i].name);
      int rc = commands[i].run(argc - 1, argv + 1);
      progress_quiet();
      out_remove_pending();
      return rc;
    }
  return usage_error("unknown subcommand '%s' (try 'dp help')", name);
}
