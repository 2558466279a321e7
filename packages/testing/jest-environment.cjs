// The jest environment for tests that use the API fakes (msw): jsdom with Node's fetch, Request and
// Response (jest-fixed-jsdom), and Node's Blob and File, so a FormData keeps the files a test uploads.
const { Blob, File } = require('node:buffer');
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

class FarmPlateTestEnvironment extends (FixedJSDOMEnvironment.default ?? FixedJSDOMEnvironment) {
  constructor(...args) {
    super(...args);
    this.global.Blob = Blob;
    this.global.File = File;
  }
}

module.exports = FarmPlateTestEnvironment;
