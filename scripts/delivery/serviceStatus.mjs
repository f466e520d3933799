// What ops want to see at a glance, per remote: the version in service, its contract, whether its
// entry answers, its versions and history. `./vitrin versions` prints it; `./vitrin versions --json`
// gives the same data to the sandbox's ops page (sandbox-api/src/admin/opsPage.ts).
import fs from 'node:fs';
import path from 'node:path';
import { contractMismatch, REMOTE_NAMES, revisionOf } from '@vitrin/platform';

/**
 * Does the entry of the version in service answer? A relative entry is a file of dist/ (what the
 * server serves); an absolute one (a dev server) is asked with a HEAD request, 2 s at most.
 */
export async function entryAnswers(distDir, entry) {
  if (/^https?:\/\//i.test(entry)) {
    try {
      const response = await fetch(entry, { method: 'HEAD', signal: AbortSignal.timeout(2000) });
      return response.ok;
    } catch {
      return false;
    }
  }
  const file = path.resolve(distDir, entry);
  return file.startsWith(path.resolve(distDir) + path.sep) && fs.existsSync(file);
}

export async function serviceStatus(doc, distDir, remotes = REMOTE_NAMES) {
  const host = doc.host ?? null;
  const out = {};
  for (const name of remotes) {
    const entry = doc.remotes[name];
    const current = entry?.current ?? null;
    const info = current ? entry.versions[current] : null;
    out[name] = {
      current,
      contract: info?.contract ?? null,
      compatible: info?.contract && host?.contract ? contractMismatch(info.contract, host.contract) === null : null,
      entry: info?.entry ?? null,
      answers: info ? await entryAnswers(distDir, info.entry) : false,
      canary: entry?.canary ?? null,
      versions: entry?.versions ?? {},
      history: entry?.history ?? [],
    };
  }
  return { revision: revisionOf(doc), host, remotes: out };
}
