import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSandbox, tempDir } from './helpers';
import type { Sandbox } from './helpers';

jest.setTimeout(60000);

// Failure telemetry: the host's beacon (text/plain JSON), a table per day, failures per version per hour on the ops page.
let sb: Sandbox;
beforeAll(async () => {
  const dist = tempDir('vitrin-telemetry-');
  writeFileSync(path.join(dist, 'remotes.json'), JSON.stringify({ schemaVersion: 1, remotes: {} }));
  sb = await startSandbox({ distDir: dist });
});
afterAll(async () => {
  await sb?.stop();
});

const beacon = (report: unknown) => sb.server.app.inject({
  method: 'POST', url: '/api/telemetry/failures',
  headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify(report),
});

test('stores each page load and failure and shows failures per remote version per hour', async () => {
  for (let i = 0; i < 4; i += 1) {
    const page = `page${i}aaaaaaaaaa`;
    const failed = i < 3;
    const answer = await beacon({
      page,
      ran: [{ remote: 'casino', version: '1.0.3', canary: true }, { remote: 'payments', version: '1.0.0', canary: false }],
      failures: failed ? [{ remote: 'casino', version: '1.0.3', kind: 'boundary' }, { remote: 'casino', version: '1.0.3', kind: 'chunk-load', phase: 'onLoad' }] : [],
    });
    expect(answer.statusCode).toBe(200);
  }
  // The same page reporting again (a second hide) is still one page load.
  expect((await beacon({ page: 'page0aaaaaaaaaa', ran: [{ remote: 'casino', version: '1.0.3', canary: true }], failures: [] })).statusCode).toBe(200);

  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  const stored = await sb.server.db.query<{ n: string }>(`SELECT COUNT(*) AS n FROM telemetry_${day} WHERE kind = 'boundary'`);
  expect(Number(stored[0]!.n)).toBe(3);

  const view = await sb.server.app.inject({ method: 'GET', url: '/sandbox/ops' });
  expect(view.body).toContain('Failures per remote version per hour');
  // casino 1.0.3: 4 page loads, 6 failures, 3 of 4 pages failed.
  expect(view.body).toMatch(/<th scope="row">casino<\/th><td>1\.0\.3 \(canary\)<\/td><td>4<\/td><td>6<\/td><td class="bad">75\.0 %<\/td>/);
  expect(view.body).toMatch(/<th scope="row">payments<\/th><td>1\.0\.0<\/td><td>4<\/td><td>0<\/td><td class="ok">0\.0 %<\/td>/);
});

test('refuses a report that is not the contract\'s: free text, an unknown remote or kind', async () => {
  const freeText = await beacon({ page: 'pageXaaaaaaaaaa', ran: [], failures: [{ remote: 'casino', version: '1.0.3', kind: 'boundary', phase: 'user demo@x.com' }] });
  expect(freeText.json()).toMatchObject({ success: false });
  const unknown = await beacon({ page: 'pageXaaaaaaaaaa', ran: [{ remote: 'poker', version: '1', canary: false }], failures: [] });
  expect(unknown.json()).toMatchObject({ success: false });
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  expect(await sb.server.db.query(`SELECT 1 FROM telemetry_${day} WHERE page = 'pageXaaaaaaaaaa'`)).toEqual([]);
  const broken = await sb.server.app.inject({ method: 'POST', url: '/api/telemetry/failures', headers: { 'content-type': 'text/plain' }, payload: '{' });
  expect(broken.statusCode).toBe(400);
});
