// Remote "farmer": exposes ./App (its RemoteApp); run alone with `pnpm --filter mfe-farmer dev`.
const { createAppConfig } = require('@farmplate/federation');

module.exports = (_env, argv) =>
  createAppConfig({
    appDir: __dirname,
    name: 'farmer',
    mode: argv.mode ?? 'production',
    exposes: { './App': './src/App.tsx' },
    entry: './src/standalone.tsx',
  });
