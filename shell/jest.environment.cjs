// The test kit's environment (jsdom with Node's Fetch classes, for msw and react-router's data
// router), plus a window that does not scroll: jsdom lays nothing out; tests that care spy on it.
const FarmPlateTestEnvironment = require('@farmplate/testing/jest-environment');

class ShellTestEnvironment extends FarmPlateTestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.scrollTo = () => undefined;
  }
}

module.exports = ShellTestEnvironment;
