// @vitrin/platform: build time only (docs/ARCHITECTURE.md "The seams", floor 3). Imported by the
// delivery commands, the webpack builder, the dev servers, the bench and the sandbox's page
// server; never by app code.
/** What the tools need of the contract: its version and the one compatibility rule. */
export { CONTRACT_VERSION, contractMismatch, contractRange } from '@vitrin/contract';
export {
  parseManifest, readManifest, REMOTE_MANIFEST, REMOTE_NAMES, ROOT,
  type RemoteManifest, type RemoteManifestEntry,
} from './manifest';
export {
  addVersion, assertRemoteName, attributeChanges, CANARY_STEPS, promoteCanary, startCanary, stepCanary, stopCanary, compareVersions, DeliveryError, describeVersions, dropMissingVersions,
  emptyDocument, entryPath, isValidVersion, nextPatch, recordBuild, rollbackVersion, serviceStack,
  revisionOf, serveVersion, validateDocument, versionsToKeep,
  type Canary, type RemotesDocument, type RemoteState, type VersionInfo,
} from './delivery/remotesDocument';
export { devRemotesDocument, devSiteOrigins, withDevRemote } from './delivery/devRemotesDocument';
export { checkDescriptor, DESCRIPTOR_ASSET, DESCRIPTOR_FILE } from './descriptors';
export {
  FIRST_ANSWERS_ELEMENT_ID, firstPaintHtml, languageFromCookie, remotesForPath, safeAddress,
  type FirstPaintInput, type RouteTable,
} from './firstPaint/firstPaint';
export { routeTableFrom } from './firstPaint/routeTable';
// The webpack builders (Squide's defineConfig shape: one base, a host and a remote builder), behind
// every package's webpack.config.js, the build, the dev servers and the bench. webpack itself is
// loaded only when a builder runs.
export {
  HOST, readDescriptor, REMOTES,
  type BuildConfig, type BuildEnv, type BuildTarget, type ConfigFactory,
} from './webpack/baseConfig';
export { defineHostConfig } from './webpack/hostConfig';
export { defineRemoteConfig, type RemoteConfigOptions } from './webpack/remoteConfig';
export { defineConfigFor } from './webpack/configFor';
export { defineOneBundleConfig } from './webpack/oneBundle';
