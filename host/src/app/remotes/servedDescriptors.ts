import { parseRemoteDescriptor, REMOTE_NAMES, type RemoteDescriptor, type RemoteName } from '@vitrin/contract';

// The descriptors of the remote versions in service (ADR 0036): the host builds its remote routes
// (which prefixes patch which remote, under which parent) and its menu entries into the remotes
// from them. Set once before the first render from remotes.json; a release reaches players at
// their next page load, like the remote's code.

export type Descriptors = Partial<Record<RemoteName, RemoteDescriptor>>;

/** The descriptors baked in at the host's build (jest has none), read like untrusted data. */
function builtIn(): Descriptors {
  const raw = typeof __VITRIN_BUILT_DESCRIPTORS__ === 'undefined' ? [] : __VITRIN_BUILT_DESCRIPTORS__;
  const found: Descriptors = {};
  for (const item of Array.isArray(raw) ? raw : []) {
    const parsed = parseRemoteDescriptor(item);
    if ('descriptor' in parsed && (REMOTE_NAMES as string[]).includes(parsed.descriptor.name)) {
      found[parsed.descriptor.name] = parsed.descriptor;
    }
  }
  return found;
}

let served: Descriptors = builtIn();

/**
 * Puts the descriptors of the versions in service in force. A remote remotes.json does not
 * describe (unreadable document, a version recorded before descriptors) keeps the one the host
 * was built with, so its pages still show the section or its fallback rather than not-found.
 */
export function serveDescriptors(fromDocument: Descriptors): void {
  served = { ...builtIn(), ...fromDocument };
}

/** The descriptor in force for a remote, if any. */
export function descriptorOf(name: RemoteName): RemoteDescriptor | undefined {
  return served[name];
}

/** Every descriptor in force, in the order of the one list of remotes. */
export function servedDescriptors(): RemoteDescriptor[] {
  return REMOTE_NAMES.flatMap((name) => (served[name] ? [served[name]] : []));
}
