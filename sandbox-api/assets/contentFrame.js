// The content page (provider origin, sandboxed to an opaque origin): says it is ready to the site
// that frames it, then writes the provider document the site posts, heard only from its parent
// window AND one of the site's origins (the page's JSON, from server configuration).
'use strict';
(function () {
  var sites = JSON.parse(document.getElementById('sites').textContent);
  var parentOrigin = window.vitrinParentOrigin(sites);
  if (!parentOrigin) return;
  function receive(event) {
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    var data = event.data;
    if (!data || data.type !== 'vitrin:content' || typeof data.html !== 'string') return;
    window.removeEventListener('message', receive);
    document.open();
    document.write(data.html);
    document.close();
  }
  window.addEventListener('message', receive);
  window.parent.postMessage({ type: 'vitrin:content-ready' }, parentOrigin);
})();
