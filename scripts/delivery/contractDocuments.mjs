// The contract as documents for a backend team, written beside the build: dist/openapi.json (every
// call, OpenAPI 3.1) and dist/hub-messages.schema.json, generated from @vitrin/contract; the sandbox
// serves the same at /api/openapi.json and /api/hub-messages.schema.json.
import fs from 'node:fs';
import path from 'node:path';
import * as contract from '@vitrin/contract';

/** Writes both documents into distDir; returns their paths. */
export function writeContractDocuments(distDir) {
  const files = {
    'openapi.json': contract.openApiDocument({ ...contract }),
    'hub-messages.schema.json': contract.hubMessagesSchema(),
  };
  return Object.entries(files).map(([name, document]) => {
    const file = path.join(distDir, name);
    fs.writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
    return file;
  });
}
