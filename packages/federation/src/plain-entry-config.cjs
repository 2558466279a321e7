// @ts-check
// A first entry without Module Federation: a small bundle a prerendered page starts with (the
// marketing remote's islands, the shell's sign-in forms), built beside the federated build into the
// same dist folder, so a release carries it. Same swc rules as the federated build and the prerender
// (scriptRules): styled-components' class names are the same on all three sides.
const path = require('node:path');
const webpack = require('webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ASSET_FILES, scriptRules } = require('./webpack-config.cjs');
const { REACT_QUERY_PACKAGE, reactQueryEntry } = require('./shared.cjs');
const { releaseMarker } = require('./release-info.cjs');
const { CompileStartupFilesEarlyPlugin } = require('./compile-startup-files-early.cjs');

/** The attribute of the style elements a plain entry's styled-components writes. */
const STYLED_ATTRIBUTE = 'data-styled-plain';

/** The manifest a plain entry's build writes: the prerender reads which files to link from it. */
const PLAIN_ENTRY_MANIFEST = (/** @type {string} */ name) => `${name}.entry.json`;

/**
 * Writes `<name>.entry.json`: the entry's files and, for each lazy chunk named by its import's
 * webpackChunkName, its files, so the prerender can preload a page's chunks beside the entry.
 */
class PlainEntryManifestPlugin {
  /** @param {string} name */
  constructor(name) {
    this.name = name;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PlainEntryManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PlainEntryManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entry = compilation.entrypoints.get(this.name);
          /** @type {Record<string, string[]>} */
          const chunks = {};
          for (const group of compilation.chunkGroups) {
            if (!group.name || group === entry) continue;
            chunks[group.name] = group.getFiles().filter((file) => file.endsWith('.js'));
          }
          const manifest = {
            entry: entry?.getFiles().filter((file) => file.endsWith('.js')) ?? [],
            chunks,
          };
          compilation.emitAsset(
            PLAIN_ENTRY_MANIFEST(this.name),
            new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/**
 * React's modules as Preact's compatibility layer gives them: a plain entry hydrates a few small parts
 * of a server-rendered page, where React DOM's size and start (its scheduler, its event system) cost
 * more than the parts do. The federated app keeps React: only these four names are replaced, and only
 * in the builds that ask for it.
 */
function preactAliases() {
  const compat = require.resolve('preact/compat');
  const compatFile = (/** @type {string} */ file) => path.join(path.dirname(compat), '..', file);
  return {
    react$: compat,
    'react-dom$': compat,
    'react-dom/client$': compatFile('client.mjs'),
    'react/jsx-runtime$': compatFile('jsx-runtime.mjs'),
    'react/jsx-dev-runtime$': compatFile('jsx-dev-runtime.mjs'),
  };
}

/**
 * React Router's production build: the package's exports name only its development build (checks and
 * warnings a visitor never sees, and more to evaluate at start) under every condition a browser build
 * resolves with; its production build is the same API, in the package beside it.
 * @param {string} appDir the app's folder, from which its React Router resolves
 */
function productionRouterAliases(appDir) {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [appDir] })), 'dist');
  return {
    'react-router$': path.join(dist, 'production', 'index.mjs'),
    'react-router/dom$': path.join(dist, 'production', 'dom-export.mjs'),
  };
}

/**
 * @param {object} options
 * @param {string} options.appDir   the app's folder
 * @param {string} options.name     the entry's name ('islands'): its files are `<name>.<hash>.js`, `<name>-<chunk>.<hash>.js`
 * @param {string} options.entry    its source
 * @param {string} options.namespace styled-components' namespace of the app's own sources (its federation name)
 * @param {string} options.mode     'production' | 'development'
 * @param {boolean} [options.preact] build it on Preact (preact/compat) instead of React DOM
 * @returns {import('webpack').Configuration}
 */
function plainEntryConfig({ appDir, name, entry, namespace, mode, preact = false }) {
  const production = mode !== 'development';
  return {
    name,
    mode: production ? 'production' : 'development',
    context: appDir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { [name]: preact ? [require.resolve('./preact-effects-after-commit.mjs'), entry] : entry },
    output: {
      path: path.join(appDir, 'dist'),
      // its chunks load from where the entry was found (a release's folder, the bundled build's)
      publicPath: 'auto',
      filename: `${name}.[contenthash:8].js`,
      chunkFilename: `${name}-[name].[contenthash:8].js`,
      uniqueName: `${namespace}-${name}`,
      // source maps name the app's files as its federated build does (webpack://marketing/src/…)
      devtoolNamespace: namespace,
      // the federated build of the same folder cleans it and keeps these files; this one removes
      // only its own files of an earlier build
      clean: { keep: (/** @type {string} */ file) => !file.startsWith(`${name}.`) && !file.startsWith(`${name}-`) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      alias: {
        [`${REACT_QUERY_PACKAGE}$`]: reactQueryEntry(),
        ...(production ? productionRouterAliases(appDir) : {}),
        ...(preact ? preactAliases() : {}),
      },
    },
    module: {
      rules: [
        ...scriptRules(production, namespace),
        // art has the URL the federated build gives it (same name and hash), never a copy of its own
        {
          test: ASSET_FILES,
          type: 'asset/resource',
          generator: { emit: false, filename: 'assets/[name].[contenthash:8][ext]' },
        },
        { test: /\.css$/, type: 'javascript/auto', use: require.resolve('./empty-module-loader.cjs') },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [
        new MinimizerPlugin({
          test: /\.[cm]?js(\?.*)?$/i,
          extractComments: false,
          minify: [{ implementation: MinimizerPlugin.swcMinify }],
        }),
      ],
      // each lazy chunk holds what it needs that the entry lacks: a page loads its own chunk only
      splitChunks: false,
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.FARMPLATE_RELEASE_MARKER': JSON.stringify(releaseMarker()),
        // styled-components' attribute (its documented SC_ATTR): the prerendered page's rules are in
        // a style element of another name, so this build's styled-components neither reads them into
        // a sheet of its own at start nor removes that element (which restyles the whole page); the
        // few rules it writes while hydrating go beside them
        // (it reads `process.env` only where `process` is defined: it is, with this one name)
        process: JSON.stringify({ env: { SC_ATTR: STYLED_ATTRIBUTE } }),
      }),
      new PlainEntryManifestPlugin(name),
      ...(production
        ? [
            // the entry runs as soon as it arrives and calls most of what it holds: compiled while it
            // downloads (V8's compile hint), as the app's startup files are
            new CompileStartupFilesEarlyPlugin(),
            new CompressionPlugin({ test: /\.js$/, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024 }),
            new CompressionPlugin({
              test: /\.js$/,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              threshold: 1024,
            }),
          ]
        : []),
    ],
  };
}

module.exports = { plainEntryConfig, PLAIN_ENTRY_MANIFEST };
