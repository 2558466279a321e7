// Remote "delivery": exposes ./App (its RemoteApp); run alone with `pnpm --filter mfe-delivery dev`.
const { createAppConfig } = require('@farmplate/federation');

module.exports = (_env, argv) =>
  createAppConfig({
    appDir: __dirname,
    name: 'delivery',
    mode: argv.mode ?? 'production',
    exposes: { './App': './src/App.tsx' },
    entry: './src/standalone.tsx',
  });
