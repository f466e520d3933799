// Playwright loads the global setup through a default export; the logic lives in support/.
import { globalSetup } from './support/globalSetup';

// eslint-disable-next-line no-restricted-syntax -- Playwright requires a default export here.
export default globalSetup;
