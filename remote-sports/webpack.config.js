// Federation build of the sports remote; every setting lives in the shared factory.
const { createConfig } = require('../scripts/webpack/createConfig');

module.exports = createConfig({ kind: 'remote', name: 'sports' });
