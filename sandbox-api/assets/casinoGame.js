// The demo game page (provider origin, framed sandboxed by the site): plays a round through the
// provider's own endpoint with the game session's token (from the page's JSON, never an address),
// pauses on the site's pause command and resumes on its resume command, heard only from the parent
// window and one of the site's origins, and posts the provider's exit and reload commands.
'use strict';
(function () {
  var c = JSON.parse(document.getElementById('config').textContent);
  var out = document.getElementById('result');
  var bal = document.querySelector('[data-testid=provider-balance]');
  var play = document.getElementById('play');
  var sym = ['🍒', '🍋', '7', '🔔', '💎', '⭐'];
  var paused = false;
  var busy = false;
  var reason = { 'insufficient-funds': c.t.funds, 'balance-limit': c.t.limit };
  play.addEventListener('click', function () {
    if (paused) return;
    busy = true;
    play.disabled = true;
    fetch('/casino/api/round', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: c.token, bet: document.getElementById('bet').value, roundId: c.round }),
    }).then(function (r) { return r.json(); }).then(function (a) {
      if (a.next) c.round = a.next;
      if (a.balance) bal.textContent = a.balance;
      if (!a.ok) { out.textContent = a.message || reason[a.reason] || c.t.failed; return; }
      document.getElementById('reels').textContent = [0, 1, 2].map(function () { return sym[Math.floor(Math.random() * sym.length)]; }).join(' ');
      out.textContent = a.win !== '0.00' ? c.t.win + ': ' + a.win + ' ₺' : c.t.lost;
    }).catch(function () { out.textContent = c.t.failed; }).finally(function () { busy = false; play.disabled = paused; });
  });
  var pz = document.getElementById('paused');
  window.addEventListener('message', function (e) {
    if (e.source !== window.parent || c.sites.indexOf(e.origin) < 0 || !e.data || typeof e.data !== 'object') return;
    if (e.data.command === c.pause) { paused = true; play.disabled = true; pz.hidden = false; } else if (e.data.command === c.resume) { paused = false; play.disabled = busy; pz.hidden = true; }
  });
  // The provider's own exit and reload commands; '*' because the game is framed in an opaque origin.
  document.getElementById('exit').addEventListener('click', function () { window.parent.postMessage(c.exit, '*'); });
  var re = document.getElementById('reload');
  if (re) re.addEventListener('click', function () { window.parent.postMessage(c.reload, '*'); });
})();
