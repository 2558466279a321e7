// The host: no remote URL is compiled in; it reads /remotes.json at run time (src/remotes/federation.ts).
const { createAppConfig } = require('@farmplate/federation');

module.exports = (_env, argv) =>
  createAppConfig({ appDir: __dirname, name: 'shell', mode: argv.mode ?? 'production', entry: './src/main.tsx' });
