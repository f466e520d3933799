// Federation build of the account remote: the remote builder of @vitrin/platform (TypeScript, loaded
// through tsx, which webpack-cli's CommonJS loading does not do by itself).
const { defineRemoteConfig } = require('tsx/cjs/api').require('@vitrin/platform', __filename);

module.exports = defineRemoteConfig('account');
