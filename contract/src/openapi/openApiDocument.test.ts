/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as contract from '../index';
import { MEMBER_CALLS, MONEY_CALLS } from '../api/access';
import type { CallDefinition } from '../api/defineCall';
import type { Validator } from '@seriousme/openapi-schema-validator';
import { callsOf, isCallDefinition, openApiDocument } from './openApiDocument';
import { hubMessagesSchema } from './hubSchema';

type Operation = Record<string, unknown> & { operationId: string; 'x-vitrin-extension': boolean; security: unknown[]; parameters: { $ref?: string }[] };

const doc = openApiDocument(contract as unknown as Record<string, unknown>);
const paths = doc.paths as Record<string, Record<string, Operation>>;
const operationOf = (def: CallDefinition) => paths[`/${def.path}`]?.[def.method.toLowerCase()];

/** Every defineCall in a file under src/api, found from the files themselves, not from the index. */
function callsInFiles(): { file: string; name: string; def: CallDefinition }[] {
  const root = path.join(__dirname, '..', 'api');
  const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  return files.flatMap((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- every call file, loaded by path
    const exports = require(path.join(root, file)) as Record<string, unknown>;
    return Object.entries(exports).filter(([, value]) => isCallDefinition(value))
      .map(([name, def]) => ({ file, name, def: def as CallDefinition }));
  });
}

/** The real OpenAPI validator is an ES module reading its schemas beside itself, so it runs in node. */
type Validation = Awaited<ReturnType<Validator['validate']>>;

function validate(document: unknown): Validation {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-openapi-')), 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(document));
  const out = execFileSync(process.execPath, ['--input-type=module', '-e',
    "const { Validator } = await import('@seriousme/openapi-schema-validator');"
    + 'console.log(JSON.stringify(await new Validator().validate(process.argv[1])));', file],
  { cwd: path.join(__dirname, '..', '..'), encoding: 'utf8' });
  return JSON.parse(out) as Validation;
}

describe('the OpenAPI document generated from the contract', () => {
  it('is a valid OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(validate(doc)).toEqual({ valid: true });
  });

  it('the validator refuses a broken document (so the check above means something)', () => {
    const broken = { ...doc, paths: { ...paths, '/auth/login': { post: { responses: 'none' } } } };
    expect(validate(broken).valid).toBe(false);
  });

  it('lists every call defined in a file of the contract, exported from its index', () => {
    const found = callsInFiles();
    expect(found.length).toBeGreaterThan(40);
    const missing = found.filter(({ def }) => !operationOf(def)).map(({ file, name }) => `${file}: ${name}`);
    expect(missing).toEqual([]);
    for (const { name, def } of found) {
      expect(operationOf(def)!.operationId).toBe(name);
      expect(operationOf(def)!['x-vitrin-extension']).toBe(def.extension);
    }
    expect(callsOf(contract as unknown as Record<string, unknown>)).toHaveLength(new Set(found.map(({ def }) => def)).size);
  });

  it('marks member calls with the bearer scheme and money calls with a required Idempotency-Key', () => {
    for (const def of MEMBER_CALLS) expect(operationOf(def)!.security).toEqual([{ bearer: [] }]);
    expect(operationOf(contract.login)!.security).toEqual([{}, { bearer: [] }]);
    for (const def of MONEY_CALLS) {
      expect(operationOf(def)!.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
      expect(Object.keys(operationOf(def)!.responses as object)).toEqual(expect.arrayContaining(['401', '422']));
    }
    expect(operationOf(contract.userBalance)!.parameters).not.toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
  });

  it('sends the request schema of a GET call as query parameters, of a POST call as the body', () => {
    expect(operationOf(contract.login)!.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: ['username', 'password'] } } },
    });
    expect(operationOf(contract.cmsGrouped)!.requestBody).toBeUndefined();
  });
});

describe('the hub messages JSON Schema', () => {
  it('names the push, its payloads and the protocol frames', () => {
    const schema = hubMessagesSchema();
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    const defs = schema.$defs as Record<string, { properties?: Record<string, unknown> }>;
    expect(Object.keys(defs)).toEqual(expect.arrayContaining(['HubMessage', 'NotificationPush', 'BalancePush', 'HubInvocation', 'HubClose']));
    expect(defs.HubInvocation?.properties?.target).toEqual({ const: contract.HUB.method });
    expect(defs.NotificationPush?.properties).toHaveProperty('timeStamp');
  });
});
