// Shared jest settings: TypeScript and JSX through swc, jsdom for UI code, node for servers.
const path = require('node:path');

/** @param {string} dir  the package folder; @param {'jsdom'|'node'} environment */
module.exports = function jestConfig(dir, environment = 'jsdom') {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: environment,
    // A UI test's time limit only guards against a hang, never measures speed: with four workers
    // on two loaded cores a test runs at a fraction of its speed, and 5 s failed tests by chance.
    ...(environment === 'jsdom' ? { testTimeout: 30_000 } : {}),
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // node_modules is not transformed, except ESM-only packages listed here
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm/)?(file-type|strtok3|token-types|peek-readable|@tokenizer|uint8array-extras|until-async|rettime)[@/])',
    ],
    moduleNameMapper: {
      '\\.(css)$': require.resolve('./jest.style-stub.cjs'),
      '\\.(png|jpe?g|gif|webp|svg|woff2?)$': require.resolve('./jest.file-stub.cjs'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [require.resolve('./jest.setup-dom.cjs')] : [],
  };
};
