// jsdom lacks Node's fetch family and encoders; ky and msw need the real ones. Hand the test
// window Node's implementations (the same idea as jest-fixed-jsdom), incl. AbortController so a
// signal passed to fetch is one undici accepts.
const { TestEnvironment } = require('jest-environment-jsdom');

class VitrinJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const names = [
      'fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File',
      'TextEncoder', 'TextDecoder', 'TextEncoderStream', 'TextDecoderStream',
      'ReadableStream', 'WritableStream', 'TransformStream', 'BroadcastChannel',
      'structuredClone', 'AbortController', 'AbortSignal', 'WebSocket', 'URL', 'URLSearchParams',
    ];
    for (const name of names) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = VitrinJsdomEnvironment;
