// Federation build of the sports remote; the remote builder over the one base (scripts/webpack).
const { defineRemoteConfig } = require('../scripts/webpack/remoteConfig');

module.exports = defineRemoteConfig('sports');
