// The demo sportsbook's page script (runs on the provider origin only). It reads its config from
// the page's JSON, renders with textContent (no markup from data), talks to its own origin's
// endpoints with the sportsbook token, and speaks the frame protocol of remote-sports (README "The
// demo sportsbook"): posts {type:'vitrin-sportsbook', action} to its parent only when that parent
// is one of the site's origins (server configuration, never the address; parentOrigin.js), says
// `ready` when it listens, and takes only a `token` message from the parent window and that origin.
'use strict';
(function () {
  var C = JSON.parse(document.getElementById('config').textContent);
  var T = C.t;
  var token = null;
  var site = window.vitrinParentOrigin(C.sites);
  var events = [];
  var slip = [];
  var slipKey = null;
  var retryAfterToken = false;
  var filter = 'all';
  var page = C.page;
  var $ = function (id) { return document.getElementById(id); };
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text != null) node.textContent = text;
    return node;
  }
  function tell(action, extra) {
    if (!site) return;
    var message = { type: 'vitrin-sportsbook', action: action };
    Object.keys(extra || {}).forEach(function (k) { message[k] = extra[k]; });
    window.parent.postMessage(message, site);
  }
  function auth() { return token ? { authorization: 'Bearer ' + token } : {}; }
  function say(text, alert) { var s = $('slip-message'); s.textContent = text; s.setAttribute('role', alert ? 'alert' : 'status'); }
  function money(text) { var p = String(text).split('.'); return '₺' + p[0].replace(/\B(?=(\d{3})+(?!\d))/g, '.') + ',' + (p[1] || '00'); }

  function expired() { token = null; tell('token-expired'); }

  function loadAccount() {
    if (!token) { $('who').textContent = T.guest; $('balance').textContent = ''; return; }
    fetch('/sportsbook/account', { headers: auth() }).then(function (r) {
      if (r.status === 401) return expired();
      return r.json().then(function (a) {
        $('who').textContent = a.username;
        $('balance').textContent = T.balance + ': ' + money(a.balance);
        var list = $('bets'); list.textContent = '';
        a.bets.forEach(function (b) {
          list.appendChild(el('li', { 'data-status': b.status }, '#' + b.id + ' · ' + money(b.stake) + ' @ ' + b.totalOdds + ' · ' + T[b.status]));
        });
        $('my-bets').hidden = a.bets.length === 0;
      });
    }).catch(function () {});
  }

  function picked(eventId, pick) { return slip.some(function (s) { return s.eventId === eventId && s.pick === pick; }); }

  function choose(event, pick) {
    if (!token) { say(T.signIn, false); tell('login'); return; }
    // One pick per event; picking the chosen odd again takes it off the slip.
    var was = picked(event.id, pick);
    slip = slip.filter(function (s) { return s.eventId !== event.id; });
    if (!was) slip.push({ eventId: event.id, pick: pick });
    slipKey = null;
    drawEvents();
    drawSlip();
  }

  function oddsOf(s) {
    var e = events.filter(function (x) { return x.id === s.eventId; })[0];
    return e ? e.odds[s.pick] : null;
  }
  function product(list) {
    var h = 100;
    list.forEach(function (o) { var p = String(o).split('.'); h = Math.floor(h * (Number(p[0]) * 100 + Number((p[1] || '0').padEnd(2, '0'))) / 100); });
    return h;
  }
  function fmt(h) { return Math.floor(h / 100) + '.' + String(h % 100).padStart(2, '0'); }

  function drawSlip() {
    var list = $('slip-items'); list.textContent = '';
    slip.forEach(function (s) {
      var e = events.filter(function (x) { return x.id === s.eventId; })[0];
      var label = e ? e.home + ' – ' + e.away + ': ' + [T.home, T.draw, T.away][s.pick] : '#' + s.eventId;
      var li = el('li', { 'data-testid': 'slip-item' });
      li.appendChild(el('span', {}, label + ' @ ' + (oddsOf(s) || '—') + ' '));
      var rm = el('button', { type: 'button', class: 'link', 'aria-label': T.remove + ': ' + label }, T.remove);
      rm.addEventListener('click', function () { slip = slip.filter(function (x) { return x !== s; }); slipKey = null; drawEvents(); drawSlip(); });
      li.appendChild(rm);
      list.appendChild(li);
    });
    $('slip-empty').hidden = slip.length > 0;
    $('slip-form').hidden = slip.length === 0;
    $('slip-kind').textContent = slip.length > 1 ? T.combination + ' (' + slip.length + ')' : T.single;
    var odds = slip.every(oddsOf) ? product(slip.map(oddsOf)) : 100;
    $('total-odds').textContent = fmt(odds);
    var stake = $('stake').value.replace(',', '.');
    var ok = /^\d{1,7}(\.\d{1,2})?$/.test(stake);
    // Whole kuruş from the typed digits (money is exact: no float product), as product() reads odds.
    var parts = stake.split('.');
    var cents = ok ? Number(parts[0]) * 100 + Number((parts[1] || '0').padEnd(2, '0')) : 0;
    $('potential-win').textContent = ok ? money(fmt(Math.floor(cents * odds / 100))) : '—';
  }

  function cell(event, pick) {
    var odd = event.odds[pick];
    var td = el('td');
    if (odd === null) return td;
    var name = event.home + ' – ' + event.away + ', ' + [T.home, T.draw, T.away][pick] + ' ' + odd;
    var b = el('button', { type: 'button', class: 'odd', 'data-testid': 'odd', 'aria-pressed': String(picked(event.id, pick)), 'aria-label': name }, odd);
    b.addEventListener('click', function () { choose(event, pick); });
    td.appendChild(b);
    return td;
  }

  function row(event) {
    var tr = el('tr', { 'data-event': String(event.id) });
    tr.appendChild(el('td', { class: 'league' }, event.league));
    var when = el('td');
    if (event.live) {
      when.appendChild(el('span', { class: 'live' }, T.live + ' ' + event.time));
    } else when.textContent = event.time;
    tr.appendChild(when);
    var teams = el('td', { class: 'teams' });
    var open = el('button', { type: 'button', class: 'link', 'data-testid': 'event-link' }, event.home + ' – ' + event.away);
    open.addEventListener('click', function () { go('event/' + event.id); });
    teams.appendChild(open);
    if (event.live) teams.appendChild(el('span', { class: 'score', 'data-testid': 'score' }, ' ' + event.live.home + ' : ' + event.live.away));
    tr.appendChild(teams);
    [0, 1, 2].forEach(function (p) { tr.appendChild(cell(event, p)); });
    return tr;
  }

  function drawEvents() {
    var body = $('events'); body.textContent = '';
    var one = /^event\/(\d+)$/.exec(page || '');
    var shown = events.filter(function (e) {
      if (one) return e.id === Number(one[1]);
      return filter === 'all' || (filter === 'basketball') === /EuroLeague|NBA/.test(e.league);
    });
    shown.forEach(function (e) { body.appendChild(row(e)); });
    $('back').hidden = !one;
  }

  function go(next) {
    page = next;
    tell('page', { page: next });
    drawEvents();
  }

  function loadEvents() {
    return fetch('/sportsbook/events?view=' + encodeURIComponent(C.view)).then(function (r) { return r.json(); }).then(function (a) {
      events = a.events;
      $('events-error').hidden = true;
      drawEvents();
      drawSlip();
    }).catch(function () { $('events-error').hidden = false; });
  }

  function place(event) {
    event.preventDefault();
    if (!token) { tell('login'); return; }
    var stake = $('stake').value.replace(',', '.').trim();
    slipKey = slipKey || (window.crypto && crypto.randomUUID ? crypto.randomUUID() : String(Date.now()) + Math.random());
    var button = $('place');
    button.disabled = true; button.textContent = T.placing;
    $('deposit').hidden = true;
    fetch('/sportsbook/bets', {
      method: 'POST',
      headers: Object.assign({ 'content-type': 'application/json', 'x-locale': C.lang }, auth()),
      body: JSON.stringify({ selections: slip, stake: stake, key: slipKey }),
    }).then(function (r) {
      if (r.status === 401) { retryAfterToken = true; expired(); return; }
      return r.json().then(function (a) {
        if (a.ok) {
          say(a.message, false);
          slip = []; slipKey = null;
          drawEvents(); drawSlip();
          tell('balance');
          loadAccount();
        } else {
          // A refusal is final for its key: the next try (after a deposit, say) is a new slip.
          slipKey = null;
          say(a.message, true);
          $('deposit').hidden = !a.insufficient;
        }
      });
    }).catch(function () { say(T.failed, true); }).then(function () { button.disabled = false; button.textContent = T.place; });
  }

  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || !site || event.origin !== site) return;
    var data = event.data;
    if (!data || data.type !== 'vitrin-sportsbook' || data.action !== 'token' || typeof data.token !== 'string') return;
    token = data.token;
    loadAccount();
    if (retryAfterToken) { retryAfterToken = false; $('slip-form').requestSubmit(); }
  });

  $('slip-form').addEventListener('submit', place);
  $('stake').addEventListener('input', drawSlip);
  $('deposit').addEventListener('click', function () { tell('deposit'); });
  $('back').addEventListener('click', function () { go(''); });
  Array.prototype.forEach.call(document.querySelectorAll('[data-filter]'), function (b) {
    b.addEventListener('click', function () {
      filter = b.getAttribute('data-filter');
      Array.prototype.forEach.call(document.querySelectorAll('[data-filter]'), function (x) { x.setAttribute('aria-pressed', String(x === b)); });
      drawEvents();
    });
  });
  if ('ResizeObserver' in window) new ResizeObserver(function () { tell('height', { height: document.body.scrollHeight }); }).observe(document.body);
  loadEvents();
  loadAccount();
  // Listening now: the site answers a member's frame with its token (never in the address).
  tell('ready');
  // Live odds and scores move: the live view asks again every few seconds.
  setInterval(loadEvents, C.view === 'livespor' ? 3000 : 15000);
})();
