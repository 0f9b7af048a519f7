// The web edition's colours (program volume, "The web edition"): the
// reader's choice of light or dark, kept in the browser (dp-site.js adds
// the switch), else the system's setting (dp.css).  Loaded in the head,
// so that a page is drawn in its colours from the first paint.
'use strict';
(function () {
  let t = null;
  try { t = window.localStorage.getItem('dp-theme'); } catch (e) { t = null; }
  if (t === 'dark' || t === 'light') document.documentElement.setAttribute('data-theme', t);
})();
