// Starts the app on a page the service worker composed with a last frame (src/sw/composeShell.ts):
// the shell's module entry, moved here from <head>, is added once the frame is in the document, then
// the shell's modulepreloads and the page's section chunks the frame lists, as plain preloads
// (fetched, not compiled, so they do not hold up the entry's modules) marked data-frame-boot: the
// app lists them again for the next frame (src/app/routing/lazyPage.tsx pageChunks). A classic
// script, so it runs in parse order right after the frame.
//
// It also notes where the last click on the (inert) frame landed, in page coordinates, on the
// frame itself (data-click): the app hands that click to the same control once it has taken the
// frame's place (src/app/lastFrame/frameClicks.ts). The pointer shows 'progress' meanwhile. A view
// switch (grid/list) is answered on the frame at once instead (src/app/lastFrame/frameSwitch.ts).
//
// And it starts the data worker (named by <meta name="lp-data-worker">, scripts/dataWorkerMeta.ts)
// before the entry is even requested: the worker restores the session and opens the mirror while
// the entry downloads and compiles; src/app/worker/client.ts adopts it (window.__lpOpsDataWorker).
(function () {
  var boot = document.currentScript;
  var frame = document.getElementById('last-frame');
  var add = function (element) {
    element.crossOrigin = '';
    document.head.appendChild(element);
  };
  var worker = document.querySelector('meta[name="lp-data-worker"]');
  if (worker) {
    try {
      window.__lpOpsDataWorker = new Worker(worker.getAttribute('content'), { type: 'module', name: 'data' });
    } catch {
      // The entry starts it then.
    }
  }
  if (frame) {
    // The frame's element under a click: a hand's click on the inert frame lands outside it, so the
    // frame is made hit-testable for this one look-up; a click dispatched on the frame's own element
    // (assistive tools, tests) names it.
    var clicked = function (event) {
      if (frame.contains(event.target)) return event.target;
      frame.inert = false;
      var found = document.elementFromPoint(event.clientX, event.clientY);
      frame.inert = true;
      return found && frame.contains(found) ? found : null;
    };
    // A switch that only lays the page out (src/app/lastFrame/frameSwitch.ts) is answered on the
    // frame itself: the pressed look moves to the button, data-<name> takes its value, and the app
    // is told ('lp-frame-switch') so it shows the same when it takes over. True when it was one.
    var switched = function (element) {
      var button = element && element.closest('[data-frame-value]');
      var group = button && button.closest('[data-frame-switch]');
      if (!group) return false;
      var name = group.getAttribute('data-frame-switch');
      var value = button.getAttribute('data-frame-value');
      var pressed = group.querySelector('[aria-pressed="true"]');
      if (pressed !== button) {
        if (pressed) {
          var look = pressed.className;
          pressed.className = button.className;
          button.className = look;
          pressed.setAttribute('aria-pressed', 'false');
        }
        button.setAttribute('aria-pressed', 'true');
        frame.querySelectorAll('[data-' + name + ']').forEach(function (el) {
          el.setAttribute('data-' + name, value);
        });
        // The app reads the choice from the frame itself.
        document.dispatchEvent(new Event('lp-frame-switch'));
      }
      return true;
    };
    var onClick = function (event) {
      if (!frame.isConnected) {
        document.removeEventListener('click', onClick, true);
        return;
      }
      if (switched(clicked(event))) return;
      frame.setAttribute('data-click', event.pageX + ' ' + event.pageY);
      document.documentElement.style.cursor = 'progress';
    };
    document.addEventListener('click', onClick, true);
  }
  // The entry first: the section's chunks wait for it anyway.
  var entry = document.createElement('script');
  entry.type = 'module';
  entry.src = boot.getAttribute('data-entry');
  add(entry);
  (boot.getAttribute('data-preload') || '')
    .split(' ')
    .filter(Boolean)
    .forEach(function (href) {
      // Fetched, not compiled: compiling a section's modules now would hold up the entry's.
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      link.setAttribute('data-frame-boot', '');
      add(link);
    });
})();
