// Remote "admin": exposes ./App (its RemoteApp); run alone with `pnpm --filter mfe-admin dev`.
const { createAppConfig } = require('@farmplate/federation');

module.exports = (_env, argv) =>
  createAppConfig({
    appDir: __dirname,
    name: 'admin',
    mode: argv.mode ?? 'production',
    exposes: { './App': './src/App.tsx' },
    entry: './src/standalone.tsx',
  });
