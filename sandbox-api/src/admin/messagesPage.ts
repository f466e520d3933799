import type { SentMessage } from './sentMessages';

function esc(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/** The operator's outbox: SMS codes and e-mails the sandbox "sent", newest first. English only: an operator tool. */
export function messagesPage(messages: SentMessage[]): string {
  const rows = messages.map((m) => `<tr><td>${esc(m.createdAt.replace('T', ' ').slice(0, 19))}</td><td>${esc(m.kind)}</td>` +
    `<td>${esc(m.recipient)}${m.username ? ` <small>(${esc(m.username)})</small>` : ''}</td>` +
    `<td>${m.subject ? `<strong>${esc(m.subject)}</strong><br>` : ''}${esc(m.text)}</td></tr>`).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox outbox</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;color:#111}table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #ddd;padding:6px 8px;text-align:left;vertical-align:top}th{background:#f3f5f7}</style></head>
<body><h1>Sandbox outbox</h1><p>SMS codes and e-mails sent by the sandbox, newest first. Reload to refresh.</p>
<table><thead><tr><th scope="col">Sent (UTC)</th><th scope="col">Kind</th><th scope="col">Recipient</th><th scope="col">Text</th></tr></thead>
<tbody>${rows || '<tr><td colspan="4">Nothing sent yet.</td></tr>'}</tbody></table></body></html>`;
}
