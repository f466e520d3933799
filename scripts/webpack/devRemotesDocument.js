// The remotes.json the dev host serves (`./vitrin dev`): every remote from its own dev server.
// It must pass the host's registry like a released document does: the registry refuses a version
// whose recorded contract is not one it can run, so the dev servers record the contract their
// sources are built against (the same CONTRACT_VERSION the remote's bundle reports).
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const VERSION_FILE = path.join(__dirname, '..', '..', 'contract', 'src', 'version.ts');

/** CONTRACT_VERSION of @vitrin/contract's sources, recorded with every remote version. */
function contractVersion() {
  const match = /CONTRACT_VERSION\s*=\s*'([^']+)'/.exec(fs.readFileSync(VERSION_FILE, 'utf8'));
  if (!match) throw new Error(`CONTRACT_VERSION not found in ${VERSION_FILE}`);
  return match[1];
}

/**
 * @param {Record<string, { port: number }>} remotes  name → dev server port
 * @param {string} [at]  ISO time of the document
 */
function devRemotesDocument(remotes, at = new Date().toISOString()) {
  const contract = contractVersion();
  const doc = { schemaVersion: 1, remotes: {} };
  for (const [name, { port }] of Object.entries(remotes)) {
    doc.remotes[name] = {
      current: 'dev',
      versions: { dev: { entry: `http://localhost:${port}/remoteEntry.js`, builtAt: at, contract } },
      history: [{ version: 'dev', at, action: 'use' }],
    };
  }
  return doc;
}

module.exports = { contractVersion, devRemotesDocument };
