// What a casino build carries beyond its everyday pages, chosen when it is built
// (`VITRIN_FEATURES=tournaments node scripts/delivery/cli.mjs release casino`). The release drill
// builds such a version to prove a remote release adds a route and a menu entry with no host build
// (ADR 0036). webpack bakes the list into the browser code (DefinePlugin `__VITRIN_FEATURES__`);
// the descriptor is also read by Node at build time, and jest has no DefinePlugin, hence the
// environment fallback.
const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
const features = (typeof __VITRIN_FEATURES__ === 'string' ? __VITRIN_FEATURES__ : (env?.VITRIN_FEATURES ?? ''))
  .split(',')
  .map((feature) => feature.trim());

/** The tournaments page (`/casino/tournaments`) and its menu entry. */
export const WITH_TOURNAMENTS = features.includes('tournaments');
