// jsdom without the Fetch API breaks react-router's data router (it builds a Request for every
// navigation): hand the test window Node's own Fetch classes, with Node's AbortController so
// the signals they are given are of the kind they accept.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal'];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
    // jsdom lays nothing out, so it cannot scroll; tests that care spy on this.
    this.global.scrollTo = () => undefined;
  }
}

module.exports = JsdomWithFetch;
