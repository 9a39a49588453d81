// Applies the stored theme before first paint (no flash). Kept external so a strict CSP needs no 'unsafe-inline'.
// Mirrors src/machines/themeMachine.ts: only 'light' and 'dark' are taken as given; any other stored value means
// system; nothing stored means light. Storage access can throw (privacy modes), hence the try/catch.
(function () {
  var mode = 'light';
  try {
    var stored = window.localStorage.getItem('theme_mode');
    if (stored === 'light' || stored === 'dark') mode = stored;
    else if (stored !== null) mode = 'system';
  } catch {
    mode = 'light';
  }
  var applied = mode;
  if (mode === 'system') {
    applied = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  var root = document.documentElement;
  root.setAttribute('data-theme', applied);
  root.style.colorScheme = applied;
})();
