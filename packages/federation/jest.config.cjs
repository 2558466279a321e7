const base = require('../../jest.base.cjs')(__dirname, 'node');
const { REACT_QUERY_PACKAGE } = require('./src/shared.cjs');

// shared-query.ts imports React Query by the name the apps' webpack config aliases (shared.cjs)
module.exports = {
  ...base,
  moduleNameMapper: { ...base.moduleNameMapper, [`^${REACT_QUERY_PACKAGE}$`]: '@tanstack/react-query' },
};
