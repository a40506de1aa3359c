// Starts the app on a page the service worker composed with a last frame (src/sw/composeShell.ts):
// the shell's modulepreloads and module entry, moved here from <head>, are added once the frame is
// in the document. A classic script, so it runs in parse order right after the frame.
(function () {
  var boot = document.currentScript;
  var add = function (element) {
    element.crossOrigin = '';
    document.head.appendChild(element);
  };
  (boot.getAttribute('data-preload') || '')
    .split(' ')
    .filter(Boolean)
    .forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      add(link);
    });
  var entry = document.createElement('script');
  entry.type = 'module';
  entry.src = boot.getAttribute('data-entry');
  add(entry);
})();
