// The member's first paint from the store (ADR 0013). The first-paint step
// (platform/src/firstPaint/firstPaint.ts) names this file, deferred and before main.js, on a
// member's pages, with what to do there:
// - `data-preload`: the entries of the remotes only a member's page loads (the dashboard's). In the
//   head they were fetched for a guest too, who is sent away before they load (an unused preload
//   and Chromium's warning); here they start for a member only, still before main.js runs.
// - `data-balance` (the member overview): a member landing there looks for one thing, the
//   balance; the page that shows it needs main.js, the account remote and a React render first
//   (seconds on a throttled phone, ADR 0013). The store already holds the balance and the user name the last
//   answer gave (spec §3), so the boot screen shows them at once; the account page replaces them
//   when it renders, with the same figure until the balance poll brings a newer one.
// - `data-methods` (deposit, withdraw): the page's largest paint is its method list, which waits
//   for main.js, two remotes and a call. The server embedded payment/methods' answer in the page
//   (the first-answers data block, the operator's list, nothing private), so a member sees the
//   methods with their limits at once; the payments remote takes the same answer for its first
//   render and replaces the boot screen.
// Plain script, no dependencies, no network of its own. Everything read from storage is untrusted:
// it goes in as text (textContent), and a balance that is not a plain decimal is not shown at all.
(function memberFirstPaint() {
  // The limits line as the payments remote words it (remote-payments/src/i18n, payments.methods.limits).
  var TEXT = {
    tr: { balance: 'Bakiye', usercode: 'Kullanıcı kodu', loading: 'Yükleniyor...', min: 'Alt limit ', max: 'Üst limit ' },
    en: { balance: 'Balance', usercode: 'User code', loading: 'Loading...', min: 'Min ', max: 'Max ' },
  };
  /** At most this many methods are painted early (the first screen of a phone and then some). */
  var METHODS_AT_MOST = 12;
  // Spec §9 money: the lira symbol in front, tr-TR grouping, two decimals, in both languages
  // (shared/src/format/money.ts). The format takes the stored decimal string as it is (no float).
  var DECIMAL = /^-?\d{1,13}(\.\d{1,2})?$/;
  var script = document.currentScript;
  try {
    var store = window.localStorage;
    if (!store.getItem('token')) return;
    preload((script && script.getAttribute('data-preload')) || '');
    var body = document.getElementById('boot-body');
    if (!script || !body || typeof body.replaceChildren !== 'function') return;
    // The stored language, as the host's boot screen reads it (bootScreen.ts): English or Turkish.
    var language = store.getItem('lang') === 'en' ? 'en' : 'tr';
    var text = TEXT[language];
    if (script.hasAttribute('data-methods')) paintMethods(body, text, language);
    var balance = store.getItem('balance');
    if (!script.hasAttribute('data-balance') || balance === null || !DECIMAL.test(balance)) return;
    var money = lira(balance);

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

  // A decimal string, not a number (RegExp.test would read 100 as '100'): limits are never floats.
  function isDecimal(value) {
    return typeof value === 'string' && DECIMAL.test(value);
  }

  // Spec §9 money from a decimal string: Intl formats the string itself exactly, never a float.
  function lira(decimal) {
    return '₺' + new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(/** @type {any} */ (decimal));
  }

  // The embedded payment/methods answer as a list of cards (name, limits). The data block is the
  // server's, still untrusted: text only, a method without a name or plain decimal limits is left
  // out, and a block that does not parse paints nothing. An answer marked with another language than
  // the stored one (the server went by the `lang` cookie) is not painted: the page calls in its own.
  function paintMethods(body, text, language) {
    var block = document.getElementById('vitrin-first-answers');
    if (!block) return;
    var entries = JSON.parse(block.textContent || '[]');
    var methods = null;
    for (var i = 0; i < entries.length; i += 1) {
      var entry = entries[i];
      if (entry && entry.path === 'payment/methods' && (entry.locale === undefined || entry.locale === language) && entry.answer && entry.answer.success === true && Array.isArray(entry.answer.data)) methods = entry.answer.data;
    }
    if (!methods) return;
    var list = element('ul', '', { id: 'boot-methods', 'aria-hidden': 'true' });
    for (var j = 0; j < methods.length && list.childNodes.length < METHODS_AT_MOST; j += 1) {
      var method = methods[j];
      if (!method || typeof method.name !== 'string' || !method.name || !isDecimal(method.minAmount) || !isDecimal(method.maxAmount)) continue;
      var item = element('li', '', {});
      item.appendChild(element('span', method.name, { class: 'boot-method-name' }));
      item.appendChild(element('span', text.min + lira(method.minAmount) + ' · ' + text.max + lira(method.maxAmount), {}));
      list.appendChild(item);
    }
    if (list.childNodes.length === 0) return;
    body.replaceChildren(
      list,
      element('span', '', { id: 'boot-spinner', 'aria-hidden': 'true' }),
      element('span', text.loading, { id: 'boot-text' }),
    );
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
