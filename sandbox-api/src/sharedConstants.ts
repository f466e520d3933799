import { HUB, FOOTER_PROVIDERS } from '@vitrin/contract';

// @vitrin/contract is an ES module package, so its `export *` names import like any other.
export const HUB_METHOD: string = HUB.method;
export const FOOTER_PROVIDER_NAMES: readonly string[] = FOOTER_PROVIDERS;
