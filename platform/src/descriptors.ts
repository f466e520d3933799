// A remote's descriptor (remote-<name>/src/descriptor.ts, ADR 0036) as the build handles it: the
// remote's builder reads the remote's own TypeScript, checks it here with the contract's schema and
// writes it beside the entry (DESCRIPTOR_ASSET); build and release record that file in remotes.json.
import path from 'node:path';
import { parseRemoteDescriptor, type RemoteDescriptor } from '@vitrin/contract';

/** The file a remote declares itself in, relative to its folder. */
export const DESCRIPTOR_FILE = path.join('src', 'descriptor.ts');
/** The descriptor as built, beside remoteEntry.js in the version's folder. */
export const DESCRIPTOR_ASSET = 'descriptor.json';

/** Checks a descriptor found for `name`; throws with the reason. */
export function checkDescriptor(name: string, raw: unknown, source: string): RemoteDescriptor {
  const parsed = parseRemoteDescriptor(raw);
  if ('problem' in parsed) throw new Error(`${source}: the descriptor is not valid (${parsed.problem})`);
  if (parsed.descriptor.name !== name) throw new Error(`${source}: the descriptor names "${parsed.descriptor.name}", the manifest "${name}"`);
  return parsed.descriptor;
}
