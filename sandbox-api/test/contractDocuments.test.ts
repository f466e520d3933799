import * as contract from '@vitrin/contract';
import { MEMBER_CALLS, hubMessagesSchema, openApiDocument, type CallDefinition } from '@vitrin/contract';
import { CONTRACT_DOCUMENTS } from '../src/http/contractDocuments';
import { startSandbox, type Sandbox } from './helpers';

const exportsOfContract = contract as unknown as Record<string, unknown>;
const everyCall = Object.values(exportsOfContract).filter(
  (value): value is CallDefinition => !!value && typeof value === 'object' && 'path' in value && 'request' in value && 'response' in value,
);

describe('the contract documents served by the sandbox', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.stop();
  });

  it('GET /api/openapi.json answers the OpenAPI 3.1 document of every call of the contract', async () => {
    const response = await fetch(`${sandbox.url}${CONTRACT_DOCUMENTS.openApi}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc).toEqual(openApiDocument(exportsOfContract));
    expect(everyCall.length).toBeGreaterThan(40);
    const missing = everyCall.filter((def) => !doc.paths[`/${def.path}`]?.[def.method.toLowerCase()]).map((def) => def.path);
    expect(missing).toEqual([]);
  });

  it('serves the hub messages JSON Schema beside it', async () => {
    const response = await fetch(`${sandbox.url}${CONTRACT_DOCUMENTS.hubMessages}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(hubMessagesSchema());
  });

  // The document marks member calls from the contract's list; this proves the list is what the
  // backend does: 401 without a token for exactly those calls.
  it('answers 401 without a token for exactly the calls the document marks as member calls', async () => {
    const member = new Set<CallDefinition>(MEMBER_CALLS);
    const wrong: string[] = [];
    for (const def of everyCall) {
      const status = (await sandbox.raw(def, {})).status;
      if ((status === 401) !== member.has(def)) wrong.push(`${def.path}: ${status}`);
    }
    expect(wrong).toEqual([]);
  });
});
