// Runs in the app's page before the app (tests/engines/proxy.ts adds it to the HTML). It keeps
// the page's script errors and unhandled rejections, counts the API requests in flight, and
// answers `__engines.inspect()` with what the route walk checks. Plain ES2019 for every engine.
/* global window, document, location, XMLHttpRequest */
(function () {
  var state = { errors: [], pending: 0, quietSince: Date.now() };
  window.__engines = state;

  function describe(reason) {
    // Firefox's and WebKit's stacks do not repeat the message (V8's do), so it goes first.
    if (reason && reason.message) {
      var where = String(reason.stack || '')
        .split('\n')
        .slice(0, 3)
        .join(' | ');
      return String(reason.message) + (where ? ' at ' + where : '');
    }
    try {
      return JSON.stringify(reason);
    } catch {
      return String(reason);
    }
  }
  window.addEventListener('error', function (event) {
    // Only script errors reach window without capture (a broken picture's error does not bubble).
    state.errors.push('script error: ' + describe(event.error || event.message));
  });
  window.addEventListener('unhandledrejection', function (event) {
    state.errors.push('unhandled rejection: ' + describe(event.reason));
  });

  function settled() {
    state.pending -= 1;
    state.quietSince = Date.now();
  }
  var send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function () {
    state.pending += 1;
    this.addEventListener('loadend', settled);
    return send.apply(this, arguments);
  };
  var fetchOriginal = window.fetch;
  window.fetch = function () {
    state.pending += 1;
    return fetchOriginal.apply(this, arguments).then(
      function (response) {
        settled();
        return response;
      },
      function (error) {
        settled();
        throw error;
      },
    );
  };

  function visible(el) {
    return el.getClientRects().length > 0;
  }
  function textOf(el) {
    return (el.textContent || '').replace(/\s+/g, ' ').trim();
  }
  function fieldNames(el) {
    var names = [el.getAttribute('aria-label'), el.getAttribute('placeholder')];
    Array.prototype.forEach.call(el.labels || [], function (label) {
      names.push(textOf(label));
    });
    (el.getAttribute('aria-labelledby') || '').split(' ').forEach(function (id) {
      var label = id && document.getElementById(id);
      if (label) names.push(textOf(label));
    });
    return names;
  }
  var KINDS = {
    field: { selector: 'input, textarea, select', names: fieldNames },
    button: {
      selector: 'button, [role="button"], [role="tab"], a',
      names: function (el) {
        return [el.getAttribute('aria-label'), textOf(el)];
      },
    },
  };

  /** Marks the visible field or button named `name` (data-engine-target) for the driver to use. */
  state.mark = function (kind, name) {
    var old = document.querySelectorAll('[data-engine-target]');
    Array.prototype.forEach.call(old, function (el) {
      el.removeAttribute('data-engine-target');
    });
    var found = Array.prototype.find.call(
      document.querySelectorAll(KINDS[kind].selector),
      function (el) {
        return visible(el) && KINDS[kind].names(el).indexOf(name) >= 0;
      },
    );
    if (!found) return false;
    found.setAttribute('data-engine-target', '');
    found.scrollIntoView({ block: 'center' });
    return true;
  };

  state.shows = function (text) {
    return document.body.innerText.indexOf(text) >= 0;
  };

  var BAD_TEXT = /\bNaN\b|Invalid Date|\bundefined\b|\[object Object\]/g;

  /** What the page shows now. `errors` are those since the last call. */
  state.inspect = function () {
    var root = document.documentElement;
    var body = document.body;
    var text = body ? body.innerText : '';
    var errorState = document.querySelector('[data-error-state], [data-not-found]');
    return {
      route: decodeURIComponent(location.hash.slice(1)),
      busy: !!document.querySelector('[aria-busy="true"], .adm-skeleton, .boot-splash'),
      quiet: state.pending === 0 && Date.now() - state.quietSince > 400,
      width: window.innerWidth,
      overflow: Math.max(root.scrollWidth, body ? body.scrollWidth : 0) - root.clientWidth,
      errorState: errorState ? errorState.textContent.trim().slice(0, 160) : null,
      badText: text.match(BAD_TEXT) || [],
      textLength: text.trim().length,
      errors: state.errors.splice(0),
    };
  };
})();
