// remotes.manifest.json, the one list of remotes, read through one schema: build, delivery, dev
// servers and the bench take the remotes from here (the host, lint, jest and the type checks read
// the same file). It holds only what the tools need before a remote is built (its folder and dev
// port); the rest of a remote's identity is its descriptor (descriptors.ts, ADR 0036). A malformed
// manifest stops every tool with the reason, not with a crash in one of them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

/** The repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const remoteName = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9]*$/, 'a remote name is lower-case letters and digits (a federation name)'));

export const remoteManifestEntrySchema = v.strictObject({
  folder: v.pipe(v.string(), v.regex(/^remote-[a-z0-9-]+$/, 'a remote folder is named remote-<name>')),
  devPort: v.pipe(v.number(), v.integer(), v.minValue(1024), v.maxValue(65535)),
});

export const remoteManifestSchema = v.pipe(
  v.strictObject({
    $comment: v.optional(v.string()),
    remotes: v.pipe(v.record(remoteName, remoteManifestEntrySchema), v.check((r) => Object.keys(r).length > 0, 'the manifest lists no remote')),
  }),
  v.check((m) => new Set(Object.values(m.remotes).map((r) => r.devPort)).size === Object.keys(m.remotes).length, 'two remotes share a dev port'),
);

export type RemoteManifest = v.InferOutput<typeof remoteManifestSchema>;
export type RemoteManifestEntry = v.InferOutput<typeof remoteManifestEntrySchema>;

/** Parses a manifest; throws with every problem's path and message. */
export function parseManifest(raw: unknown, source = 'remotes.manifest.json'): RemoteManifest {
  const result = v.safeParse(remoteManifestSchema, raw);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
  throw new Error(`${source} is not valid:\n  ${problems.join('\n  ')}`);
}

export function readManifest(root = ROOT): RemoteManifest {
  const file = path.join(root, 'remotes.manifest.json');
  return parseManifest(JSON.parse(fs.readFileSync(file, 'utf8')), file);
}

export const REMOTE_MANIFEST: Readonly<Record<string, RemoteManifestEntry>> = readManifest().remotes;
export const REMOTE_NAMES: readonly string[] = Object.keys(REMOTE_MANIFEST);
