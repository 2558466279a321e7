const base = require('../jest.base.cjs')(__dirname, 'jsdom');

module.exports = { ...base, testEnvironment: require.resolve('./jest.environment.cjs') };
