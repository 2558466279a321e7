const base = require('../../jest.base.cjs')(__dirname, 'jsdom');

// jsdom without Node's fetch, Request and Response: jest-fixed-jsdom puts them back, so msw works.
module.exports = { ...base, testEnvironment: require.resolve('./jest-environment.cjs') };
