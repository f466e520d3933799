/**
 * A tiny demo live-chat widget. It reads the site id and div id from its own script tag
 * (data-site-id / data-div-id) or window.VitrinDemoChatConfig, and exposes window.VitrinDemoChat.open().
 * Texts are chosen by <html lang>.
 */
export const CHAT_SCRIPT = `(function(){
  if (window.VitrinDemoChat) return;
  var TEXT = {
    tr: { title: 'Canlı Destek', hello: 'Merhaba! Size nasıl yardımcı olabiliriz?', placeholder: 'Mesajınızı yazın', send: 'Gönder', close: 'Kapat', reply: 'Temsilcimiz birazdan sizinle olacak. (Demo sohbet)' },
    en: { title: 'Live Support', hello: 'Hello! How can we help you?', placeholder: 'Type your message', send: 'Send', close: 'Close', reply: 'An agent will be with you shortly. (Demo chat)' }
  };
  var me = document.currentScript;
  var config = window.VitrinChatConfig || window.VitrinDemoChatConfig || {};
  var divId = config.divId || (me && me.getAttribute('data-div-id')) || 'vitrin-chat';
  var siteId = config.siteId || (me && me.getAttribute('data-site-id')) || 'demo';
  function t(){ return (document.documentElement.lang || 'tr').indexOf('en') === 0 ? TEXT.en : TEXT.tr; }
  function host(){
    var el = document.getElementById(divId);
    if (!el) { el = document.createElement('div'); el.id = divId; document.body.appendChild(el); }
    return el;
  }
  function add(list, who, text){
    var p = document.createElement('p'); p.textContent = text;
    p.style.cssText = 'margin:6px 0;padding:8px 10px;border-radius:10px;max-width:85%;' + (who === 'me' ? 'background:#1e88e5;color:#fff;margin-left:auto' : 'background:#eef1f5;color:#111');
    list.appendChild(p); list.scrollTop = list.scrollHeight;
  }
  function open(){
    var el = host();
    if (el.firstChild) { el.style.display = 'block'; var inp = el.querySelector('input'); if (inp) inp.focus(); return; }
    var tx = t();
    el.setAttribute('role', 'dialog'); el.setAttribute('aria-label', tx.title); el.setAttribute('data-site-id', siteId);
    el.style.cssText = 'position:fixed;right:16px;bottom:16px;width:320px;max-width:calc(100vw - 32px);background:#fff;color:#111;border-radius:12px;box-shadow:0 8px 30px rgba(0,0,0,.3);z-index:10000;font:14px system-ui,sans-serif;overflow:hidden';
    var head = document.createElement('div'); head.style.cssText = 'display:flex;justify-content:space-between;align-items:center;padding:10px 12px;background:#0e1621;color:#fff';
    var h = document.createElement('strong'); h.textContent = tx.title; head.appendChild(h);
    var x = document.createElement('button'); x.type = 'button'; x.textContent = '×'; x.setAttribute('aria-label', tx.close);
    x.style.cssText = 'background:none;border:0;color:#fff;font-size:20px;cursor:pointer'; x.onclick = function(){ el.style.display = 'none'; };
    head.appendChild(x); el.appendChild(head);
    var list = document.createElement('div'); list.setAttribute('aria-live', 'polite'); list.style.cssText = 'height:220px;overflow:auto;padding:8px 12px;display:flex;flex-direction:column'; el.appendChild(list);
    add(list, 'agent', tx.hello);
    var form = document.createElement('form'); form.style.cssText = 'display:flex;gap:6px;padding:8px;border-top:1px solid #e3e7ec';
    var input = document.createElement('input'); input.placeholder = tx.placeholder; input.setAttribute('aria-label', tx.placeholder); input.style.cssText = 'flex:1;padding:8px;border:1px solid #cfd6de;border-radius:8px';
    var send = document.createElement('button'); send.type = 'submit'; send.textContent = tx.send; send.style.cssText = 'padding:8px 12px;border:0;border-radius:8px;background:#1e88e5;color:#fff;cursor:pointer';
    form.appendChild(input); form.appendChild(send); el.appendChild(form);
    form.onsubmit = function(e){ e.preventDefault(); var v = input.value.trim(); if (!v) return; add(list, 'me', v); input.value = ''; setTimeout(function(){ add(list, 'agent', tx.reply); }, 600); };
    input.focus();
  }
  function close(){ var el = document.getElementById(divId); if (el) el.style.display = 'none'; }
  window.VitrinDemoChat = { open: open, close: close, siteId: siteId, divId: divId };
})();
`;
