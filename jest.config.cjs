// Every app and package keeps its own jest.config.cjs (built on jest.base.cjs); this runs them all.
module.exports = {
  projects: ['<rootDir>/packages/*/jest.config.cjs', '<rootDir>/shell/jest.config.cjs', '<rootDir>/mfe-*/jest.config.cjs'],
};
