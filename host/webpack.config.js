// Federation build of the host shell; the host builder over the one base (scripts/webpack).
const { defineHostConfig } = require('../scripts/webpack/hostConfig');

module.exports = defineHostConfig();
