// Plain `node` runs this file: the production build (`node scripts/delivery/build-all.mjs`, ./vitrin build).
// The platform it uses (@vitrin/platform, @vitrin/contract) is TypeScript, so tsx's loader is
// registered first and the command's own modules are read after it (ADR 0031).
import { ensureDeps } from '../ensureDeps.mjs';

ensureDeps();
const { register } = await import('tsx/esm/api');
register();
await import('./buildAll.mjs');
