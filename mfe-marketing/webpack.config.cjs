// Remote "marketing": exposes ./App (its RemoteApp); run alone with `pnpm --filter mfe-marketing dev`.
const { createAppConfig } = require('@farmplate/federation');

module.exports = (_env, argv) =>
  createAppConfig({
    appDir: __dirname,
    name: 'marketing',
    mode: argv.mode ?? 'production',
    exposes: { './App': './src/App.tsx' },
    entry: './src/standalone.tsx',
  });
