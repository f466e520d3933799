// Plain `node` runs this file: release, versions, use and rollback (./vitrin, the sandbox's ops page, the e2e drills).
// The platform it uses (@vitrin/platform, @vitrin/contract) is TypeScript, so tsx's loader is
// registered first and the command's own modules are read after it (ADR 0031).
import { ensureDeps } from '../ensureDeps.mjs';

ensureDeps();
const { register } = await import('tsx/esm/api');
register();
await import('./deliveryCli.mjs');
