// Plain `node` runs this file (`./vitrin dev`): the dev servers (devServers.mjs) read the platform,
// which is TypeScript, so tsx's loader is registered first, in this process. Run under the tsx
// command instead, a TERM reached tsx's wrapper, not the dev servers, and the sandbox they started
// was left running.
const { register } = await import('tsx/esm/api');

register();
await import('./devServers.mjs');
