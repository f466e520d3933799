import major from 'semver/functions/major';
import parse from 'semver/functions/parse';
import satisfies from 'semver/functions/satisfies';
import valid from 'semver/functions/valid';
import { CONTRACT_VERSION } from './version';

/**
 * The one compatibility rule of the platform, on the `semver` package (its own file, so code that
 * only needs CONTRACT_VERSION does not bundle semver): code built against
 * contract X.Y.Z runs wherever the contract in place satisfies `^X.Y.0` — the same major (another
 * major changed or removed something), and no older minor (a newer minor may call, emit or expect
 * what an older one does not have). The host's registry, `./vitrin use` and `rollback`, the ops
 * page and the federation share of @vitrin/shared (its required version) all use it.
 */
export function contractRange(builtAgainst: string): string | null {
  const version = parse(builtAgainst);
  return version ? `^${version.major}.${version.minor}.0` : null;
}

/**
 * Why a remote built against `remote` cannot run in a host that speaks `host`, or null when it
 * can (the rule of `contractRange`).
 */
export function contractMismatch(remote: unknown, host: string = CONTRACT_VERSION): string | null {
  const range = typeof remote === 'string' && valid(remote) ? contractRange(remote) : null;
  if (!range) return `its contract version ${JSON.stringify(remote)} is not semver`;
  if (!valid(host)) return `the host's contract version ${JSON.stringify(host)} is not semver`;
  if (satisfies(host, range)) return null;
  if (major(remote as string) !== major(host)) return `built against contract ${String(remote)}; this host speaks ${host} (another major)`;
  return `built against contract ${String(remote)}, newer than this host's ${host}`;
}

export function isCompatibleContract(remote: unknown, host: string = CONTRACT_VERSION): boolean {
  return contractMismatch(remote, host) === null;
}
