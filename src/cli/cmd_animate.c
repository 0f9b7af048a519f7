#line 242 "program/30-animate.nw"
#include "cli.h"
#line 475 "program/30-animate.nw"
#include "dp_anim.h"
#include <sys/wait.h>
#line 490 "program/30-animate.nw"
typedef struct { double x0, y0, x1, y1, a; } trail_seg;
typedef struct { trail_seg *seg; size_t n, cap, first; } trail;

static int trail_add(trail *t, double x0, double y0, double x1, double y1)
{
  if (t->n > t->first) {
    trail_seg *q = &t->seg[t->n - 1];
    if (q->a == 1 && hypot(q->x1 - q->x0, q->y1 - q->y0) < 2) {
      q->x1 = x1, q->y1 = y1;
      return 0;
    }
  }
  if (t->n == t->cap) {
    size_t cap = t->cap ? 2 * t->cap : 1024;
    trail_seg *p = realloc(t->seg, cap * sizeof *p);
    if (!p) return 1;
    t->seg = p, t->cap = cap;
  }
  t->seg[t->n++] = (trail_seg){ x0, y0, x1, y1, 1 };
  return 0;
}

static void trail_fade(trail *t, double f, int round8)
{
  for (size_t i = t->first; i < t->n; i++)
    t->seg[i].a = round8 ? dp_fade_8bit((int)lround(t->seg[i].a * 255), f) / 255.0
                         : t->seg[i].a * f;
  while (!round8 && t->first < t->n && t->seg[t->first].a < 0.5 / 255)
    t->first++;
}
#line 537 "program/30-animate.nw"
static void gnuplot_quote(FILE *gp, const char *s)
{
  fputc('\'', gp);
  for (; *s; s++) {
    if (*s == '\'') fputc('\'', gp);
    fputc(*s, gp);
  }
  fputc('\'', gp);
}

static pid_t gnuplot_pid;
static FILE *gnuplot_log;

static FILE *gnuplot_open(out_table *t, const dp_view *v, const dp_params *p, int delay)
{
  int fd = out_make_temp(t), pfd[2];
  if (fd < 0)
    return NULL;
  close(fd);
  signal(SIGPIPE, SIG_IGN);
  fflush(NULL);
  if (!(gnuplot_log = tmpfile()) || pipe(pfd) != 0 || (gnuplot_pid = fork()) < 0) {
    int e = errno;
    out_remove_pending();
    return usage_error("cannot start gnuplot: %s", strerror(e)), NULL;
  }
  if (gnuplot_pid == 0) {
    out_child = 0;
    dup2(pfd[0], 0);
    dup2(fileno(gnuplot_log), 2);
    close(pfd[0]);
    close(pfd[1]);
    execlp("gnuplot", "gnuplot", (char *)NULL);
    _exit(127);
  }
  out_child = gnuplot_pid;
  close(pfd[0]);
  FILE *gp = fdopen(pfd[1], "w");
  if (!gp) {
    int e = errno;
    close(pfd[1]);
    waitpid(gnuplot_pid, NULL, 0);
    out_child = 0;
    out_remove_pending();
    return usage_error("cannot write to gnuplot: %s", strerror(e)), NULL;
  }
  fprintf(gp, "set terminal gif animate delay %d size %d,%d background '#ffffff'\n",
          delay, v->w, v->h);
  fputs("set output ", gp);
  gnuplot_quote(gp, t->tmp);
  fprintf(gp, "\nset lmargin at screen 0\nset rmargin at screen 1\n"
              "set bmargin at screen 0\nset tmargin at screen 1\n"
              "set xrange [0:%d]\nset yrange [%d:0]\nunset border\nunset tics\nunset key\n",
          v->w, v->h);
  #line 600 "program/30-animate.nw"
  double R = v->sigma * (p->l1 + p->l2);
  fprintf(gp, "set object 1 circle at %g,%g size %g back fillstyle empty"
              " border lc rgb '#cccccc' lw 1\n",
          v->x0, v->y0, R);
  for (int k = 0; k < 72; k++) {
    double a = k * M_PI / 36, b = a + M_PI / 72, r = v->sigma * p->l1;
    fprintf(gp, "set arrow from %g,%g to %g,%g nohead back lc rgb '#aaaaaa'\n",
            v->x0 + r * sin(a), v->y0 + r * cos(a), v->x0 + r * sin(b), v->y0 + r * cos(b));
  }
  for (int k = 0; k < 12; k++) {
    double a = k * M_PI / 6, sn = sin(a), cs = cos(a);
    int deg = k <= 6 ? 30 * k : 30 * k - 360;
    fprintf(gp, "set arrow from %g,%g to %g,%g nohead back lc rgb '#999999'\n",
            v->x0 + (R - 5) * sn, v->y0 + (R - 5) * cs, v->x0 + (R + 5) * sn, v->y0 + (R + 5) * cs);
    fprintf(gp, "set label '%d' at %g,%g center tc rgb '#777777' font ',8'\n", deg,
            v->x0 + (R + 17) * sn, v->y0 + (R + 17) * cs);
  }
  #line 592 "program/30-animate.nw"
  return gp;
}
#line 624 "program/30-animate.nw"
static void gnuplot_frame(FILE *gp, const dp_view *v, const trail *tr, const double px[4])
{
  fputs("plot '-' using 1:2:3:4:5 with vectors nohead lw 2 lc rgb variable, "
        "'-' using 1:2 with lines lw 3 lc rgb '#333333', "
        "'-' using 1:2:3:4 with circles fillstyle solid 1.0 lc rgb variable\n", gp);
  for (size_t i = tr->first; i < tr->n; i++) {
    const trail_seg *q = &tr->seg[i];
    long r = lround(255 - q->a * (255 - 0x80)), g = lround(255 - q->a * 255),
         b = lround(255 - q->a * (255 - 0x20));
    fprintf(gp, "%.2f %.2f %.2f %.2f %ld\n", q->x0, q->y0, q->x1 - q->x0, q->y1 - q->y0,
            (r << 16) | (g << 8) | b);
  }
  if (tr->first == tr->n)
    fprintf(gp, "%.2f %.2f 0 0 %ld\n", px[2], px[3], 0xffffffL);
  fprintf(gp, "e\n%g %g\n%.2f %.2f\n%.2f %.2f\ne\n", v->x0, v->y0, px[0], px[1], px[2], px[3]);
  fprintf(gp, "%.2f %.2f %g %ld\n%.2f %.2f %g %ld\ne\n", px[0], px[1], v->r1, 0x1f4e9cL,
          px[2], px[3], v->r2, 0x800020L);
}
#line 650 "program/30-animate.nw"
static int gif_complete(const char *path)
{
  FILE *f = fopen(path, "rb");
  unsigned char head[4], tail = 0;
  int ok = f && fread(head, 1, 4, f) == 4 && !memcmp(head, "GIF8", 4)
           && fseek(f, -1, SEEK_END) == 0 && fread(&tail, 1, 1, f) == 1 && tail == 0x3B;
  if (f) fclose(f);
  return ok;
}

static int gnuplot_close(FILE *gp, out_table *t, int status)
{
  fputs("set output\n", gp);
  int bad = ferror(gp) | (fclose(gp) != 0), ws = 0;
  waitpid(gnuplot_pid, &ws, 0);
  out_child = 0;
  int ok = WIFEXITED(ws) && WEXITSTATUS(ws) == 0;
  if (!status && (bad || !ok)) {
    char line[512];
    rewind(gnuplot_log);
    while (fgets(line, sizeof line, gnuplot_log))
      fputs(line, stderr);
    status = usage_error("gnuplot failed (%s %d) writing %s",
                         WIFEXITED(ws) ? "exit status" : "signal",
                         WIFEXITED(ws) ? WEXITSTATUS(ws) : WTERMSIG(ws), quote(t->path));
  }
  fclose(gnuplot_log);
  if (!status && !gif_complete(t->tmp))
    status = usage_error("--output %s: gnuplot wrote an incomplete GIF (is the disk"
                         " full?); the old file, if any, is unchanged", quote(t->path));
  if (status) {
    out_remove_pending();
    return status;
  }
  return out_commit(t);
}
#line 252 "program/30-animate.nw"
int cmd_trail_fade(int argc, char **argv)
{
  static const struct option opts[] = {
    { "rate", required_argument, NULL, 'r' }, { "fps", required_argument, NULL, 'f' },
    HELP_OPTION, { 0, 0, 0, 0 }
  };
  double rate = 0.008, fps = 60;
  int c;
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    switch (c) {
    case 'r': if (parse_expr("rate", optarg, &rate)) return 2; break;
    case 'f': if (parse_expr("fps", optarg, &fps)) return 2; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  dp_fade_report r;
  dp_error err;
  if (rate > 0 && rate < DP_FADE_RATE_MIN)
    return usage_error("--rate %s: must be at least %g (a slower fade takes more than %.2g s"
                       " to reach half)", arg_text("rate", rate), DP_FADE_RATE_MIN,
                       log(2) / (60 * DP_FADE_RATE_MIN));
  if (dp_fade_study(rate, fps, &r, &err) != DP_OK)
    return usage_error("%s", err.msg);
  out_printf("# dp trail-fade: opacity x (1-rate)^(60/fps) per frame\n");
  out_printf("rate\t%g\nfps\t%g\nfactor\t%.9f\n", rate, fps, r.factor);
  out_printf("half_life_exact\t%.6f\n", r.half_exact);
  out_printf("half_life_8bit\t%.6f\n", r.half_8bit);
  out_printf("stuck_level\t%d\nstuck_fraction\t%.6f\nstuck_time\t%.6f\n",
         r.stuck_level, r.stuck_level / 255.0, r.stuck_time);
  return finish_output();
}
#line 323 "program/30-animate.nw"
int cmd_animate(int argc, char **argv)
{
  enum { O_T = 1, O_FPS, O_H, O_SIZE, O_ROUND, O_FADE };
  static const struct option opts[] = {
    CASE_OPTIONS, OUTPUT_OPTIONS,
    { "t", required_argument, NULL, O_T }, { "fps", required_argument, NULL, O_FPS },
    { "h", required_argument, NULL, O_H }, { "size", required_argument, NULL, O_SIZE },
    { "round-opacity", no_argument, NULL, O_ROUND },
    { "fade", required_argument, NULL, O_FADE }, HELP_OPTION, { 0, 0, 0, 0 }
  };
  dp_case cs;
  out_table tab;
  case_init(&cs);
  out_init(&tab);
  double T = 10, fps = 25, h = 1.0 / 600, rate = 0.008;
  int W = 480, H = 480, round8 = 0, fade_given = 0, c;
  int format = 0;                                  /* 0 unset, 1 gif, 2 table */
  while ((c = next_option(argc, argv, opts)) != OPT_END) {
    int rc = case_option(&cs, c, optarg);
    if (rc == 1) continue;
    if (rc == 2) return 2;
    if (c == OO_FORMAT && !strcmp(optarg, "gif")) { format = 1; continue; }
    if (c == OO_FORMAT) format = 2;
    if ((rc = out_option(&tab, c, optarg)) == 1) continue;
    if (rc == 2) return 2;
    switch (c) {
    case O_T: if (parse_double("t", optarg, &T)) return 2; break;
    case O_FPS: if (parse_double("fps", optarg, &fps)) return 2; break;
    case O_H: if (parse_expr("h", optarg, &h)) return 2; break;
    case O_SIZE: {
      char extra;
      if (strspn(optarg, "0123456789x-") != strlen(optarg)
          || sscanf(optarg, "%dx%d%c", &W, &H, &extra) != 2)
        return usage_error("--size %s: expected WxH, such as 480x480", quote(optarg));
      break;
    }
    case O_ROUND: round8 = 1; break;
    case O_FADE: if (parse_expr("fade", optarg, &rate)) return 2; fade_given = 1; break;
    case OPT_DONE: return 0;
    default: return 2;
    }
  }
  if (case_finish(&cs)) return 2;
  #line 381 "program/30-animate.nw"
  if (!(T > 0 && T <= 3600))
    return usage_error("--t %s: the duration must be more than 0 and at most 3600 s",
                       arg_text("t", T));
  if (!(fps >= 1 && fps <= 100))
    return usage_error("--fps %s: must be at least 1 and at most 100", arg_text("fps", fps));
  if (!(rate > 0 && rate < 1))
    return usage_error("--fade %s: must be more than 0 and less than 1", arg_text("fade", rate));
  int delay = (int)lround(100 / fps);
  double dt = delay / 100.0;
  if (!(h > 0 && h <= dt))
    return usage_error("--h %s: the step must be positive and at most a frame (%g s)",
                       arg_text("h", h), dt);
  double frames = floor(T / dt + 1e-9), steps = frames * ceil(dt / h - 1e-9);
  if (frames < 1)
    return usage_error("--t %s is shorter than one frame (%g s)", arg_text("t", T), dt);
  if (!(steps <= 1e8))
    return usage_error("--t %s with --h %s needs %.3g steps (limit 1e8); take a longer --h",
                       arg_text("t", T), arg_text("h", h), steps);
  long nframes = (long)frames, nsub = (long)ceil(dt / h - 1e-9);
  dp_view view;
  dp_error err;
  if (dp_view_make(&cs.p, W, H, &view, &err) != DP_OK)
    return usage_error("--size: %s", err.msg);
  if (format == 0)
    format = tab.path && strlen(tab.path) > 4
             && !strcmp(tab.path + strlen(tab.path) - 4, ".gif") ? 1 : 2;
  if (format == 1 && !tab.path)
    return usage_error("a GIF needs -o FILE.gif (it is not written to standard output)");
  if (format == 1 && nframes > 3000)
    return usage_error("--t %s at %g frames/s makes %ld frames; a GIF may have at most 3000",
                       arg_text("t", T), 1 / dt, nframes);
  if (format == 1 && tab.degrees)
    return usage_error("dp animate: --degrees is for a table (--format tsv or csv), not a GIF");
  if (format == 2 && (round8 || fade_given))
    return usage_error("dp animate: --%s shapes the trail of a GIF; a table (--format tsv or"
                       " csv) has none", round8 ? "round-opacity" : "fade");
  warn_case_step(&cs, dt / nsub);
  #line 367 "program/30-animate.nw"
  #line 424 "program/30-animate.nw"
  double s[DP_NSTATE], hh = dt / nsub, fade = dp_fade_factor(rate, dt);
  memcpy(s, cs.s, sizeof s);
  trail tr = { 0 };
  FILE *gp = NULL;
  if (format == 2) {
    if (out_open(&tab, "t th1@ th2@ w1 w2 x1 y1 x2 y2 px1 py1 px2 py2")) return 2;
  } else if (!(gp = gnuplot_open(&tab, &view, &cs.p, delay))) {
    return 2;
  }
  progress pr;
  progress_start(&pr, "animate");
  int status = 0;
  double e0 = dp_energy(&cs.p, s), drift = 0, t_drift = 0;
  for (long k = 0; k <= nframes && !status; k++) {
    double px[4], d = (dp_energy(&cs.p, s) - e0) / dp_energy_scale(&cs.p);
    if (fabs(d) > fabs(drift))
      drift = d, t_drift = k * dt;
    dp_view_bobs(&view, &cs.p, s, px);
    if (format == 2) {
      double xy[4];
      dp_positions(&cs.p, s, xy);
      double row[13] = { k * dt, s[0], s[1], s[2], s[3], xy[0], xy[1], xy[2], xy[3],
                         px[0], px[1], px[2], px[3] };
      out_row(&tab, row);
    } else {
      gnuplot_frame(gp, &view, &tr, px);
    }
    progress_update(&pr, (double)k / nframes);
    if (k == nframes)
      break;
    trail_fade(&tr, fade, round8);
    for (long j = 0; j < nsub && !status; j++) {
      double before[4];
      dp_view_bobs(&view, &cs.p, s, before);
      if (dp_pendulum_rk4(&cs.p, cs.model, s, hh) != DP_OK || dp_state_check(s, NULL) != DP_OK)
        status = usage_error("the state became non-finite at t = %g; reduce --h%s", k * dt,
                             case_note());
      dp_view_bobs(&view, &cs.p, s, px);
      if (format == 1 && !status && trail_add(&tr, before[2], before[3], px[2], px[3]))
        status = usage_error("out of memory for the trail");
    }
  }
  progress_end(&pr);
  free(tr.seg);
  if (!status)
    warn_drift(cs.model, drift, t_drift, "reduce --h");
  if (format == 2)
    return status ? (out_abort(&tab), status) : out_close(&tab);
  return gnuplot_close(gp, &tab, status);
#line 368 "program/30-animate.nw"
}
