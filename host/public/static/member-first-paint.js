// The member's first paint from the store (ADR 0013). The first-paint step
// (platform/src/firstPaint/firstPaint.ts) names this file, deferred and before main.js, on a
// member's pages, with what to do there:
// - `data-preload`: the entries of the remotes only a member's page loads (the dashboard's). In the
//   head they were fetched for a guest too, who is sent away before they load (an unused preload
//   and Chromium's warning); here they start for a member only, still before main.js runs.
// - `data-balance` (the member overview): a member landing there looks for one thing, the
//   balance; the page that shows it needs main.js, the account remote and a React render first
//   (≈ 4.5 s on a throttled phone). The store already holds the balance and the user name the last
//   answer gave (spec §3), so the boot screen shows them at once; the account page replaces them
//   when it renders, with the same figure until the balance poll brings a newer one.
// Plain script, no dependencies, no network of its own. Everything read from storage is untrusted:
// it goes in as text (textContent), and a balance that is not a plain decimal is not shown at all.
(function memberFirstPaint() {
  var TEXT = {
    tr: { balance: 'Bakiye', usercode: 'Kullanıcı kodu', loading: 'Yükleniyor...' },
    en: { balance: 'Balance', usercode: 'User code', loading: 'Loading...' },
  };
  // Spec §9 money: the lira symbol in front, tr-TR grouping, two decimals, in both languages
  // (shared/src/format/money.ts). The format takes the stored decimal string as it is (no float).
  var DECIMAL = /^-?\d{1,13}(\.\d{1,2})?$/;
  var script = document.currentScript;
  try {
    var store = window.localStorage;
    if (!store.getItem('token')) return;
    preload((script && script.getAttribute('data-preload')) || '');
    var balance = store.getItem('balance');
    if (!script || !script.hasAttribute('data-balance') || balance === null || !DECIMAL.test(balance)) return;
    var body = document.getElementById('boot-body');
    if (!body || typeof body.replaceChildren !== 'function') return;
    // The stored language, as the host's boot screen reads it (bootScreen.ts): English or Turkish.
    var text = TEXT[store.getItem('lang') === 'en' ? 'en' : 'tr'];
    var money = '₺' + new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(/** @type {any} */ (balance)); // the decimal string itself (Intl formats it exactly), never a float

    var card = element('div', '', { id: 'boot-member', 'aria-hidden': 'true' });
    card.appendChild(element('p', text.balance, { class: 'boot-member-label' }));
    card.appendChild(element('p', money, { id: 'boot-member-balance' }));
    var username = store.getItem('username');
    var usercode = store.getItem('usercode');
    if (username) card.appendChild(element('p', username + (usercode ? ' · ' + text.usercode + ': ' + usercode : ''), {}));
    // New nodes throughout, the old ones removed: nothing that was painted moves (no layout shift).
    body.replaceChildren(
      card,
      element('span', '', { id: 'boot-spinner', 'aria-hidden': 'true' }),
      element('span', text.loading, { id: 'boot-text' }),
    );
  } catch (error) {
    // Storage refused (privacy mode) or an old browser: the plain boot screen stays.
  }

  // The page's own markup wrote these (the first-paint step's safeAddress): still, only a same-site
  // path or an http(s) address becomes a link.
  function preload(list) {
    var SAFE = /^(https?:\/\/\S+|(?!\/\/)[^\s:]+)$/i;
    list.split(' ').forEach(function (href) {
      if (SAFE.test(href)) document.head.appendChild(element('link', '', { rel: 'preload', as: 'script', href: href }));
    });
  }

  function element(tag, content, attributes) {
    var node = document.createElement(tag);
    for (var name in attributes) node.setAttribute(name, attributes[name]);
    if (content) node.textContent = content;
    return node;
  }
})();
