// The theme chosen in the account menu, put on <html> before the first paint: loaded by a
// plain <script> in index.html's <head> (the CSP allows no inline script), it runs before the
// page is parsed any further; the app's own modules run only once it has been. No choice: no
// data-theme, and index.css follows the system's setting. client/src/lib/theme.ts writes the
// choice and applies it the same way; the storage event brings a change made in another tab.
(function () {
  var KEY = "koinonia-theme";
  var root = document.documentElement;
  function apply(theme) {
    var chosen = theme === "light" || theme === "dark" ? theme : null;
    if (chosen) root.setAttribute("data-theme", chosen);
    else root.removeAttribute("data-theme");
    // The browser's toolbar: the colour of the chosen theme, or of the system's.
    var metas = document.querySelectorAll('meta[name="theme-color"][data-scheme]');
    for (var i = 0; i < metas.length; i += 1) {
      var scheme = metas[i].getAttribute("data-scheme");
      metas[i].media = chosen ? (chosen === scheme ? "all" : "not all") : "(prefers-color-scheme: " + scheme + ")";
    }
  }
  try {
    apply(localStorage.getItem(KEY));
    window.addEventListener("storage", function (event) {
      if (event.key === KEY || event.key === null) apply(event.newValue);
    });
  } catch (_) {
    // Storage refused (a privacy setting): the system's theme it is.
  }
})();
