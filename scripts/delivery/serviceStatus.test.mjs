import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addVersion, emptyDocument, serveVersion } from '@vitrin/platform';
import { serviceStatus } from './serviceStatus.mjs';

describe('service status (./vitrin versions and the ops page)', () => {
  it('says what is in service, its contract against the host, and whether its entry answers', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-status-'));
    fs.mkdirSync(path.join(dist, 'remotes/casino/1.0.0'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'remotes/casino/1.0.0/remoteEntry.js'), '');
    let doc = emptyDocument();
    doc = serveVersion(addVersion(doc, 'casino', '1.0.0', { builtAt: 'b', contract: '1.1.0' }), 'casino', '1.0.0', 'u');
    doc = serveVersion(addVersion(doc, 'sports', '2.0.0', { builtAt: 'b', contract: '2.0.0' }), 'sports', '2.0.0', 'u');
    doc = { ...doc, host: { contract: '1.1.0', builtAt: 'h' } };
    const status = await serviceStatus(doc, dist, ['casino', 'sports', 'payments']);
    expect(status.remotes.casino).toMatchObject({ current: '1.0.0', contract: '1.1.0', compatible: true, answers: true });
    expect(status.remotes.sports).toMatchObject({ current: '2.0.0', compatible: false, answers: false });
    expect(status.remotes.payments).toMatchObject({ current: null, answers: false });
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
