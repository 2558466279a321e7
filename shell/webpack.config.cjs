// The host: no remote URL is compiled in; it reads /remotes.json at run time (src/remotes/federation.ts).
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { createAppConfig } = require('@farmplate/federation');
// the webpack the shared config builds with (one instance: its plugins check their compiler)
const webpack = require(require.resolve('webpack', { paths: [require.resolve('@farmplate/federation')] }));

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

/**
 * The app's providers (src/app/App.tsx) use only the light entries of design-system and
 * api-client (theme, toasts, the query client), but name the full packages: read them from the
 * light entries, so the full ones (dialogs, tables, portal calls, live updates) stay out of every
 * page's first load. Remove once App.tsx imports '@farmplate/design-system/core' and
 * '@farmplate/api-client/core' itself.
 */
const providersUseLightEntries = () =>
  new webpack.NormalModuleReplacementPlugin(/^@farmplate\/(design-system|api-client)$/, (resolveData) => {
    const issuer = resolveData.contextInfo?.issuer ?? '';
    if (issuer === path.join(__dirname, 'src', 'app', 'App.tsx')) resolveData.request = `${resolveData.request}/core`;
  });

module.exports = (_env, argv) => {
  const config = createAppConfig({
    appDir: __dirname,
    name: 'shell',
    mode: argv.mode ?? 'production',
    entry: './src/main.tsx',
  });
  config.plugins = [...(config.plugins ?? []), new FaviconPlugin(), providersUseLightEntries()];
  return config;
};
