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
export { devRemotesDocument, withDevRemote } from './delivery/devRemotesDocument';
export {
  FIRST_ANSWERS_ELEMENT_ID, firstPaintHtml, languageFromCookie, remotesForPath, safeAddress,
  type FirstPaintInput, type RouteTable,
} from './firstPaint/firstPaint';
