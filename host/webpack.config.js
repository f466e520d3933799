// Federation build of the host shell; every setting lives in the shared factory.
const { createConfig } = require('../scripts/webpack/createConfig');

module.exports = createConfig({ kind: 'host' });
