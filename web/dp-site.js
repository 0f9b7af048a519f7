// The web edition's page script (program volume, "The web edition"): the
// copy button of each code chunk and, on search.html, the search.  Both
// work from file://: the index is a script (search-index.js, written by
// web/site.py with lunr at build time) and lunr.js reads it.
'use strict';
(function () {
  // ------------------------------------------------------------ copy
  for (const pre of document.querySelectorAll('pre.dp-code')) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'dp-copy';
    b.textContent = 'Copy';
    b.setAttribute('aria-label', 'Copy the code of this chunk');
    b.addEventListener('click', () => {
      // Only the code: not the chunk's header or its cross-references.
      const text = pre.textContent.replace(/\u00a0/g, ' ') + '\n';
      const done = () => { b.textContent = 'Copied'; setTimeout(() => { b.textContent = 'Copy'; }, 1500); };
      if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).then(done, () => fallback(text, done));
      else fallback(text, done);
    });
    pre.parentNode.insertBefore(b, pre);
  }
  function fallback(text, done) {
    const t = document.createElement('textarea');
    t.value = text; t.setAttribute('readonly', ''); t.style.position = 'fixed'; t.style.opacity = '0';
    document.body.append(t); t.select();
    try { document.execCommand('copy'); done(); } catch (e) { /* nothing to do */ }
    t.remove();
  }
  // A formula that scrolls in its box (a narrow screen) can be reached
  // and scrolled from the keyboard; one that fits is no tab stop.
  const reach = () => {
    for (const b of document.querySelectorAll('.dp-imath')) {
      if (b.scrollWidth > b.clientWidth + 1) { b.tabIndex = 0; b.setAttribute('role', 'region'); b.setAttribute('aria-label', 'a wide formula'); }
      else { b.removeAttribute('tabindex'); b.removeAttribute('role'); b.removeAttribute('aria-label'); }
    }
  };
  reach();
  window.addEventListener('resize', reach);
  window.dpCopyText = pre => pre.textContent.replace(/\u00a0/g, ' ') + '\n';
  // ------------------------------------------------------------ colours
  // The switch between light and dark, kept for the next page (dp-theme.js
  // reads it before the first paint); pressed means dark.
  const bar = document.querySelector('.dp-top');
  if (bar) {
    const root = document.documentElement;
    const sys = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
    const dark = () => { const t = root.getAttribute('data-theme'); return t ? t === 'dark' : !!(sys && sys.matches); };
    const sw = document.createElement('button');
    sw.type = 'button';
    sw.className = 'dp-theme-switch';
    sw.textContent = 'Dark mode';
    const show = () => sw.setAttribute('aria-pressed', String(dark()));
    sw.addEventListener('click', () => {
      const t = dark() ? 'light' : 'dark';
      root.setAttribute('data-theme', t);
      try { window.localStorage.setItem('dp-theme', t); } catch (e) { /* not kept: this page only */ }
      show();
    });
    if (sys && sys.addEventListener) sys.addEventListener('change', show);
    show();
    bar.append(sw);
  }
  // On a narrow screen the contents start closed.
  const toc = document.querySelector('details.dp-toc');
  if (toc && window.matchMedia('(max-width: 60rem)').matches) toc.open = false;

  // ------------------------------------------------------------ quick checks
  // A quick check with a checkable answer (web/sitebuild/practice.py: data-value and
  // data-within, a percentage; or data-choices and data-answer) gets a
  // field or a choice and a Check button; every reply says something.
  let qcn = 0;
  for (const box of document.querySelectorAll('div.dp-qc')) {
    const form = box.querySelector('form.dp-qc-form');
    if (!form) continue;
    const id = 'dp-qc-' + (qcn++);
    const say = document.createElement('p');
    say.className = 'dp-qc-say';
    say.setAttribute('role', 'status');
    const btn = document.createElement('button');
    btn.type = 'submit';
    btn.textContent = 'Check';
    let read;
    if (box.dataset.choices) {
      const fs = document.createElement('fieldset');
      const lg = document.createElement('legend');
      lg.textContent = 'Your answer';
      fs.append(lg);
      box.dataset.choices.split('|').forEach((c, i) => {
        const r = document.createElement('input');
        r.type = 'radio'; r.name = id; r.value = c; r.id = id + '-' + i;
        const l = document.createElement('label');
        l.htmlFor = r.id; l.textContent = ' ' + c;
        const span = document.createElement('span');
        span.className = 'dp-qc-choice';
        span.append(r, l);
        fs.append(span);
      });
      form.append(fs, btn);
      read = () => {
        const r = form.querySelector('input[type=radio]:checked');
        if (!r) return 'Pick one of the answers first.';
        return r.value === box.dataset.answer ? 'Right.' : 'Not that one: think again, or show the answer below.';
      };
    } else {
      const value = Number(box.dataset.value), within = Number(box.dataset.within), unit = box.dataset.unit || '';
      const f = document.createElement('input');
      f.type = 'text'; f.id = id; f.autocomplete = 'off'; f.spellcheck = false; f.size = 10;
      f.setAttribute('inputmode', 'decimal');
      const l = document.createElement('label');
      l.htmlFor = id; l.textContent = 'Your answer' + (unit ? ` (${unit})` : '') + ' ';
      form.append(l, f, document.createTextNode(' '), btn);
      read = () => {
        let t = f.value.trim().replace(/\u2212/g, '-');
        if (unit && t.endsWith(unit)) t = t.slice(0, -unit.length).trim();     // "0.99 m"
        t = t.replace(/^([-+]?[0-9]+),([0-9]+)$/, '$1.$2');                 // a decimal comma
        if (!t) return 'Type a number first' + (unit ? ` (in ${unit})` : '') + '.';
        const x = Number(t);
        if (!Number.isFinite(x)) return `\u201c${f.value.slice(0, 30)}\u201d is not a number: type digits, a point and perhaps an exponent (1.5e-3).`;
        const ok = Math.abs(x - value) <= within / 100 * Math.abs(value) || (value === 0 && Math.abs(x) <= within / 100);
        if (ok) return `Right: ${x} is within ${within}% of the book's value.`;
        return `Not quite: ${x} is ${x > value ? 'above' : 'below'} the book's value by more than ${within}%. Try again, or show the answer below.`;
      };
    }
    form.append(say);
    form.addEventListener('submit', e => { e.preventDefault(); say.textContent = read(); });
  }

  // ------------------------------------------------------------ previews
  // A link to an equation, a figure or a chunk shows what it leads to, on
  // hover or when it has the focus (web/sitebuild/practice.py: data-preview, a target
  // of this page, #id, or a copy in <template id="dp-previews">).
  const tpl = document.getElementById('dp-previews');
  let tip = null, tipFor = null, hideTimer = 0;
  function previewOf(key) {
    if (key.startsWith('#')) {
      const el = document.getElementById(key.slice(1));
      if (!el) return null;
      const box = el.closest('div.nwchunk, figure, table') || el;
      const c = box.cloneNode(true);
      for (const x of [c, ...c.querySelectorAll('[id]')]) x.removeAttribute('id');
      for (const x of c.querySelectorAll('button, .dp-chunk-xref')) x.remove();
      for (const a of c.querySelectorAll('a')) a.replaceWith(...a.childNodes);
      return c;
    }
    if (!tpl) return null;
    for (const d of tpl.content.children) if (d.getAttribute('data-for') === key) return d.cloneNode(true);
    return null;
  }
  function hideTip() { if (tip) { tip.remove(); tip = null; tipFor = null; } }
  function showTip(a) {
    clearTimeout(hideTimer);
    if (tipFor === a) return;
    hideTip();
    const c = previewOf(a.getAttribute('data-preview'));
    if (!c) return;
    tip = document.createElement('div');
    tip.className = 'dp-preview';
    tip.setAttribute('role', 'tooltip');
    tip.id = 'dp-preview-tip';
    tip.append(c);
    document.body.append(tip);
    const r = a.getBoundingClientRect(), w = Math.min(560, document.documentElement.clientWidth - 16);
    tip.style.maxWidth = w + 'px';
    const left = Math.max(8, Math.min(r.left + window.scrollX, window.scrollX + document.documentElement.clientWidth - w - 8));
    tip.style.left = left + 'px';
    tip.style.top = (r.bottom + window.scrollY + 6) + 'px';
    a.setAttribute('aria-describedby', tip.id);
    tipFor = a;
  }
  for (const a of document.querySelectorAll('a[data-preview]')) {
    a.addEventListener('mouseenter', () => showTip(a));
    a.addEventListener('focus', () => showTip(a));
    a.addEventListener('mouseleave', () => { hideTimer = setTimeout(hideTip, 150); });
    a.addEventListener('blur', () => { a.removeAttribute('aria-describedby'); hideTip(); });
  }
  document.addEventListener('keydown', e => { if (e.key === 'Escape') hideTip(); });
  window.dpPreview = a => { showTip(a); return tip; };

  // ------------------------------------------------------------ search
  // The words of a text as the index holds them: web/searchindex.py's
  // normalize(), step for step (the browser test compares the two).
  const DASHES = /[\u2010-\u2015\u2212\ufe58\ufe63\uff0d-]/g;
  const APOS = /[\u2018\u2019\u201b\u02bc\u2032\uff07'`]/g;
  function dpNormalize(s) {
    return String(s).normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
      .replace(APOS, "'").replace(/'s(?![\p{L}\p{N}_])/gu, '').replace(/'/g, '')
      .replace(DASHES, ' ').replace(/[^\p{L}\p{N}_.]/gu, ' ')
      .replace(/\.(?![\p{L}\p{N}_])|(?<![\p{L}\p{N}_])\./gu, ' ')
      .split(/\s+/).filter(Boolean).join(' ');
  }
  window.dpNormalize = dpNormalize;
  const out = document.getElementById('dp-results');
  if (!out) return;
  const status = document.getElementById('dp-status');
  if (!window.DP_SEARCH || !window.lunr) {
    status.textContent = 'The search needs JavaScript and the index (search-index.js), which did not load.';
    return;
  }
  const t0 = performance.now();
  const idx = lunr.Index.load(DP_SEARCH.index);
  window.dpSearchLoad = performance.now() - t0;
  // The words as optional terms, each also as a prefix while it is being
  // typed (the last word, with no space after it), so that results come
  // with the first letters.
  // Ranked first by how many of the words a section holds, then by how
  // many of them the line that shows it holds (its title, its chapter's
  // title and the run-in head of one of its paragraphs, the one that holds
  // the most), then by lunr's score: "share link" puts the section with a
  // paragraph "The share link." before one with "links" in its title.
  const has = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
  const stemsOf = text => new Set(dpNormalize(text).split(' ').filter(Boolean)
    .flatMap(w => idx.pipeline.runString(w)));
  const lines = new Map();
  function lineOf(ref) {
    if (!lines.has(ref)) {
      const [title, chapter, , , paras] = DP_SEARCH.docs[Number(ref)];
      lines.set(ref, { base: stemsOf(title + ' ' + chapter), heads: (paras || []).map(p => [p, stemsOf(p[0])]) });
    }
    return lines.get(ref);
  }
  function search(text, typing) {
    const words = dpNormalize(text).split(' ').filter(Boolean).slice(0, 12);
    if (!words.length) return [];
    const hits = idx.query(q => {
      words.forEach((w, i) => {
        q.term(w, { boost: 10 });
        if (typing && i === words.length - 1 && w.length >= 2)
          q.term(w, { usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING, boost: 1 });
      });
    });
    // each word as the index holds it (stemmed; a word the index lacks, a
    // stop word among them, counts nowhere); the last one also as typed
    const stems = words.map((w, i) => {
      const t = idx.pipeline.runString(w);
      return { stem: t.length && has(idx.invertedIndex, t[0]) ? t[0] : null,
               prefix: typing && i === words.length - 1 && w.length >= 2 ? w : null };
    }).filter(x => x.stem || x.prefix);
    const holds = (set, s) => (s.stem && set.has(s.stem)) || (s.prefix && [...set].some(w => w.startsWith(s.prefix)));
    for (const h of hits) {
      const terms = Object.keys(h.matchData.metadata);
      h.rank = [stems.filter(s => terms.some(k => k === s.stem || (s.prefix && k.startsWith(s.prefix)))).length, 0];
    }
    hits.sort((a, b) => b.rank[0] - a.rank[0] || b.score - a.score);
    // the lines of the first 100 only (the page shows 30): a word's first
    // letters can match most of the sections
    for (const h of hits.slice(0, 100)) {
      const line = lineOf(h.ref);
      let best = null, most = stems.filter(s => holds(line.base, s)).length;
      for (const [p, set] of line.heads) {
        const n = stems.filter(s => holds(line.base, s) || holds(set, s)).length;
        if (n > most) { most = n; best = p; }
      }
      h.rank[1] = most;
      h.para = best;
    }
    return hits.sort((a, b) => b.rank[0] - a.rank[0] || b.rank[1] - a.rank[1] || b.score - a.score);
  }
  // The lines' words, read while the reader has not typed yet.
  let warm = 0;
  const warmUp = deadline => {
    while (warm < DP_SEARCH.docs.length && (!deadline || deadline.timeRemaining() > 2)) lineOf(String(warm++));
    if (warm < DP_SEARCH.docs.length && window.requestIdleCallback) requestIdleCallback(warmUp);
  };
  if (window.requestIdleCallback) requestIdleCallback(warmUp);
  function show(text, typing) {
    const t1 = performance.now();
    out.textContent = '';
    if (!text.trim()) { status.textContent = 'Type a word or two: a term, a function, a command.'; return; }
    let hits = [];
    try { hits = search(text, typing); } catch (e) { hits = []; }
    status.textContent = hits.length ? `${hits.length} sections match \u201c${text.trim()}\u201d` :
      `Nothing matches \u201c${text.trim()}\u201d.`;
    for (const h of hits.slice(0, 30)) {
      const [title, chapter, url, body] = DP_SEARCH.docs[Number(h.ref)];
      const li = document.createElement('li');
      const a = document.createElement('a');
      const para = h.para;
      a.href = para && para[1] ? url.split('#')[0] + '#' + para[1] : url;
      a.textContent = title;
      li.append(a);
      if (chapter !== title || para) {
        const c = document.createElement('span');
        c.className = 'dp-result-where';
        c.textContent = (chapter !== title ? ' in ' + chapter : '') + (para ? `, at \u201c${para[0]}\u201d` : '');
        li.append(c);
      }
      const p = document.createElement('p');
      p.textContent = body;
      li.append(p);
      out.append(li);
    }
    window.dpSearchTime = performance.now() - t1;
  }
  const box = document.getElementById('dp-q');
  const q = new URLSearchParams(location.search).get('q') || '';
  if (box) {
    box.value = q;
    box.addEventListener('input', () => show(box.value, !/\s$/.test(box.value)));
    const form = box.closest('form');
    if (form) form.addEventListener('submit', e => {
      e.preventDefault();
      show(box.value, false);
      try { history.replaceState(null, '', '?q=' + encodeURIComponent(box.value)); } catch (err) { /* file:// */ }
    });
  }
  show(q, false);
})();
