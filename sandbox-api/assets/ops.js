// The ops page's one script (its script-src 'self' allows no inline script), served at
// /sandbox/ops.js: each button posts JSON with the session's token, then the page reloads with the
// delivery CLI's answer as its notice. The sign-in page uses it too, to post its form as JSON.
// The token header is the server's OPS_TOKEN_HEADER (a sandbox test holds the two together).
'use strict';
const token = document.querySelector('meta[name="ops-token"]').content;
const login = document.getElementById('ops-login');
login?.addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(login);
  const response = await fetch('ops/login', {
    method: 'POST', credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-ops-token': token },
    body: JSON.stringify({ username: form.get('username'), password: form.get('password') }),
  });
  const answer = await response.json().catch(() => ({}));
  location.assign(response.ok ? 'ops' : 'ops?notice=' + encodeURIComponent(answer.message || 'HTTP ' + response.status));
});
const revision = Number(document.querySelector('meta[name="ops-revision"]')?.content);
// The inputs of the button's own row (a canary's version and percent).
function fieldsOf(button) {
  const out = {};
  for (const field of button.closest('tr').querySelectorAll('[data-field]')) {
    out[field.dataset.field] = field.type === 'number' ? Number(field.value) : field.value;
  }
  return out;
}
for (const button of document.querySelectorAll('button[data-action]')) {
  button.addEventListener('click', async () => {
    button.disabled = true;
    let notice;
    try {
      const response = await fetch('ops/' + button.dataset.action, {
        method: 'POST', credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'x-ops-token': token },
        body: JSON.stringify(Object.assign({ remote: button.dataset.remote, revision }, fieldsOf(button))),
      });
      notice = (await response.json()).message || ('HTTP ' + response.status);
    } catch (error) {
      notice = String(error);
    }
    location.assign('ops?notice=' + encodeURIComponent(notice));
  });
}
