// A tiny demo live-chat widget (served at /sandbox/chat.js, the address the site settings name).
// It reads the site id and div id from its own script tag (data-site-id / data-div-id) or
// window.VitrinDemoChatConfig, and exposes window.VitrinDemoChat.open(). Texts are chosen by
// <html lang>. It takes the site's look from config.theme (colours and font, as a real chat
// vendor's theme options do) and keeps every field at 16 px or more, so iOS Safari does not zoom
// the page when the input gets focus (it does below 16 px).
(function(){
  if (window.VitrinDemoChat) return;
  var TEXT = {
    tr: { title: 'Canlı Destek', hello: 'Merhaba! Size nasıl yardımcı olabiliriz?', placeholder: 'Mesajınızı yazın', send: 'Gönder', close: 'Kapat', reply: 'Temsilcimiz birazdan sizinle olacak. (Demo sohbet)' },
    en: { title: 'Live Support', hello: 'Hello! How can we help you?', placeholder: 'Type your message', send: 'Send', close: 'Close', reply: 'An agent will be with you shortly. (Demo chat)' }
  };
  var me = document.currentScript;
  var config = window.VitrinChatConfig || window.VitrinDemoChatConfig || {};
  var divId = config.divId || (me && me.getAttribute('data-div-id')) || 'vitrin-chat';
  var siteId = config.siteId || (me && me.getAttribute('data-site-id')) || 'demo';
  var th = config.theme || {};
  var C = {
    surface: th.surface || '#ffffff', raised: th.raised || '#eef1f5', text: th.text || '#111111',
    accent: th.accent || '#1e88e5', accentText: th.accentText || '#ffffff', border: th.border || '#cfd6de',
    font: th.font || 'system-ui, sans-serif', radius: (th.radius || 10) + 'px'
  };
  function t(){ return (document.documentElement.lang || 'tr').indexOf('en') === 0 ? TEXT.en : TEXT.tr; }
  function host(){
    var el = document.getElementById(divId);
    if (!el) { el = document.createElement('div'); el.id = divId; document.body.appendChild(el); }
    return el;
  }
  function add(list, who, text){
    var p = document.createElement('p'); p.textContent = text;
    p.style.cssText = 'margin:6px 0;padding:8px 10px;border-radius:10px;max-width:85%;' + (who === 'me' ? 'background:' + C.accent + ';color:' + C.accentText + ';margin-left:auto' : 'background:' + C.raised + ';color:' + C.text);
    list.appendChild(p); list.scrollTop = list.scrollHeight;
  }
  function open(){
    var el = host();
    if (el.firstChild) { el.style.display = 'block'; var inp = el.querySelector('input'); if (inp) inp.focus(); return; }
    var tx = t();
    el.setAttribute('role', 'dialog'); el.setAttribute('aria-label', tx.title); el.setAttribute('data-site-id', siteId);
    el.style.cssText = 'position:fixed;right:16px;bottom:16px;width:340px;max-width:calc(100vw - 32px);background:' + C.surface + ';color:' + C.text + ';border:1px solid ' + C.border + ';border-radius:' + C.radius + ';box-shadow:0 8px 30px rgba(0,0,0,.45);z-index:10000;font:15px/1.4 ' + C.font + ';overflow:hidden';
    var head = document.createElement('div'); head.style.cssText = 'display:flex;justify-content:space-between;align-items:center;padding:4px 4px 4px 14px;background:' + C.raised + ';color:' + C.text + ';font-weight:700';
    var h = document.createElement('strong'); h.textContent = tx.title; head.appendChild(h);
    var x = document.createElement('button'); x.type = 'button'; x.textContent = '×'; x.setAttribute('aria-label', tx.close);
    x.style.cssText = 'background:none;border:0;color:' + C.text + ';font-size:22px;width:44px;height:44px;cursor:pointer'; x.onclick = function(){ el.style.display = 'none'; };
    head.appendChild(x); el.appendChild(head);
    var list = document.createElement('div'); list.setAttribute('aria-live', 'polite'); list.style.cssText = 'height:220px;overflow:auto;padding:8px 12px;display:flex;flex-direction:column'; el.appendChild(list);
    add(list, 'agent', tx.hello);
    var form = document.createElement('form'); form.style.cssText = 'display:flex;gap:8px;padding:8px;border-top:1px solid ' + C.border;
    var input = document.createElement('input'); input.placeholder = tx.placeholder; input.setAttribute('aria-label', tx.placeholder); input.style.cssText = 'flex:1;min-width:0;min-height:44px;box-sizing:border-box;padding:8px 12px;font:16px ' + C.font + ';background:' + C.surface + ';color:' + C.text + ';border:1px solid ' + C.border + ';border-radius:8px';
    var send = document.createElement('button'); send.type = 'submit'; send.textContent = tx.send; send.style.cssText = 'min-height:44px;padding:8px 16px;font:600 16px ' + C.font + ';border:0;border-radius:8px;background:' + C.accent + ';color:' + C.accentText + ';cursor:pointer';
    form.appendChild(input); form.appendChild(send); el.appendChild(form);
    form.onsubmit = function(e){ e.preventDefault(); var v = input.value.trim(); if (!v) return; add(list, 'me', v); input.value = ''; setTimeout(function(){ add(list, 'agent', tx.reply); }, 600); };
    input.focus();
  }
  function close(){ var el = document.getElementById(divId); if (el) el.style.display = 'none'; }
  window.VitrinDemoChat = { open: open, close: close, siteId: siteId, divId: divId };
})();
