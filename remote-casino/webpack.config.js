// Federation build of the casino remote; every setting lives in the shared factory.
const { createConfig } = require('../scripts/webpack/createConfig');

module.exports = createConfig({ kind: 'remote', name: 'casino' });
