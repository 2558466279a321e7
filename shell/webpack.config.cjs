// The host: no remote URL is compiled in; it reads /remotes.json at run time (src/remotes/federation.ts).
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { createAppConfig, plainEntryConfig, scriptRules, releaseMarker, ASSET_FILES } = require('@farmplate/federation');

// The HTML plugin instance the shared config uses (its hooks are per instance).
const HtmlWebpackPlugin = require(
  require.resolve('html-webpack-plugin', { paths: [require.resolve('@farmplate/federation')] }),
);

const FAVICONS = [
  { file: 'favicon.svg', tag: { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' } },
  // browsers that ask for /favicon.ico on their own get one too
  { file: 'favicon.ico', tag: { rel: 'alternate icon', type: 'image/x-icon', href: '/favicon.ico' } },
];

/** Emits the site's favicons at the root of the build and links them from the page's <head>. */
class FaviconPlugin {
  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FaviconPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FaviconPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const { file } of FAVICONS) {
            const source = path.join(__dirname, 'public', file);
            compilation.fileDependencies.add(source);
            compilation.emitAsset(file, new sources.RawSource(readFileSync(source)));
          }
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FaviconPlugin', (data) => {
        data.headTags.push(
          ...FAVICONS.map(({ tag }) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', tag, undefined, { plugin: 'FaviconPlugin' }),
          ),
        );
        return data;
      });
    });
  }
}

/** public/start-after-first-screen.js, which starts the shell on a prerendered page (src/prerender/pageTemplate.ts). */
const START_SCRIPT = path.join(__dirname, 'public', 'start-after-first-screen.js');

/**
 * Emits the start script of the prerendered pages with a content hash in its name (cached for good;
 * minified with the build's scripts). The prerender finds it by its name (src/prerender/prerender.ts).
 */
class StartScriptPlugin {
  apply(compiler) {
    const { sources, Compilation, util } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StartScriptPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartScriptPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(START_SCRIPT);
          const source = readFileSync(START_SCRIPT);
          const hash = util.createHash('xxhash64').update(source).digest('hex').slice(0, 8);
          compilation.emitAsset(`start-after-first-screen.${hash}.js`, new sources.RawSource(source));
        },
      );
    });
  }
}

const MARKETING_SRC = path.resolve(__dirname, '../mfe-marketing/src');
/**
 * Where the browser loads the marketing build's files from: the bundled build's folder, or a
 * release's (`pnpm release marketing` builds the prerender again with PRERENDER_MARKETING_URL).
 */
const marketingUrl = () => process.env.PRERENDER_MARKETING_URL ?? '/remotes/marketing/';

/**
 * The prerender (src/prerender/prerender.ts) built for Node into .prerender/: the shell's App with the
 * marketing remote's source bundled in. Same swc rules as the browser builds, so styled-components
 * name every class as they do and the browser hydrates the markup as it is; images get the URLs
 * the browser computes (the marketing build's under marketingUrl(), the shell's under /).
 */
const prerenderConfig = (mode) => {
  const production = mode !== 'development';
  return {
    name: 'prerender',
    mode: production ? 'production' : 'development',
    target: 'node20',
    context: __dirname,
    devtool: false,
    entry: { prerender: './src/prerender/prerender.ts' },
    output: { path: path.join(__dirname, '.prerender'), filename: '[name].cjs', clean: true },
    // __dirname is the bundle's folder (it finds dist/ beside it)
    node: { __dirname: false },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      alias: {
        'marketing/App$': path.join(MARKETING_SRC, 'App.tsx'),
        'marketing/islands$': path.join(MARKETING_SRC, 'islands/pages.ts'),
      },
    },
    module: {
      rules: [
        {
          include: MARKETING_SRC,
          oneOf: [
            ...scriptRules(production, 'marketing'),
            {
              test: ASSET_FILES,
              type: 'asset/resource',
              generator: {
                emit: false,
                filename: 'assets/[name].[contenthash:8][ext]',
                publicPath: marketingUrl(),
              },
            },
          ],
        },
        {
          exclude: MARKETING_SRC,
          oneOf: [
            ...scriptRules(production, 'shell'),
            {
              test: ASSET_FILES,
              type: 'asset/resource',
              generator: { emit: false, filename: 'assets/[name].[contenthash:8][ext]', publicPath: '/' },
            },
          ],
        },
        // the fonts' CSS is inlined by the prerender itself, from the browser build
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new (require('webpack').DefinePlugin)({
        // as the browser build of the same code says it
        'process.env.FARMPLATE_RELEASE_MARKER': JSON.stringify(releaseMarker()),
        // the bundle runs from any folder (a release's is built elsewhere); it reads the shell's build
        'process.env.PRERENDER_SHELL_DIR': JSON.stringify(__dirname),
        // where the pages load the marketing build's islands' entry from (its files are read from
        // that build's folder: the bundled one, or the release's)
        'process.env.PRERENDER_MARKETING_URL': JSON.stringify(marketingUrl()),
      }),
    ],
  };
};

module.exports = (_env, argv) => {
  const mode = argv.mode ?? 'production';
  const config = createAppConfig({
    appDir: __dirname,
    name: 'shell',
    mode,
    entry: './src/main.tsx',
  });
  config.plugins = [...(config.plugins ?? []), new FaviconPlugin(), new StartScriptPlugin()];
  // `webpack serve` (development) runs the browser app only
  if (process.env.WEBPACK_SERVE) return config;
  // the sign-in screens' own first entry, built beside the app (src/signIn/start.tsx); the app's
  // build cleans the folder and keeps its files
  config.output = { ...config.output, clean: { keep: /^sign-in[.-]/ } };
  const signIn = plainEntryConfig({
    appDir: __dirname,
    name: 'sign-in',
    entry: './src/signIn/start.tsx',
    namespace: 'shell',
    mode,
    preact: true,
  });
  return [config, signIn, prerenderConfig(mode)];
};
