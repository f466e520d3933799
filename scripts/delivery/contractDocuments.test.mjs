import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { login, deposit } from '@vitrin/contract';
import { writeContractDocuments } from './contractDocuments.mjs';

describe('writeContractDocuments (what each build writes beside dist/remotes.json)', () => {
  it('writes the OpenAPI document and the hub messages schema generated from the contract', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-docs-'));
    try {
      const written = writeContractDocuments(dist);
      expect(written.map((file) => path.basename(file))).toEqual(['openapi.json', 'hub-messages.schema.json']);
      const openApi = JSON.parse(fs.readFileSync(path.join(dist, 'openapi.json'), 'utf8'));
      expect(openApi.openapi).toBe('3.1.0');
      expect(openApi.paths[`/${login.path}`].post.operationId).toBe('login');
      expect(openApi.paths[`/${deposit.path}`].post['x-vitrin-money']).toBe(true);
      const hub = JSON.parse(fs.readFileSync(path.join(dist, 'hub-messages.schema.json'), 'utf8'));
      expect(hub.$defs.HubMessage.required).toEqual(['command', 'message']);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
