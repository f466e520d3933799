import { CONTRACT_VERSION } from './version';

/**
 * The one compatibility rule of the platform: code built against contract X.Y.Z runs wherever the
 * contract in place satisfies `^X.Y.0` — the same major (another major changed or removed
 * something), and no older minor (a newer minor may call, emit or expect what an older one does
 * not have). The host's registry, `./vitrin use` and `rollback`, the ops page and the federation
 * share of @vitrin/shared (its required version) all use it.
 *
 * Written out rather than taken from the `semver` package: the host checks every remote it loads
 * with it, so it is on the first load of every page, where semver's Range machinery cost ~6 KB gzip
 * for one caret range. It reads versions exactly as semver 7 does without `loose` (SemVer 2.0.0,
 * an optional leading `v`, surrounding white space trimmed, at most 256 characters, numbers no
 * larger than Number.MAX_SAFE_INTEGER) and answers `satisfies(host, '^X.Y.0')` as semver does;
 * `compatibility.test.ts` checks both against the package on generated versions.
 */

const MAX_LENGTH = 256;
const NUMERIC = '0|[1-9]\\d*';
const PRERELEASE_ID = `(?:\\d*[a-zA-Z-][a-zA-Z0-9-]*|${NUMERIC})`;
const BUILD_ID = '[a-zA-Z0-9-]+';
const FULL = new RegExp(
  `^v?(${NUMERIC})\\.(${NUMERIC})\\.(${NUMERIC})` +
    `(?:-(${PRERELEASE_ID}(?:\\.${PRERELEASE_ID})*))?` +
    `(?:\\+${BUILD_ID}(?:\\.${BUILD_ID})*)?$`,
);

interface Version {
  major: number;
  minor: number;
  patch: number;
  prerelease: boolean;
}

function parseVersion(value: unknown): Version | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null;
  const match = FULL.exec(value.trim());
  if (!match) return null;
  const major = Number(match[1]);
  const minor = Number(match[2]);
  const patch = Number(match[3]);
  if (major > Number.MAX_SAFE_INTEGER || minor > Number.MAX_SAFE_INTEGER || patch > Number.MAX_SAFE_INTEGER) return null;
  return { major, minor, patch, prerelease: match[4] !== undefined };
}

/**
 * Whether `host` satisfies `^X.Y.0` for the X.Y of `built`, as semver's caret reads it:
 * `>=X.Y.0 <(X+1).0.0-0` (X > 0), `>=0.Y.0 <0.(Y+1).0-0` (X = 0), `>=0.0.0 <0.0.1-0` (0.0). A
 * prerelease host never satisfies it (no comparator carries a prerelease of its own X.Y.Z), and a
 * bound past Number.MAX_SAFE_INTEGER is no version, so nothing satisfies its range.
 */
function satisfiesCaret(host: Version, built: Version): boolean {
  if (host.prerelease) return false;
  if (built.major > 0) return built.major < Number.MAX_SAFE_INTEGER && host.major === built.major && host.minor >= built.minor;
  if (built.minor > 0) return built.minor < Number.MAX_SAFE_INTEGER && host.major === 0 && host.minor === built.minor;
  return host.major === 0 && host.minor === 0 && host.patch === 0;
}

export function contractRange(builtAgainst: string): string | null {
  const version = parseVersion(builtAgainst);
  return version ? `^${version.major}.${version.minor}.0` : null;
}

/**
 * Why a remote built against `remote` cannot run in a host that speaks `host`, or null when it
 * can (the rule of `contractRange`).
 */
export function contractMismatch(remote: unknown, host: string = CONTRACT_VERSION): string | null {
  const built = parseVersion(remote);
  if (!built) return `its contract version ${JSON.stringify(remote)} is not semver`;
  const speaks = parseVersion(host);
  if (!speaks) return `the host's contract version ${JSON.stringify(host)} is not semver`;
  if (satisfiesCaret(speaks, built)) return null;
  if (built.major !== speaks.major) return `built against contract ${String(remote)}; this host speaks ${host} (another major)`;
  return `built against contract ${String(remote)}, newer than this host's ${host}`;
}

export function isCompatibleContract(remote: unknown, host: string = CONTRACT_VERSION): boolean {
  return contractMismatch(remote, host) === null;
}
