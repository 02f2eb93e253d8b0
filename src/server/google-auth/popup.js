// Runs in the Google sign-in popup on the app's own origin (see result-page.ts). It hands the
// one-time code (or the error) to the window that opened the popup, then closes itself.
(function () {
  var el = document.getElementById('google-result');
  if (!el) return;
  var message = { type: 'listingpilot:google' };
  var code = el.getAttribute('data-code');
  if (code) {
    message.code = code;
  } else {
    message.error = el.getAttribute('data-error') || 'Unknown error';
    var reason = el.getAttribute('data-reason');
    if (reason) message.reason = reason;
  }
  var sent = false;
  if (window.opener && !window.opener.closed) {
    try {
      // Same origin only: the code must never reach a page of another site.
      window.opener.postMessage(message, window.location.origin);
      sent = true;
    } catch {
      sent = false;
    }
  }
  // An issuer page with a strict Cross-Origin-Opener-Policy can cut the opener link; a
  // same-origin BroadcastChannel still reaches the app tab that is waiting.
  if (!sent && typeof BroadcastChannel === 'function') {
    var channel = new BroadcastChannel('listingpilot:google');
    channel.postMessage(message);
    channel.close();
    sent = true;
  }
  if (sent) window.close();
})();
