// Federation build of the host shell: the host builder of @vitrin/platform (TypeScript, loaded
// through tsx, which webpack-cli's CommonJS loading does not do by itself).
const { defineHostConfig } = require('tsx/cjs/api').require('@vitrin/platform', __filename);

module.exports = defineHostConfig();
