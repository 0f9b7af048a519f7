// The live pendulum of the web edition (program volume, chapter "The web
// edition").  This file only draws, reads controls and calls the module
// dp.wasm, compiled from the book's own C (src/lib, src/web): every state,
// energy, picture coordinate, fading factor and distance comes from there.
// No physics here.  The module's bytes come from dp-wasm.js (a <script>,
// so that the page also works when opened as a file).
'use strict';
(function () {
  const H = 1 / 600;         // the explainer's step, s
  const STEPS = 10;          // steps per frame: 60 frames/s show real time
  const FRAME = 1 / 60;      // simulated time per frame, s
  const BLUE = '#1f4e9c', RED = '#b2182b', GREY = '#4d4d4d';  // figures/style.gp

  // ------------------------------------------------------------ the module
  class Module {
    constructor(instance) { this.x = instance.exports; }
    buf() { return new Float64Array(this.x.memory.buffer, this.x.dpw_buffer(), 16); }
    str(ptr) {
      if (!ptr) return null;
      const m = new Uint8Array(this.x.memory.buffer);
      let e = ptr;
      while (m[e]) e++;
      return new TextDecoder().decode(m.subarray(ptr, e));
    }
    check(rc) { if (rc !== 0) throw new Error(this.str(this.x.dpw_error())); }
    presets() {
      const out = [];
      for (let i = 0; i < this.x.dpw_npresets(); i++) {
        this.check(this.x.dpw_preset_values(i));
        const v = Array.from(this.buf().subarray(0, 10));
        out.push({ name: this.str(this.x.dpw_preset_name(i)),
                   source: this.str(this.x.dpw_preset_source(i)),
                   shows: this.str(this.x.dpw_preset_shows(i)),
                   model: this.str(this.x.dpw_model_name(v[0])), values: v });
      }
      return out;
    }
    // An expression as dp reads --th1 (degrees, 180/pi, ...).
    evaluate(text) {
      const bytes = new TextEncoder().encode(String(text));
      if (bytes.length > 255) throw new Error('expression too long');
      const t = new Uint8Array(this.x.memory.buffer, this.x.dpw_text(), 256);
      t.fill(0);
      t.set(bytes);
      this.check(this.x.dpw_eval());
      return this.buf()[0];
    }
    start(k, method, values) {
      this.buf().set(values);
      this.check(this.x.dpw_start(k, method));
    }
    twin(j, k, delta) { this.check(this.x.dpw_twin(j, k, delta)); }
    step(k, n) { this.check(this.x.dpw_step(k, n, H)); }
    read(k) { this.check(this.x.dpw_read(k)); return Array.from(this.buf().subarray(0, 8)); }
    picture(k, w, h) { this.check(this.x.dpw_picture(k, w, h)); return Array.from(this.buf().subarray(0, 9)); }
    fade(dt) { return this.x.dpw_fade(dt); }
    separation(j, k) { return this.x.dpw_separation(j, k); }
  }

  function bytesOf(b64) {
    const s = atob(b64), u = new Uint8Array(s.length);
    for (let i = 0; i < s.length; i++) u[i] = s.charCodeAt(i);
    return u;
  }
  // The C library never writes a file; these imports of wasi-libc's stdio
  // are linked in by vsnprintf and are never called.
  const ENOSYS = 52;
  const wasi = { fd_write: () => ENOSYS, fd_seek: () => ENOSYS, fd_close: () => ENOSYS };

  // ------------------------------------------------------------ drawing
  function el(tag, attrs, ...kids) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === 'class') e.className = v; else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
      else e.setAttribute(k, v);
    }
    for (const c of kids) e.append(c);
    return e;
  }
  // The fixed parts: the reach of the lower bob with a protractor every 30
  // degrees, the dashed track of the upper bob (program volume, "From
  // metres to pixels").  pic = x1 y1 x2 y2 x0 y0 r1 r2 sigma.
  function drawFrame(ctx, pic, l1, l2) {
    const [, , , , x0, y0, , , sg] = pic, R = sg * (l1 + l2);
    ctx.save();
    ctx.strokeStyle = '#cccccc'; ctx.lineWidth = 1;
    ctx.beginPath(); ctx.arc(x0, y0, R, 0, 2 * Math.PI); ctx.stroke();
    ctx.setLineDash([4, 4]);
    ctx.beginPath(); ctx.arc(x0, y0, sg * l1, 0, 2 * Math.PI); ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillStyle = '#595959'; ctx.font = '11px sans-serif';
    ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
    for (let d = 0; d < 360; d += 30) {
      const a = d * Math.PI / 180, sx = Math.sin(a), cy = Math.cos(a);
      ctx.beginPath(); ctx.moveTo(x0 + R * sx, y0 + R * cy);
      ctx.lineTo(x0 + (R + 5) * sx, y0 + (R + 5) * cy); ctx.stroke();
      ctx.fillText((d > 180 ? d - 360 : d) + '\u00b0', x0 + (R + 16) * sx, y0 + (R + 16) * cy);
    }
    ctx.restore();
  }
  // Both bobs in one colour (the twins), or the upper in colour and the
  // lower in colour2 (blue and burgundy, the colours of theta1 and theta2
  // in the book's figures and in dp animate's GIF).
  function drawPendulum(ctx, pic, colour, alpha, colour2) {
    const [x1, y1, x2, y2, x0, y0, r1, r2] = pic;
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.strokeStyle = '#333333'; ctx.lineWidth = 2;
    ctx.beginPath(); ctx.moveTo(x0, y0); ctx.lineTo(x1, y1); ctx.lineTo(x2, y2); ctx.stroke();
    ctx.fillStyle = colour;
    ctx.beginPath(); ctx.arc(x1, y1, r1, 0, 2 * Math.PI); ctx.fill();
    ctx.fillStyle = colour2 || colour;
    ctx.beginPath(); ctx.arc(x2, y2, r2, 0, 2 * Math.PI); ctx.fill();
    ctx.fillStyle = '#333333';
    ctx.beginPath(); ctx.arc(x0, y0, 3, 0, 2 * Math.PI); ctx.fill();
    ctx.restore();
  }
  // A trail: one segment per step, each dimmed every frame by the factor of
  // dp animate (dpw_fade) and dropped below half a step of 1/255.  The ten
  // segments of one frame always share their opacity, so they are kept
  // and drawn as one polyline.
  class Trail {
    constructor() { this.seg = []; }
    clear() { this.seg = []; }
    add(points) { this.seg.push({ p: points, a: 1 }); }
    fade(f) {
      for (const s of this.seg) s.a *= f;
      let i = 0;
      while (i < this.seg.length && this.seg[i].a < 0.5 / 255) i++;
      if (i) this.seg.splice(0, i);
    }
    draw(ctx, colour) {
      ctx.save(); ctx.strokeStyle = colour; ctx.lineWidth = 2; ctx.lineCap = 'butt'; ctx.lineJoin = 'round';
      for (const { p, a } of this.seg) {
        ctx.globalAlpha = a; ctx.beginPath(); ctx.moveTo(p[0], p[1]);
        for (let i = 2; i < p.length; i += 2) ctx.lineTo(p[i], p[i + 1]);
        ctx.stroke();
      }
      ctx.restore();
    }
  }
  // A time series on a canvas: linear or log10 y axis, labelled in SI.
  function drawPlot(ctx, W, Hh, series, opt) {
    const L = 62, R = 10, T = 12, B = 30, w = W - L - R, h = Hh - T - B;
    ctx.save(); ctx.clearRect(0, 0, W, Hh);
    let tmax = opt.tmin;
    for (const s of series) if (s.t.length) tmax = Math.max(tmax, s.t[s.t.length - 1]);
    const t0 = Math.max(0, tmax - opt.window), t1 = Math.max(t0 + opt.window, tmax);
    let [ylo, yhi] = opt.yrange || [0, 0];
    if (!opt.log) {
      let a = 0;
      for (const s of series) for (const v of s.y) a = Math.max(a, Math.abs(v));
      yhi = a > 0 ? 1.1 * a : 1e-12; ylo = -yhi;
    }
    const Y = v => opt.log ? (Math.log10(Math.max(v, 10 ** ylo)) - ylo) / (yhi - ylo) : (v - ylo) / (yhi - ylo);
    const px = t => L + w * (t - t0) / (t1 - t0), py = v => T + h * (1 - Y(v));
    ctx.strokeStyle = '#dddddd'; ctx.fillStyle = '#333333'; ctx.font = '11px sans-serif';
    ctx.lineWidth = 0.5; ctx.textAlign = 'right'; ctx.textBaseline = 'middle';
    const ticks = opt.log ? Array.from({ length: yhi - ylo + 1 }, (_, i) => 10 ** (ylo + i))
                          : [ylo, ylo / 2, 0, yhi / 2, yhi];
    for (const v of ticks) {
      ctx.beginPath(); ctx.moveTo(L, py(v)); ctx.lineTo(L + w, py(v)); ctx.stroke();
      const lab = opt.log ? '1e' + Math.round(Math.log10(v)) : v.toExponential(1);
      ctx.fillText(lab, L - 4, py(v));
    }
    ctx.textAlign = 'center'; ctx.textBaseline = 'top';
    const step = (t1 - t0) > 20 ? 10 : (t1 - t0) > 8 ? 2 : 1;
    for (let t = Math.ceil(t0 / step) * step; t <= t1 + 1e-9; t += step) {
      ctx.beginPath(); ctx.moveTo(px(t), T); ctx.lineTo(px(t), T + h); ctx.stroke();
      ctx.fillText(String(t), px(t), T + h + 3);
    }
    ctx.fillText(opt.xlabel, L + w / 2, T + h + 15);
    ctx.save(); ctx.translate(11, T + h / 2); ctx.rotate(-Math.PI / 2);
    ctx.textBaseline = 'middle'; ctx.fillText(opt.ylabel, 0, 0); ctx.restore();
    ctx.strokeStyle = '#333333'; ctx.lineWidth = 1;
    ctx.strokeRect(L, T, w, h);
    ctx.beginPath(); ctx.rect(L, T, w, h); ctx.clip();
    for (const s of series) {
      ctx.strokeStyle = s.colour; ctx.lineWidth = 1.8; ctx.beginPath();
      for (let i = 0; i < s.t.length; i++) {
        if (s.t[i] < t0) continue;
        const X = px(s.t[i]), Yv = py(s.y[i]);
        if (i === 0 || s.t[i - 1] < t0) ctx.moveTo(X, Yv); else ctx.lineTo(X, Yv);
      }
      ctx.stroke();
    }
    ctx.restore();
  }

  // ------------------------------------------------------------ widgets
  // The case form: a preset menu and fields that take dp's expressions.
  const FIELDS = [['th1', '\u03b8\u2081 (\u00b0)'], ['th2', '\u03b8\u2082 (\u00b0)'],
                  ['m1', 'm\u2081 (kg)'], ['m2', 'm\u2082 (kg)'], ['l1', 'l\u2081 (m)'],
                  ['l2', 'l\u2082 (m)'], ['g', 'g (m/s\u00b2)']];
  const ORDER = { m1: 1, m2: 2, l1: 3, l2: 4, g: 5, th1: 6, th2: 7 };

  class Widget {
    constructor(dp, root, kind, opts) {
      this.dp = dp; this.root = root; this.kind = kind; this.id = root.id;
      this.opts = opts || {};
      // Slots of its own: two widgets on a page never step one pendulum.
      this.mySlots = allocSlots(kind === 'pendulum' ? 1 : 2);
      // A reader who asks for less motion starts the widget with a click.
      this.running = !REDUCED; this.frames = 0; this.work = []; this.fpsFrames = 0; this.fps = 0; this.fpsT = 0;
      this.error = null; this.presets = dp.presets();
      this.build();
      this.fromLink() || this.choose(this.opts.preset || this.defaultPreset());
      if (!this.reset() && this.linkSteps !== undefined) {
        // the link's case does not read: its message, and the widget's own case
        this.linkError = 'This share link was refused: ' + this.msg.textContent.replace(/ \(the last good case goes on\)$/, '') +
                         '. The widget shows its own case.';
        this.linkSteps = 0;
        this.choose(this.opts.preset || this.defaultPreset());
        this.error = null;
        this.running = !REDUCED;
        this.reset();
      }
      if (this.linkError) this.msg.textContent = this.linkError;
      if (!this.running) this.pauseBtn.textContent = 'Run';
    }
    // Setting running asks the page's loop for frames (it asks for none
    // while nothing runs).
    get running() { return this._running; }
    set running(v) { this._running = !!v; if (this._running && dpWeb.wake) dpWeb.wake(); }
    defaultPreset() {
      return { pendulum: 'explainer', drift: 'explainer-mass10', twins: 'chaos120' }[this.kind];
    }
    build() {
      const r = this.root;
      r.classList.add('dp-live');
      const uid = this.id;
      this.menu = el('select', { id: uid + '-preset', onchange: () => { this.choose(this.menu.value); this.reset(); } });
      for (const p of this.presets)
        this.menu.append(el('option', { value: p.name, title: p.shows }, p.name));
      const form = el('div', { class: 'dp-form' }, el('label', { for: uid + '-preset' }, 'preset '), this.menu);
      this.field = {};
      const add = (k, lab, value) => {
        const f = el('input', { type: 'text', size: '7', id: uid + '-' + k, name: k, autocomplete: 'off',
                                spellcheck: 'false', onchange: () => this.reset() });
        if (value !== undefined) f.value = value;
        this.field[k] = f;
        form.append(el('span', { class: 'dp-field' }, el('label', { for: f.id }, lab + ' '), f));
      };
      for (const [k, lab] of FIELDS) add(k, lab);
      if (this.kind === 'twins') add('delta', '\u03b4\u03b8\u2081 (rad)', '0.001');
      this.pauseBtn = el('button', { type: 'button', onclick: () => this.toggle() }, 'Pause');
      const resetBtn = el('button', { type: 'button', onclick: () => this.reset() }, 'Reset');
      const shareBtn = el('button', { type: 'button', onclick: () => this.share() }, 'Share link');
      this.link = el('input', { type: 'text', class: 'dp-link', readonly: '', 'aria-label': 'Share link' });
      // The canvas is a picture with a name; its text summary (the state,
      // the energy) is the readout below it, which it names as its description.
      this.canvas = el('canvas', { width: '420', height: '420', class: 'dp-canvas', role: 'img',
                                   'aria-label': { pendulum: 'The double pendulum in motion', drift: 'Two pendulums, RK4 and Gauss-Legendre',
                                                   twins: 'Two twin pendulums parting' }[this.kind] || 'A pendulum',
                                   'aria-describedby': uid + '-readout' });
      this.ctx = this.canvas.getContext('2d');
      const pics = el('div', { class: 'dp-pics' }, this.canvas);
      if (this.kind !== 'pendulum') {
        this.plot = el('canvas', { width: '460', height: '260', class: 'dp-plot', role: 'img',
                                   'aria-label': this.kind === 'drift' ? 'Plot of the energy drift of both methods against time'
                                                                       : 'Plot of the distance of the lower bobs against time, logarithmic',
                                   'aria-describedby': uid + '-readout' });
        pics.append(this.plot);
      }
      this.out = el('div', { class: 'dp-readout', id: uid + '-readout', 'aria-live': 'off' });
      this.msg = el('div', { class: 'dp-error', role: 'alert' });
      this.note = el('div', { class: 'dp-note' }, REDUCED ? 'Paused because your system asks for less motion: press Run.' : '');
      r.append(form, el('div', { class: 'dp-buttons' }, this.pauseBtn, resetBtn, shareBtn, this.link),
               pics, this.out, this.msg, this.note);
      this.trail = [new Trail(), new Trail()];
    }
    choose(name) {
      const p = this.presets.find(q => q.name === name) || this.presets[0];
      this.menu.value = p.name; this.model = p.values[0];
      for (const [k] of FIELDS) this.field[k].value = String(p.values[ORDER[k]]);
    }
    values() {
      const v = [this.model, 0, 0, 0, 0, 0, 0, 0, 0, 0];
      for (const [k] of FIELDS) v[ORDER[k]] = this.dp.evaluate(this.field[k].value);
      return v;
    }
    slots() { return this.mySlots; }
    // A bad or half-typed value: the message, and the last good case goes on.
    reset(steps) {
      let v;
      try { v = this.values(); } catch (e) { this.msg.textContent = String(e.message || e) + ' (the last good case goes on)'; return false; }
      this.msg.textContent = ''; this.error = null;
      try {
        const [a, b] = this.slots();
        if (this.kind === 'pendulum') this.dp.start(a, 0, v);
        if (this.kind === 'drift') { this.dp.start(a, 0, v); this.dp.start(b, 1, v); }
        if (this.kind === 'twins') {
          this.dp.start(a, 0, v);
          this.delta = this.dp.evaluate(this.field.delta.value);
          this.dp.twin(b, a, this.delta);
        }
      } catch (e) {
        this.msg.textContent = String(e.message || e) + (this.v ? ' (the last good case goes on)' : '');
        if (this.v) { try { this.restart(this.v); } catch (e2) { this.fail(e2); } return false; }
        this.fail(e); return false;
      }
      this.v = v;
      this.frames = 0; this.hist = [{ t: [], y: [], colour: BLUE }, { t: [], y: [], colour: RED }];
      for (const t of this.trail) t.clear();
      this.record();
      if (steps) this.advance(steps / STEPS, false);
      this.draw();
      return true;
    }
    // The slots again from the last good case (a bad value was typed after it).
    restart(v) {
      const [a, b] = this.slots();
      if (this.kind === 'pendulum') this.dp.start(a, 0, v);
      if (this.kind === 'drift') { this.dp.start(a, 0, v); this.dp.start(b, 1, v); }
      if (this.kind === 'twins') { this.dp.start(a, 0, v); this.dp.twin(b, a, this.delta); }
      this.frames = 0; this.hist = [{ t: [], y: [], colour: BLUE }, { t: [], y: [], colour: RED }];
      for (const t of this.trail) t.clear();
      this.record(); this.draw();
    }
    fail(e) { this.error = String(e.message || e); this.msg.textContent = this.error; this.running = false; this.pauseBtn.textContent = 'Run'; }
    toggle() {
      if (this.error && !this.running) { this.error = null; if (!this.reset()) return; }
      this.running = !this.running; this.pauseBtn.textContent = this.running ? 'Pause' : 'Run';
      if (this.running) this.note.textContent = '';
    }
    // One frame: 10 steps of h for each slot, a trail segment per step.
    frame(trail) {
      const W = this.canvas.width, Hc = this.canvas.height;
      for (const [i, k] of this.slots().entries()) {
        if (!trail) { this.dp.step(k, STEPS); continue; }
        const pts = this.dp.picture(k, W, Hc).slice(2, 4);
        for (let j = 0; j < STEPS; j++) {
          this.dp.step(k, 1);
          const b = this.dp.picture(k, W, Hc);
          pts.push(b[2], b[3]);
        }
        this.trail[i].add(pts);
      }
      if (trail) for (const t of this.trail) t.fade(this.dp.fade(FRAME));
      this.frames++;
      this.record();
    }
    advance(n, trail) {
      try { for (let i = 0; i < n; i++) this.frame(trail); } catch (e) { this.fail(e); }
    }
    record() {
      if (!this.hist) return;
      const [a, b] = this.slots(), ra = this.dp.read(a);
      if (this.kind === 'drift') {
        const rb = this.dp.read(b);
        this.hist[0].t.push(ra[0]); this.hist[0].y.push(ra[6]);
        this.hist[1].t.push(rb[0]); this.hist[1].y.push(rb[6]);
      } else if (this.kind === 'twins') {
        this.hist[0].t.push(ra[0]); this.hist[0].y.push(this.dp.separation(a, b));
      }
      const cap = 60 * 120;
      for (const h of this.hist) if (h.t.length > cap) { h.t.splice(0, h.t.length - cap); h.y.splice(0, h.y.length - cap); }
    }
    draw() {
      if (this.error) return;
      const c = this.ctx, W = this.canvas.width, Hc = this.canvas.height, [a, b] = this.slots();
      c.clearRect(0, 0, W, Hc);
      const v = this.v, pa = this.dp.picture(a, W, Hc);
      drawFrame(c, pa, v[3], v[4]);
      if (this.kind === 'pendulum') { this.trail[0].draw(c, RED); drawPendulum(c, pa, BLUE, 1, RED); }
      else {
        const pb = this.dp.picture(b, W, Hc);
        this.trail[0].draw(c, BLUE); this.trail[1].draw(c, RED);
        drawPendulum(c, pa, BLUE, 0.85); drawPendulum(c, pb, RED, 0.85);
      }
      const r = this.dp.read(a), fmt = x => x.toFixed(2);
      const deg = x => ((x * 180 / Math.PI + 180) % 360 + 360) % 360 - 180;  // shown in (-180, 180]
      let text = `t = ${fmt(r[0])} s   \u03b8\u2081 = ${deg(r[1]).toFixed(1)}\u00b0` +
                 `   \u03b8\u2082 = ${deg(r[2]).toFixed(1)}\u00b0   drift = ${r[6].toExponential(2)}`;
      if (this.kind === 'drift') {
        const rb = this.dp.read(b);
        text = `t = ${fmt(r[0])} s   drift (E\u2212E\u2080)/E_scale:  RK4 ${r[6].toExponential(3)}` +
               `   Gauss\u2013Legendre ${rb[6].toExponential(3)}\n(blue: RK4 on Lagrange's form; red: Gauss\u2013Legendre on Hamilton's)`;
        drawPlot(this.plot.getContext('2d'), this.plot.width, this.plot.height, this.hist,
                 { window: 20, tmin: 5, xlabel: 't (s)', ylabel: '(E \u2212 E\u2080)/E_scale' });
      }
      if (this.kind === 'twins') {
        const d = this.dp.separation(a, b);
        text = `t = ${fmt(r[0])} s   distance of the lower bobs d = ${d.toExponential(2)} m\n(blue: the first twin; red: the second, \u03b8\u2081 moved by \u03b4)`;
        drawPlot(this.plot.getContext('2d'), this.plot.width, this.plot.height, [this.hist[0]],
                 { window: 30, tmin: 10, log: true, yrange: [-6, 1], xlabel: 't (s)', ylabel: 'd (m)' });
      }
      this.out.textContent = text + (this.fps ? `   ${this.fps.toFixed(0)} frames/s` : '');
      this.summary = text;
    }
    tick(now) {
      try { this.tick1(now); } catch (e) { this.fail(e); }
    }
    tick1(now) {
      if (this.running && !this.error) {
        const t0 = performance.now();
        this.advance(1, true);
        this.draw();
        this.work.push(performance.now() - t0);
        if (this.work.length > 600) this.work.shift();
        this.fpsFrames++;
        if (now - this.fpsT >= 1000) { this.fps = this.fpsFrames * 1000 / (now - this.fpsT); this.fpsFrames = 0; this.fpsT = now; }
      } else { this.fpsT = now; this.fpsFrames = 0; }
    }
    // The share link: the case as typed and the number of steps taken, so
    // that the page replays the same C to the same state, bit for bit.
    share() {
      const q = new URLSearchParams();
      q.set('preset', this.menu.value);
      for (const k of Object.keys(this.field)) q.set(k, this.field[k].value);
      q.set('steps', String(this.frames * STEPS));
      if (!this.running) q.set('paused', '1');
      const url = location.href.split('#')[0] + '#' + this.id + '&' + q.toString();
      this.link.value = url;
      history.replaceState(null, '', url);
      return url;
    }
    // A link is read as untrusted text: its fields go through the module's
    // expression reader like typed ones, the preset must be one of the
    // table, and the replay is capped (LINK_STEPS); anything else is refused
    // with a message, and the widget starts from its own case.
    fromLink() {
      const raw = location.hash.slice(1), pre = this.id + '&';
      if (!raw.startsWith(pre) && !safeDecode(raw).startsWith(pre)) return false;
      this.root.scrollIntoView();
      let q;
      try { q = readLink(raw.startsWith(pre) ? raw.slice(pre.length) : safeDecode(raw).slice(pre.length), this); }
      catch (e) { this.linkError = 'This share link was refused: ' + e.message + '. The widget shows its own case.'; return false; }
      this.choose(q.get('preset'));
      for (const k of Object.keys(this.field)) if (q.has(k)) this.field[k].value = q.get(k);
      this.linkSteps = q.steps;
      if (q.get('paused') === '1') this.running = false;
      else if (!REDUCED) this.running = true;
      return true;
    }
  }
  // At most ten minutes of motion replayed from a link: 360000 steps, about
  // a second of work; a link cannot make the page compute for longer.
  const LINK_STEPS = 600 * 600;
  const LINK_KEYS = ['preset', 'steps', 'paused', 'th1', 'th2', 'm1', 'm2', 'l1', 'l2', 'g', 'delta'];
  function safeDecode(s) { try { return decodeURIComponent(s); } catch (e) { return ''; } }
  function readLink(text, w) {
    if (text.length > 2000) throw new Error('it is longer than 2000 characters');
    let q;
    try { q = new URLSearchParams(text); } catch (e) { throw new Error('it cannot be read'); }
    const seen = new Set();
    for (const [k, v] of q) {
      if (!LINK_KEYS.includes(k)) throw new Error(`it names no field \u201c${k.slice(0, 20)}\u201d`);
      if (seen.has(k)) throw new Error(`it gives \u201c${k}\u201d twice`);
      seen.add(k);
      if (v.length > 100) throw new Error(`its \u201c${k}\u201d is longer than 100 characters`);
      if (k !== 'preset' && k !== 'steps' && k !== 'paused' && !(k in w.field))
        throw new Error(`this widget has no field \u201c${k}\u201d`);
    }
    if (!q.has('preset') || !w.presets.some(p => p.name === q.get('preset')))
      throw new Error(`it names no preset of the table (\u201c${String(q.get('preset')).slice(0, 30)}\u201d)`);
    const st = q.has('steps') ? q.get('steps') : '0';
    if (!/^[0-9]{1,9}$/.test(st)) throw new Error(`its steps \u201c${st.slice(0, 20)}\u201d are not a whole number`);
    const steps = Number(st);
    if (steps % STEPS !== 0) throw new Error(`its ${steps} steps are not whole frames of ${STEPS}`);
    if (steps > LINK_STEPS) throw new Error(`it asks for ${steps} steps; a link replays at most ${LINK_STEPS} (ten minutes of motion)`);
    if (q.has('paused') && !['0', '1'].includes(q.get('paused'))) throw new Error('its paused is neither 0 nor 1');
    q.steps = steps;
    return q;
  }

  // ------------------------------------------------------------ the flip map
  // The map of Chapter 8 computed in the page: web workers, each with its
  // own instance of the module, run the library's engine (dpw_flip_rows:
  // dp_flipmap_lanes, two lanes of WebAssembly SIMD) on bands of rows; the
  // page only colours the pixels as the bands come back.  A worker is made
  // from a Blob, so that the page also works opened as a file.
  const WORKER = `'use strict';
let x = null;
const wasi = { fd_write: () => 52, fd_seek: () => 52, fd_close: () => 52 };
function str(p) { const m = new Uint8Array(x.memory.buffer); let e = p; while (m[e]) e++; return new TextDecoder().decode(m.subarray(p, e)); }
onmessage = async (ev) => {
  const m = ev.data;
  if (m.init) {
    const r = await WebAssembly.instantiate(m.init, { wasi_snapshot_preview1: wasi });
    x = (r.instance || r).exports;
    // Warm up: V8 runs a WebAssembly function in its baseline compiler
    // until the function has run a while, and a call that has started stays
    // in the code it started in; a few small maps first let the optimized
    // code take over before the first band.
    new Float64Array(x.memory.buffer, x.dpw_buffer(), 16).set([0, 1, 1, 1, 1, 9.81]);
    for (let i = 0; i < 40; i++) x.dpw_flip_rows(16, 0, 2, 2, 0.01);
    postMessage({ ready: true });
    return;
  }
  new Float64Array(x.memory.buffer, x.dpw_buffer(), 16).set(m.values);
  const t0 = performance.now();
  const steps = x.dpw_flip_rows(m.n, m.row0, m.row1, m.T, m.h);
  const ms = performance.now() - t0;
  if (steps < 0) { postMessage({ gen: m.gen, error: str(x.dpw_error()) }); return; }
  const np = (m.row1 - m.row0) * m.n;
  const t = new Float64Array(x.memory.buffer, x.dpw_flip_t(), np).slice();
  const cls = new Int8Array(x.memory.buffer, x.dpw_flip_cls(), np).slice();
  postMessage({ gen: m.gen, row0: m.row0, row1: m.row1, steps, ms, t, cls }, [t.buffer, cls.buffer]);
};`;
  // The colours of Fig. 8 (figures/flipmap.gp): the time of the first flip
  // on a logarithmic scale from yellow (0.5 s or less) to blue (T); white:
  // cannot flip; black: no flip within T.
  function flipColour(t, c, T) {
    if (c === 0) return [255, 255, 255];
    if (c === 1) return [0, 0, 0];
    const top = Math.max(T, 1), f = Math.min(1, Math.max(0, Math.log(Math.max(t, 0.5) / 0.5) / Math.log(top / 0.5)));
    return [0xff + f * (0x26 - 0xff), 0xfa + f * (0x14 - 0xfa), 0x3c + f * (0xd2 - 0x3c)].map(Math.round);
  }
  class FlipMap {
    constructor(dp, root, module) {
      this.dp = dp; this.root = root; this.id = root.id; this.module = module;
      this.workers = []; this.gen = 0;
      const uid = this.id;
      root.classList.add('dp-live');
      const field = (k, lab, value) => {
        const f = el('input', { type: 'text', size: '6', id: uid + '-' + k, name: k, value, autocomplete: 'off' });
        return [f, el('span', { class: 'dp-field' }, el('label', { for: f.id }, lab + ' '), f)];
      };
      this.size = el('select', { id: uid + '-size' });
      for (const n of [64, 128, 256, 512]) this.size.append(el('option', { value: String(n) }, n + ' \u00d7 ' + n));
      this.size.value = '256';
      let tf, hf;
      [this.Tf, tf] = field('T', 'T (s)', '20');
      [this.hf, hf] = field('h', 'h (s)', '0.01');
      this.go = el('button', { type: 'button', onclick: () => { this.started = true; this.run(); } }, 'Compute the map');
      this.stopBtn = el('button', { type: 'button', disabled: '', onclick: () => this.stop(true) }, 'Stop');
      this.status = el('div', { class: 'dp-readout', id: uid + '-status', role: 'status' });
      this.msg = el('div', { class: 'dp-error', role: 'alert' });
      this.canvas = el('canvas', { width: '256', height: '256', class: 'dp-map', tabindex: '0', role: 'img',
                                   'aria-label': 'The flip map: the time until an arm first flips, over the starting angles; ' +
                                                 'press Enter or click a pixel to start that pendulum beside it',
                                   'aria-describedby': uid + '-status' });
      this.canvas.addEventListener('click', e => {
        const r = this.canvas.getBoundingClientRect();
        this.pick(Math.floor((e.clientX - r.left) / r.width * this.n), this.n - 1 - Math.floor((e.clientY - r.top) / r.height * this.n));
      });
      this.canvas.addEventListener('keydown', e => {
        const d = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[e.key];
        if (d) { e.preventDefault(); this.cursor = [(this.cursor[0] + d[0] + this.n) % this.n, (this.cursor[1] + d[1] + this.n) % this.n]; this.describe(this.cursor[0], this.cursor[1]); }
        if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); this.pick(this.cursor[0], this.cursor[1]); }
      });
      const legend = el('div', { class: 'dp-legend' }, 'Horizontal: \u03b8\u2081(0), vertical: \u03b8\u2082(0), both \u2212180\u00b0 to 180\u00b0, released at rest.',
                        el('br'), el('span', { style: 'background:#fffa3c' }), '0.5 s or less', el('span', { style: 'background:#2614d2' }), 'T',
                        el('span', { style: 'background:#000' }), 'no flip within T', el('span', { style: 'background:#fff' }), 'cannot flip (energy)');
      const pdiv = el('div', { class: 'dp-widget dp-inner', id: uid + '-pendulum' });
      const left = el('div', {}, el('div', { class: 'dp-form' }, el('label', { for: this.size.id }, 'grid '), this.size, tf, hf),
                      el('div', { class: 'dp-buttons' }, this.go, this.stopBtn), this.canvas, legend, this.status, this.msg);
      root.append(el('div', { class: 'dp-flip' }, left, el('div', {}, el('p', {}, 'The pendulum of the pixel you pick (its masses, rods and g are the map\u2019s):'), pdiv)));
      this.pendulum = new Widget(dp, pdiv, 'pendulum', { preset: 'explainer' });
      this.n = 256; this.cursor = [128, 128];
      this.status.textContent = REDUCED ? 'Press \u201cCompute the map\u201d.' : '';
      this.started = false;   // it starts when it is first on screen (visibility)
    }
    describe(j, i) {
      const n = this.n, th1 = -180 + (j + 0.5) * 360 / n, th2 = -180 + (i + 0.5) * 360 / n, k = i * n + j;
      const c = this.cls && this.cls[k], what = c === 0 ? 'cannot flip' : c === 1 ? 'no flip within T' :
        c === 2 ? `the upper arm flips first, at ${this.t[k].toFixed(2)} s` : c === 3 ? `the lower arm flips first, at ${this.t[k].toFixed(2)} s` : 'not computed yet';
      this.status.textContent = `\u03b8\u2081 = ${th1}\u00b0, \u03b8\u2082 = ${th2}\u00b0: ${what}`;
    }
    // A pixel: the start (theta1, theta2) at its centre, from rest, in the
    // pendulum beside the map, exactly as dp flipmap starts it.
    pick(j, i) {
      if (!(j >= 0 && j < this.n && i >= 0 && i < this.n)) return;
      this.cursor = [j, i];
      const n = this.n, w = this.pendulum;
      w.field.th1.value = String(-180 + (j + 0.5) * 360 / n);
      w.field.th2.value = String(-180 + (i + 0.5) * 360 / n);
      if (w.reset()) { w.running = true; w.pauseBtn.textContent = 'Pause'; w.note.textContent = ''; }
      this.describe(j, i);
    }
    workerCount() { return Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2)); }
    startWorkers() {
      if (this.workers.length) return Promise.resolve(this.workers);
      const url = URL.createObjectURL(new Blob([WORKER], { type: 'text/javascript' }));
      const ws = [];
      for (let i = 0; i < this.workerCount(); i++) {
        const w = new Worker(url);
        ws.push(new Promise((ok, bad) => {
          w.onmessage = e => { if (e.data.ready) ok(w); };
          w.onerror = e => bad(new Error('a worker failed: ' + (e.message || e)));
          try { w.postMessage({ init: this.module }); }
          catch (e) { w.postMessage({ init: bytesOf(window.DP_WASM) }); }
        }));
      }
      return Promise.all(ws).then(list => { this.workers = list; return list; });
    }
    // T, h and the grid, read as dp reads them, and checked: a map of more
    // than FLIP_STEPS steps a pixel is refused (it would run for hours).
    params(o) {
      const n = o.n !== undefined ? o.n : Number(this.size.value);
      if (![16, 32, 64, 128, 256, 512].includes(n)) throw new Error(`the grid must be 64, 128, 256 or 512 pixels wide, not ${String(n).slice(0, 12)}`);
      const read = (f, name) => {
        try { return this.dp.evaluate(f.value); } catch (e) { throw new Error(`${name}: ${e.message}`); }
      };
      const T = o.T !== undefined ? o.T : read(this.Tf, 'T');
      const h = o.h !== undefined ? o.h : read(this.hf, 'h');
      if (!(T > 0 && T <= FLIP_T)) throw new Error(`T must be more than 0 s and at most ${FLIP_T} s, not ${T}`);
      if (!(h > 0 && h <= T)) throw new Error(`h must be more than 0 s and at most T, not ${h}`);
      if (T / h > FLIP_STEPS) throw new Error(`T/h = ${(T / h).toExponential(2)} steps a pixel; at most ${FLIP_STEPS} (make h larger or T smaller)`);
      return { n, T, h };
    }
    // The map, band by band; resolves with what the test compares, rejects
    // with the reason (a bad field, Stop, a failed worker); never throws.
    compute(o) {
      let n, T, h;
      try { ({ n, T, h } = this.params(o || {})); } catch (e) { return Promise.reject(e); }
      const v = this.pendulum.v;
      if (!v) return Promise.reject(new Error('the pendulum beside the map has no valid case'));
      this.stop(false);
      const values = v.slice(0, 6);
      const gen = ++this.gen;
      this.msg.textContent = '';
      this.n = n; this.T = T; this.cursor = [n >> 1, n >> 1];
      this.t = new Float64Array(n * n); this.cls = new Int8Array(n * n).fill(-1);
      this.canvas.width = n; this.canvas.height = n;
      const ctx = this.canvas.getContext('2d');
      ctx.fillStyle = '#dddddd'; ctx.fillRect(0, 0, n, n);
      const image = ctx.createImageData(n, n);
      // Small calls (see the worker's warm-up), and none much over a
      // second: a band's steps are capped, so that Stop and a page scrolled
      // away take effect soon.
      const perRow = n * T / h;
      const band = Math.max(1, Math.min(n, Math.floor(512 / n), Math.floor(2e7 / perRow)));
      const jobs = [];
      for (let r = 0; r < n; r += band) jobs.push([r, Math.min(n, r + band)]);
      // Every other band first, then the rest: the whole map appears coarse, then fills in.
      const order = jobs.filter((_, i) => i % 2 === 0).concat(jobs.filter((_, i) => i % 2 === 1));
      let rows = 0, steps = 0;
      this.stopBtn.disabled = false;
      // Stop may come while the workers are still starting (compiling the
      // module takes a while on a slow machine): the map stops then too,
      // and the workers go as soon as they are ready.
      let early = null;
      const stopped = new Promise((_, bad) => { early = bad; });
      this.job = { gen, reject: e => early(e), rows: () => 0, n, resume: () => {} };
      return Promise.race([stopped, this.startWorkers().then(ws => new Promise((ok, bad) => {
        if (gen !== this.gen) {
          for (const w of ws) w.terminate();
          if (this.workers === ws) this.workers = [];
          bad(new Error('stopped'));
          return;
        }
        const t0 = performance.now();
        let next = 0, busy = 0;
        const idle = [];
        this.job = { gen, reject: bad, rows: () => rows, n,
                     resume: () => { while (idle.length) feed(idle.pop()); } };
        // A band is handed out only while the map is on screen in a shown
        // tab; off screen the workers finish their band and wait.
        const feed = w => {
          if (gen !== this.gen) return;
          if (next >= order.length) { if (busy === 0) finish(); return; }
          if (!this.active()) { idle.push(w); return; }
          const [row0, row1] = order[next++];
          busy++;
          w.postMessage({ gen, n, row0, row1, T, h, values });
        };
        const finish = () => {
          const seconds = (performance.now() - t0) / 1000;
          this.job = null;
          this.stopBtn.disabled = true;
          this.result = { n, T, h, steps, seconds, rate: steps / seconds, workers: ws.length };
          this.status.textContent = `${n} \u00d7 ${n} pixels, ${steps.toExponential(3)} RK4 steps in ${seconds.toFixed(2)} s: ` +
            `${(steps / seconds).toExponential(2)} steps/s on ${ws.length} workers. Click a pixel to start its pendulum.`;
          ok(this.result);
        };
        for (const w of ws) {
          w.onmessage = e => {
            const m = e.data;
            if (m.gen !== this.gen) return;
            busy--;
            if (m.error) { this.stop(false); bad(new Error(m.error)); return; }
            this.t.set(m.t, m.row0 * n); this.cls.set(m.cls, m.row0 * n);
            for (let i = m.row0; i < m.row1; i++)
              for (let j = 0; j < n; j++) {
                const k = i * n + j, c = flipColour(this.t[k], this.cls[k], T), q = ((n - 1 - i) * n + j) * 4;
                image.data[q] = c[0]; image.data[q + 1] = c[1]; image.data[q + 2] = c[2]; image.data[q + 3] = 255;
              }
            ctx.putImageData(image, 0, 0, 0, n - m.row1, n, m.row1 - m.row0);
            rows += m.row1 - m.row0; steps += m.steps;
            const s = (performance.now() - t0) / 1000;
            this.status.textContent = `${rows} of ${n} rows, ${(steps / s).toExponential(2)} RK4 steps/s on ${ws.length} workers\u2026`;
            feed(w);
          };
          w.onerror = e => { this.stop(false); bad(new Error('a worker failed: ' + (e.message || e))); };
        }
        for (const w of ws) feed(w);
      }))]);
    }
    active() { return this.visible !== false && !document.hidden; }
    // Stop: the workers go at once (a band in flight goes with them); the
    // map keeps the rows it has.  say: tell the reader.
    stop(say) {
      const job = this.job;
      this.job = null;
      this.gen++;
      if (this.stopBtn) this.stopBtn.disabled = true;
      if (!job) return;
      for (const w of this.workers) w.terminate();
      this.workers = [];
      if (say) this.status.textContent = `Stopped: ${job.rows()} of ${job.n} rows computed. Press \u201cCompute the map\u201d to start again.`;
      job.reject(new Error('stopped'));
    }
    // On screen again (or the tab shown): the map goes on; the first time,
    // it starts (unless the reader asks for less motion).
    visibility() {
      if (!this.active()) return;
      if (!this.started && !REDUCED) { this.started = true; this.run(); }
      if (this.job) this.job.resume();
    }
    run() {
      this.compute().catch(e => { if (String(e.message) !== 'stopped') this.msg.textContent = String(e.message || e); });
    }
  }
  const FLIP_T = 1000, FLIP_STEPS = 1e5;

  // ------------------------------------------------------------ start
  const REDUCED = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let nextSlot = 0;
  function allocSlots(n) {
    const out = [];
    for (let i = 0; i < n; i++) {
      if (nextSlot >= 16) throw new Error('too many pendulums on one page (16 slots)');
      out.push(nextSlot++);
    }
    return out;
  }
  const dpWeb = { H, STEPS, widgets: {}, module: null, ready: null, frames: 0 };
  window.dpWeb = dpWeb;
  let module = null;
  // The animation runs only while there is something to show: a widget
  // that runs, on screen (an IntersectionObserver sees each widget), in a
  // tab that is shown.  Otherwise no frame is asked for at all, and the
  // page costs nothing (the browser test measures the renderer's CPU).
  const list = [];
  let pending = 0;
  const wanted = () => !document.hidden && list.some(w => w.running && !w.error && w.visible);
  const loop = now => {
    pending = 0;
    dpWeb.frames++;
    for (const w of list) if (w.visible) w.tick(now); else w.fpsT = now;
    if (wanted()) pending = requestAnimationFrame(loop);
  };
  const wake = () => { if (!pending && wanted()) pending = requestAnimationFrame(loop); };
  dpWeb.wake = wake;
  document.addEventListener('visibilitychange', () => {
    wake();
    for (const w of Object.values(dpWeb.widgets)) if (w.visibility) w.visibility();
  });
  const seen = 'IntersectionObserver' in window ? new IntersectionObserver(entries => {
    for (const e of entries) {
      const w = e.target.dpWidget;
      if (!w) continue;
      w.visible = e.isIntersecting;
      if (w.visibility) w.visibility();
    }
    wake();
  }) : null;
  function watch(w) {
    w.visible = !seen;
    w.root.dpWidget = w;
    if (seen) seen.observe(w.root);
  }
  // A share link that no widget of this page reads (it names a widget
  // that is on another page, or none): refused with a message at the top
  // of the text, once; the page's own widgets start from their own cases.
  // A plain #fragment (an element's id, no '&') is no share link.
  function refuseStrayLink() {
    const raw = location.hash.slice(1), text = safeDecode(raw) || raw;
    if (!raw || document.getElementById(raw) || document.getElementById(text)) return;
    if (!text.includes('&') && !text.startsWith('dp-')) return;
    const mine = id => raw.startsWith(id + '&') || text.startsWith(id + '&');
    if (Object.keys(dpWeb.widgets).some(mine)) return;
    const name = text.split('&')[0].slice(0, 30);
    const m = document.createElement('div');
    m.className = 'dp-error dp-link-refused';
    m.setAttribute('role', 'alert');
    m.textContent = `This share link was refused: it names \u201c${name}\u201d, which is no widget of this page. ` +
                    'The widgets below show their own cases.';
    const where = document.querySelector('main') || document.body;
    where.insertBefore(m, where.firstChild);
    dpWeb.linkError = m.textContent;
  }
  // A widget that cannot start says why in its own box; the others start.
  function failed(root, e) {
    const m = document.createElement('div');
    m.className = 'dp-error';
    m.setAttribute('role', 'alert');
    m.textContent = 'This widget could not start: ' + String((e && e.message) || e);
    root.append(m);
  }
  dpWeb.ready = WebAssembly.compile(bytesOf(window.DP_WASM))
    .then(m => { module = m; return WebAssembly.instantiate(m, { wasi_snapshot_preview1: wasi }); })
    .then(instance => {
      const dp = new Module(instance);
      dpWeb.module = dp;
      for (const root of document.querySelectorAll('div.dp-widget[data-widget]')) {
        try {
          if (root.dataset.widget === 'flipmap') {
            const f = new FlipMap(dp, root, module);
            dpWeb.widgets[f.id] = f;
            dpWeb.widgets[f.pendulum.id] = f.pendulum;
            list.push(f.pendulum);
            watch(f);
            watch(f.pendulum);
            continue;
          }
          const w = new Widget(dp, root, root.dataset.widget);
          if (w.linkSteps) w.reset(w.linkSteps);
          dpWeb.widgets[w.id] = w;
          list.push(w);
          watch(w);
        } catch (e) { failed(root, e); }
      }
      refuseStrayLink();
      wake();
      return dpWeb;
    }, e => {
      for (const root of document.querySelectorAll('div.dp-widget[data-widget]')) failed(root, e);
      throw e;
    });
})();
