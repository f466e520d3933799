// The one entry to the webpack builders for tools that pick the package by name (delivery,
// dev servers, bench): a host builder and a remote builder over one base (baseConfig.js,
// hostConfig.js, remoteConfig.js), so the federation settings cannot drift between packages.
'use strict';

const { readDescriptor, HOST, REMOTES, ROOT } = require('./baseConfig.js');
const { defineHostConfig } = require('./hostConfig.js');
const { defineRemoteConfig } = require('./remoteConfig.js');

/**
 * @param {{ kind: 'host' | 'remote', name?: string }} options  name: a key of REMOTES for remotes
 * @returns {import('./baseConfig.js').ConfigFactory}
 */
function createConfig(options) {
  return options.kind === 'host' ? defineHostConfig() : defineRemoteConfig(options.name);
}

module.exports = { createConfig, readDescriptor, REMOTES, HOST, ROOT };
