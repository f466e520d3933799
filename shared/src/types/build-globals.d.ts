// Constants webpack's DefinePlugin bakes into every build (platform/src/webpack/baseConfig.ts).
/** Version of the package being built: a remote's release version, or the host's. */
declare const __VITRIN_VERSION__: string;
/** Federation name of the package being built: 'vitrin_host', 'sports', 'casino', 'account', 'payments'. */
declare const __VITRIN_REMOTE__: string;
/** The optional features a build was asked for (`VITRIN_FEATURES`, comma-separated; '' for none). */
declare const __VITRIN_FEATURES__: string;
/**
 * The host only: the remotes' descriptors of the sources it was built with, its fallback when
 * remotes.json describes no version of a remote (ADR 0036). Unchecked data: parsed like remotes.json.
 */
declare const __VITRIN_BUILT_DESCRIPTORS__: unknown;
