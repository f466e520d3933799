import type { FastifyInstance } from 'fastify';
import * as contract from '@vitrin/contract';

/** Where the sandbox serves the contract's documents (the build writes the same files into dist/). */
export const CONTRACT_DOCUMENTS = {
  openApi: '/api/openapi.json',
  hubMessages: '/api/hub-messages.schema.json',
} as const;

/**
 * The contract as a backend team reads it: the OpenAPI 3.1 document of every call and the hub's
 * messages as JSON Schema, generated from @vitrin/contract once at start (they cannot change while
 * the process runs). Sent as text so no answer hook rewrites an address inside them.
 */
export function contractDocumentRoutes(app: FastifyInstance): void {
  const openApi = JSON.stringify(contract.openApiDocument(contract as unknown as Record<string, unknown>), null, 2);
  const hubMessages = JSON.stringify(contract.hubMessagesSchema(), null, 2);
  for (const [url, body] of [[CONTRACT_DOCUMENTS.openApi, openApi], [CONTRACT_DOCUMENTS.hubMessages, hubMessages]] as const) {
    app.get(url, async (_request, reply) => reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(body));
  }
}
