/**
 * Semver of the contract (events, calls, module shape, slots). Adding is minor; changing or
 * removing is major. A remote bundles this file, so the value it reports is the one it was built
 * against, not the host's (ADR 0007).
 * 1.2.0: the @vitrin/shared runtime offers the search, digit-mask, resend-countdown and load hooks
 * that remotes now take from the host instead of carrying their own copies.
 * 1.3.0: the runtime offers useCloseOnBack (the phone's Back closes the topmost overlay), which
 * the remotes' dialogs use.
 */
export const CONTRACT_VERSION = '1.3.0';
export const CONTRACT_MAJOR = 1;

interface Semver {
  major: number;
  minor: number;
}

function parse(version: unknown): Semver | null {
  if (typeof version !== 'string') return null;
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version.trim());
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]) };
}

export function majorOf(version: string): number {
  return parse(version)?.major ?? -1;
}

/**
 * Why a remote built against `remote` cannot run in a host that speaks `host`, or null when it
 * can: another major changed or removed something; a newer minor may call or emit what this host
 * does not know.
 */
export function contractMismatch(remote: unknown, host: string = CONTRACT_VERSION): string | null {
  const r = parse(remote);
  const h = parse(host);
  if (!r) return `its contract version ${JSON.stringify(remote)} is not semver`;
  if (!h) return `the host's contract version ${JSON.stringify(host)} is not semver`;
  if (r.major !== h.major) return `built against contract ${String(remote)}; this host speaks ${host} (another major)`;
  if (r.minor > h.minor) return `built against contract ${String(remote)}, newer than this host's ${host}`;
  return null;
}

export function isCompatibleContract(remote: unknown, host: string = CONTRACT_VERSION): boolean {
  return contractMismatch(remote, host) === null;
}
