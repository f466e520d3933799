import * as sharedNamespace from '@vitrin/shared';

/*
 * @vitrin/shared is a CommonJS package to Node; its `export *` re-exports (constants, enums) are not
 * seen as named exports when an ES module imports it under tsx. Reading them off the module object
 * works under tsx and jest alike.
 */
const shared = ((sharedNamespace as unknown as { default?: typeof sharedNamespace }).default ?? sharedNamespace);

export const HUB_METHOD: string = shared.HUB.method;
export const FOOTER_PROVIDER_NAMES: readonly string[] = shared.FOOTER_PROVIDERS;
