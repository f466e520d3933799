// Baked in by webpack (DefinePlugin); jest has no DefinePlugin, hence the typeof guard.
export const REMOTE_ID = 'account';
export const REMOTE_VERSION: string = typeof __VITRIN_VERSION__ === 'string' ? __VITRIN_VERSION__ : 'test';
