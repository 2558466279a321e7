const base = require('../jest.base.cjs')(__dirname, 'jsdom');

// The API fakes of @farmplate/testing are msw handlers: they need the environment it provides.
module.exports = { ...base, testEnvironment: require.resolve('@farmplate/testing/jest-environment') };
