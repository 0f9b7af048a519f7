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
  // On a narrow screen the contents start closed.
  const toc = document.querySelector('details.dp-toc');
  if (toc && window.matchMedia('(max-width: 60rem)').matches) toc.open = false;

  // ------------------------------------------------------------ search
  const out = document.getElementById('dp-results');
  if (!out || !window.DP_SEARCH || !window.lunr) return;
  const idx = lunr.Index.load(DP_SEARCH.index);
  const q = new URLSearchParams(location.search).get('q') || '';
  const box = document.getElementById('dp-q');
  if (box) box.value = q;
  function show(query) {
    out.textContent = '';
    const status = document.getElementById('dp-status');
    if (!query.trim()) { status.textContent = 'Type a word or two: a term, a function, a command.'; return; }
    let hits = [];
    try { hits = idx.search(query); } catch (e) { hits = []; }
    if (!hits.length) {
      const words = query.split(/\s+/).filter(Boolean).map(w => w.replace(/[~^:*+-]/g, '') + '*').join(' ');
      try { hits = idx.search(words); } catch (e) { hits = []; }
    }
    status.textContent = hits.length ? `${hits.length} sections match \u201c${query}\u201d` : `Nothing matches \u201c${query}\u201d.`;
    for (const h of hits.slice(0, 50)) {
      const [title, url, text] = DP_SEARCH.docs[h.ref];
      const li = document.createElement('li');
      const a = document.createElement('a');
      a.href = url; a.textContent = title;
      const p = document.createElement('p');
      p.textContent = text + '\u2026';
      li.append(a, p);
      out.append(li);
    }
  }
  show(q);
})();
