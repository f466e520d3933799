/** Semver of the contract (events, calls, module shape). Adding is minor; changing or removing is major. */
export const CONTRACT_VERSION = '1.0.0';
export const CONTRACT_MAJOR = 1;

export function majorOf(version: string): number {
  const major = Number.parseInt(version.split('.')[0] ?? '', 10);
  return Number.isFinite(major) ? major : -1;
}

export function isCompatibleContract(version: unknown): boolean {
  return typeof version === 'string' && majorOf(version) === CONTRACT_MAJOR;
}
