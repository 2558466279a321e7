// Remote "kitchen": exposes ./App (its RemoteApp); run alone with `pnpm --filter mfe-kitchen dev`.
const { createAppConfig } = require('@farmplate/federation');

module.exports = (_env, argv) =>
  createAppConfig({
    appDir: __dirname,
    name: 'kitchen',
    mode: argv.mode ?? 'production',
    exposes: { './App': './src/App.tsx' },
    entry: './src/standalone.tsx',
  });
