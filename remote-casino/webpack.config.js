// Federation build of the casino remote; the remote builder over the one base (scripts/webpack).
const { defineRemoteConfig } = require('../scripts/webpack/remoteConfig');

module.exports = defineRemoteConfig('casino');
