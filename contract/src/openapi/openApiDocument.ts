import type { CallDefinition } from '../api/defineCall';
import { MEMBER_CALLS, MONEY_CALLS } from '../api/access';
import { emptyEnvelope } from '../api/envelope';
import { DEFAULTS } from '../constants/constants';
import { CONTRACT_VERSION } from '../version';
import { jsonSchemaOf, type JsonObject } from './jsonSchema';

/** True for a `defineCall` definition (what a namespace import of the contract holds among its exports). */
export function isCallDefinition(value: unknown): value is CallDefinition {
  if (!value || typeof value !== 'object') return false;
  const def = value as Partial<CallDefinition>;
  return (def.method === 'GET' || def.method === 'POST') && typeof def.path === 'string'
    && typeof def.request === 'object' && typeof def.response === 'object'
    && typeof def.envelope === 'boolean' && typeof def.extension === 'boolean';
}

/** Every call among a module's exports, by export name (the name becomes the operationId). */
export function callsOf(exports: Record<string, unknown>): [string, CallDefinition][] {
  return Object.entries(exports)
    .filter((entry): entry is [string, CallDefinition] => isCallDefinition(entry[1]))
    .sort(([, a], [, b]) => a.path.localeCompare(b.path));
}

const refusal = (description: string, headers?: JsonObject): JsonObject => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
});

const RETRY_AFTER: JsonObject = {
  'Retry-After': { description: 'Seconds to wait; the site shows a countdown and tries again after it.', schema: { type: 'integer', minimum: 1 } },
};

/** A GET call's request object as query parameters (the client sends each field as text). */
function queryParameters(schema: JsonObject): JsonObject[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name, in: 'query', required: required.has(name), schema: property,
  }));
}

function operation(name: string, def: CallDefinition, member: boolean, money: boolean): JsonObject {
  const request = jsonSchemaOf(def.request);
  const parameters: JsonObject[] = [
    { $ref: '#/components/parameters/Locale' },
    { $ref: '#/components/parameters/Fingerprint' },
    ...(money ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
    ...(def.method === 'GET' ? queryParameters(request) : []),
  ];
  const responses: JsonObject = {
    200: {
      description: def.envelope
        ? 'The envelope {success, message, data}. A refusal (a rule of the request, a business rule) is also a 200, with success false and the message the site shows.'
        : 'This answer carries no envelope (no success flag).',
      content: { 'application/json': { schema: jsonSchemaOf(def.response) } },
    },
    400: { $ref: '#/components/responses/BadRequest' },
    ...(member ? { 401: { $ref: '#/components/responses/Unauthorized' } } : {}),
    ...(money ? { 422: { $ref: '#/components/responses/KeyReused' } } : {}),
    429: { $ref: '#/components/responses/TooManyRequests' },
    503: { $ref: '#/components/responses/Busy' },
  };
  return {
    operationId: name,
    tags: [def.path.split('/')[0]],
    summary: `${def.method} ${def.path}${def.extension ? ' (extension)' : ''}${member ? ', member' : ''}`,
    'x-vitrin-extension': def.extension,
    'x-vitrin-envelope': def.envelope,
    'x-vitrin-member': member,
    'x-vitrin-money': money,
    // The site sends the bearer token whenever the member is signed in; public calls answer either way.
    security: member ? [{ bearer: [] }] : [{}, { bearer: [] }],
    parameters,
    ...(def.method === 'POST'
      ? { requestBody: { required: true, content: { 'application/json': { schema: request } } } }
      : {}),
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of every call among `exports` (pass `import * as contract from
 * '@vitrin/contract'`): generated from the calls' valibot schemas, never written by hand, so it
 * cannot drift from what the site sends and checks.
 */
export function openApiDocument(exports: Record<string, unknown>): JsonObject {
  const member = new Set<CallDefinition>(MEMBER_CALLS);
  const money = new Set<CallDefinition>(MONEY_CALLS);
  const paths: Record<string, JsonObject> = {};
  for (const [name, def] of callsOf(exports)) {
    const item = (paths[`/${def.path}`] ??= {});
    item[def.method.toLowerCase()] = operation(name, def, member.has(def), money.has(def));
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Vitrin backend contract',
      version: CONTRACT_VERSION,
      description: [
        "The calls the Vitrin site makes to the operator's backend, generated from @vitrin/contract.",
        'Calls marked x-vitrin-extension are the documented extensions beyond spec §7; a backend must offer them too.',
        'Paths are relative to ./api/ under the site\'s base. The notification hub is described by hub-messages.schema.json beside this file.',
      ].join(' '),
    },
    servers: [{ url: '/api', description: "The site's own origin and base; forward /api to the backend." }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token of auth/login or auth/register (data.token).' },
      },
      parameters: {
        Locale: {
          name: 'x-locale', in: 'header', required: true,
          description: `The visitor's language; messages are answered in it (default ${DEFAULTS.language}).`,
          schema: { type: 'string', enum: ['tr', 'en'] },
        },
        Fingerprint: {
          name: 'x-fingerprint', in: 'header', required: false,
          description: "The device's fingerprint, sent once the site has one.",
          schema: { type: 'string' },
        },
        IdempotencyKey: {
          name: 'Idempotency-Key', in: 'header', required: true,
          description: 'One key per submission. A repeat within 24 hours answers the first answer and books nothing; the same key on another call or with another body is a 422. A request without a key is refused (success false) and books nothing.',
          schema: { type: 'string', minLength: 1, maxLength: 200 },
        },
      },
      schemas: {
        Envelope: jsonSchemaOf(emptyEnvelope),
        Refusal: {
          type: 'object',
          required: ['success', 'message'],
          properties: { success: { const: false }, message: { type: 'string' }, data: { type: 'null' } },
        },
      },
      responses: {
        BadRequest: refusal('Text with a control character or a lone surrogate, or a body that is not JSON: refused with a message in the visitor\'s language.'),
        Unauthorized: refusal('No token, or one that is unknown, revoked or expired. The site signs the member out.'),
        KeyReused: refusal('The Idempotency-Key was used for another call or another body within 24 hours. Nothing is booked.'),
        TooManyRequests: refusal('Too many attempts (sign-in, codes); the message says why.', RETRY_AFTER),
        Busy: refusal('The backend is busy for a moment (for example password hashing under load).', RETRY_AFTER),
      },
    },
  };
}
