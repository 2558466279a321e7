// @ts-check
// The one webpack + Module Federation config every FarmPlate app builds with.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { REACT_QUERY_PACKAGE, reactQueryEntry, sharedConfig } = require('./shared.cjs');
const { hashedFilename } = require('./filenames.cjs');
const { manifestOptions, releaseMarker } = require('./release-info.cjs');
const { MergeStartupSharedChunksPlugin } = require('./merge-startup-shared-chunks.cjs');
const { CompileStartupFilesEarlyPlugin } = require('./compile-startup-files-early.cjs');

/** Text assets worth sending compressed. */
const COMPRESSIBLE = /\.(?:js|css|html|json|svg)$/;

/** Development servers: the shell and each remote alone. */
const DEV_PORTS = { shell: 3000, marketing: 3001, farmer: 3002, kitchen: 3003, admin: 3004, delivery: 3005 };
/** Where the dev servers send /api and /storage: the API's dev server (`pnpm dev`) unless told otherwise. */
const DEV_API_ORIGIN = process.env.DEV_API_URL || 'http://localhost:8080';

/** Names of the remotes, as the shell registers them from /remotes.json. */
const REMOTE_NAMES = /** @type {const} */ (['marketing', 'farmer', 'kitchen', 'admin', 'delivery']);

/** What /remotes.json says in development: each remote's own dev server. */
const devRemotesJson = () =>
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://localhost:${DEV_PORTS[name]}/mf-manifest.json`]));

/** Source of the workspace's packages (design-system, session …), as opposed to an app's own. */
const PACKAGES_DIR = path.resolve(__dirname, '../..');
/**
 * styled-components' namespace of the packages' components. They are shared singletons, so the
 * copy that runs may come from any app's build: one namespace keeps their class names the same
 * in every build, and in the prerendered pages (shell/src/prerender), which hydrate with them.
 */
const PACKAGES_STYLE_NAMESPACE = 'farmplate';

/**
 * @param {boolean} production
 * @param {string} namespace  styled-components' class name namespace
 */
const swcLoaderOptions = (production, namespace) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    target: 'es2020',
    transform: { react: { runtime: 'automatic', development: !production } },
    experimental: {
      plugins: [
        [
          require.resolve('@swc/plugin-styled-components'),
          // Stable class names namespaced per app, so two remotes' components never share an id.
          {
            displayName: !production,
            ssr: true,
            namespace,
            pure: true,
            minify: true,
            transpileTemplateLiterals: true,
          },
        ],
      ],
    },
  },
  module: { type: 'es6' },
});

/** Files imported as URLs (art, icons, fonts). */
const ASSET_FILES = /\.(png|jpe?g|gif|webp|avif|svg|ico|woff2?)$/i;

/**
 * The swc rules of an app's own sources (styled-components namespaced by the app, so two remotes'
 * components never share a class) and of the workspace's packages (one namespace for all builds).
 * @param {boolean} production
 * @param {string} name
 * @returns {import('webpack').RuleSetRule[]}
 */
const scriptRules = (production, name) => {
  const swc = (/** @type {string} */ namespace) => ({
    loader: require.resolve('swc-loader'),
    options: swcLoaderOptions(production, namespace),
  });
  const scripts = /\.[cm]?[jt]sx?$/;
  return [
    { test: scripts, exclude: /node_modules/, include: PACKAGES_DIR, use: swc(PACKAGES_STYLE_NAMESPACE) },
    { test: scripts, exclude: [/node_modules/, PACKAGES_DIR], use: swc(name) },
  ];
};

/**
 * One HTML page for the shell and for each remote run alone. The shell's page starts fetching
 * /remotes.json while its scripts load.
 * @param {string} title
 * @param {boolean} isShell
 */
const pageTemplate = (title, isShell) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="FarmPlate: African, Caribbean, soul food and farm-to-table meals and groceries from local farmers and kitchens." />
    <meta name="theme-color" content="#2f5d3a" />
    <title>${title}</title>
    ${isShell ? '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" />' : ''}
  </head>
  <body>
    <noscript>FarmPlate needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>`;

/**
 * @typedef {object} AppOptions
 * @property {string} appDir      the app's folder (the __dirname of its webpack.config.cjs)
 * @property {'shell' | 'marketing' | 'farmer' | 'kitchen' | 'admin' | 'delivery'} name  its federation name
 * @property {string} mode        'production' | 'development' (webpack's --mode)
 * @property {string} [entry]     the page's entry: the shell's app, or a remote's standalone dev entry
 * @property {Record<string, string>} [exposes]  a remote's exposed modules ({ './App': './src/App.tsx' })
 */

/**
 * The webpack config of one app. The shell (no `exposes`) has no remote compiled in: it reads
 * /remotes.json at run time. A remote emits remoteEntry.js + mf-manifest.json with
 * `publicPath: 'auto'`, so its folder can be published at any URL without a rebuild.
 * A remote's page entry (its standalone page) is built in development only.
 * @param {AppOptions} options
 * @returns {import('webpack').Configuration & { devServer?: Record<string, unknown> }}
 */
function createAppConfig({ appDir, name, mode, entry, exposes }) {
  const production = mode !== 'development';
  const isShell = !exposes;
  const withPage = Boolean(entry) && (isShell || !production);
  const title = isShell ? 'FarmPlate' : `FarmPlate ${name} (standalone)`;

  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: withPage && entry ? { main: entry } : {},
    output: {
      path: path.join(appDir, 'dist'),
      // The shell answers deep links (/dashboard/users) with index.html: its assets need absolute
      // URLs. A remote's chunks load relative to wherever its manifest was found.
      publicPath: isShell ? '/' : 'auto',
      filename: hashedFilename,
      chunkFilename: hashedFilename,
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      alias: { [`${REACT_QUERY_PACKAGE}$`]: reactQueryEntry() },
    },
    module: {
      rules: [...scriptRules(production, name), { test: ASSET_FILES, type: 'asset/resource' }],
    },
    // Native CSS (bundled @fontsource faces) without extra loaders.
    experiments: { css: true },
    optimization: {
      minimize: production,
      minimizer: [
        new MinimizerPlugin({
          test: /\.(?:[cm]?js|css)(\?.*)?$/i,
          // @swc/core 1.13 has no extractComments; licence comments stay in the files.
          extractComments: false,
          minify: [{ implementation: MinimizerPlugin.swcMinify }, { implementation: webpack.css.syntax.cssMinify }],
        }),
      ],
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isShell ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        shared: sharedConfig(appDir),
        ...(isShell ? { runtimePlugins: [path.join(__dirname, 'provide-runtime-core.ts')] } : {}),
        shareStrategy: 'loaded-first',
        experiments: {
          asyncStartup: true,
          // The runtime keeps only what a browser app needs: no Node script loading, and in a
          // remote (which loads no remote of its own) no remote loading or manifest snapshots.
          // The shell's own runtime reads the remotes' manifests; each remoteEntry.js carries a
          // runtime too, so what a remote leaves out is weight off every page's first load.
          optimization: isShell ? { target: 'web' } : { target: 'web', disableRemote: true, disableSnapshot: true },
          // in production a remote runs on the shell's copy of the runtime (provide-runtime-core.ts);
          // a remote's standalone page (development) has no shell, so it keeps its own
          ...(production && !isShell ? { externalRuntime: true } : {}),
        },
        manifest: manifestOptions(appDir),
        dts: false,
      }),
      // the shell's startup loads its shared modules in a few chunks, not one each, and Chromium
      // compiles those and the entry while they download
      ...(isShell ? [new MergeStartupSharedChunksPlugin()] : []),
      ...(isShell && production ? [new CompileStartupFilesEarlyPlugin()] : []),
      new webpack.DefinePlugin({ 'process.env.FARMPLATE_RELEASE_MARKER': JSON.stringify(releaseMarker()) }),
      ...(withPage
        ? [
            new HtmlWebpackPlugin({
              templateContent: pageTemplate(title, isShell),
              // only the page's own entry (not a remote's remoteEntry.js), from the root: deep links
              // such as /dashboard/orders are answered with this same page
              chunks: ['main'],
              publicPath: '/',
              inject: 'body',
              scriptLoading: 'defer',
            }),
          ]
        : []),
      // Gzip and brotli copies beside each text file: the server sends them as they are
      // (no compression work per request), which cuts what a phone downloads by about 4x.
      ...(production
        ? [
            new CompressionPlugin({
              test: COMPRESSIBLE,
              algorithm: 'gzip',
              filename: '[path][base].gz',
              threshold: 1024,
            }),
            // Node's brotli defaults to the highest quality (11), right for files compressed once.
            new CompressionPlugin({
              test: COMPRESSIBLE,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              threshold: 1024,
            }),
          ]
        : []),
    ],
    devServer: {
      port: DEV_PORTS[name],
      historyApiFallback: true,
      hot: false,
      // The shell's dev server fetches each remote's manifest from another port.
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/storage'], target: DEV_API_ORIGIN, changeOrigin: true }],
      setupMiddlewares: (/** @type {any[]} */ middlewares, /** @type {any} */ server) => {
        server.app.get('/remotes.json', (/** @type {any} */ _req, /** @type {any} */ res) =>
          res.json(devRemotesJson()),
        );
        return middlewares;
      },
    },
  };
}

module.exports = { createAppConfig, scriptRules, ASSET_FILES, DEV_PORTS, REMOTE_NAMES, devRemotesJson };
