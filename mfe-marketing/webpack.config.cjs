// Remote "marketing": exposes ./App (its RemoteApp); run alone with `pnpm --filter mfe-marketing dev`.
// Beside it, into the same dist (so a release carries both), the islands' entry: the first and only
// script of a prerendered public page whose parts that act are islands (src/islands/start.tsx).
const { createAppConfig, plainEntryConfig } = require('@farmplate/federation');

module.exports = (_env, argv) => {
  const mode = argv.mode ?? 'production';
  const remote = createAppConfig({
    appDir: __dirname,
    name: 'marketing',
    mode,
    exposes: { './App': './src/App.tsx' },
    entry: './src/standalone.tsx',
  });
  // `webpack serve` (development) runs the remote alone
  if (process.env.WEBPACK_SERVE) return remote;
  // the remote's build cleans the folder: the islands' files, built beside it, stay
  remote.output = { ...remote.output, clean: { keep: /^islands[.-]/ } };
  const islands = plainEntryConfig({
    appDir: __dirname,
    name: 'islands',
    entry: './src/islands/start.tsx',
    namespace: 'marketing',
    mode,
    preact: true,
  });
  return [remote, islands];
};
