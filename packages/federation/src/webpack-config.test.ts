import path from 'node:path';
import { readFileSync } from 'node:fs';
import { createAppConfig, devRemotesJson } from './webpack-config.cjs';
import { hashedFilename } from './filenames.cjs';
import { SHARED_SINGLETONS, sharedConfig } from './shared.cjs';

const repo = path.resolve(__dirname, '../../..');
const appDir = (name: string) => path.join(repo, name);
const installed = (app: string, pkg: string): string =>
  JSON.parse(readFileSync(path.join(appDir(app), 'node_modules', pkg, 'package.json'), 'utf8')).version;

type FederationOptions = {
  name: string;
  filename?: string;
  exposes?: Record<string, string>;
  remotes?: Record<string, string>;
  shared: Record<string, { singleton: boolean; requiredVersion: string; eager?: boolean }>;
  shareStrategy: string;
  manifest: { additionalData: (options: { stats: { metaData: { buildInfo: object } } }) => unknown };
  experiments: { asyncStartup: boolean };
};

function federationOf(config: ReturnType<typeof createAppConfig>): FederationOptions {
  const plugin = config.plugins?.find((candidate) => candidate?.constructor.name === 'ModuleFederationPlugin');
  return (plugin as unknown as { _options: FederationOptions })._options;
}

const shell = () =>
  createAppConfig({ appDir: appDir('shell'), name: 'shell', mode: 'production', entry: './src/main.tsx' });
const kitchen = (mode = 'production') =>
  createAppConfig({
    appDir: appDir('mfe-kitchen'),
    name: 'kitchen',
    mode,
    exposes: { './App': './src/App.tsx' },
    entry: './src/standalone.tsx',
  });

describe('shared singletons', () => {
  test('every library of the architecture and our own packages are shared, each once', () => {
    const keys = SHARED_SINGLETONS.map((item: { key: string }) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        'react',
        'react/',
        'react/jsx-runtime',
        'react-dom',
        'react-dom/',
        'react-dom/client',
        'react-router-dom',
        'styled-components',
        'jotai',
        'jotai/utils',
        '@tanstack/react-query',
        'final-form',
        'react-final-form',
        '@farmplate/session',
        '@farmplate/api-client',
        '@farmplate/api-client/core',
        '@farmplate/design-system',
        '@farmplate/design-system/core',
        '@farmplate/design-system/forms',
        '@farmplate/design-system/dialogs',
      ]),
    );
  });

  test('each is a singleton, never eager, requiring a caret range of the installed version', () => {
    const shared = sharedConfig(appDir('shell'));
    for (const [key, config] of Object.entries(shared)) {
      expect({ key, singleton: config.singleton, eager: 'eager' in config }).toEqual({
        key,
        singleton: true,
        eager: false,
      });
      expect(config.requiredVersion).toBe(`^${installed('shell', config.packageName)}`);
    }
    expect(shared.react?.requiredVersion).toBe(`^${installed('shell', 'react')}`);
    // workspace packages: the version of their package.json, not the `workspace:*` of the manifest
    expect(shared['@farmplate/session']?.requiredVersion).toBe('^1.0.0');
    // a light entry shares the version of its package
    expect(shared['@farmplate/design-system/core']).toMatchObject({
      requiredVersion: `^${installed('shell', '@farmplate/design-system')}`,
      packageName: '@farmplate/design-system',
    });
  });

  test('an app shares only what it has installed', () => {
    expect(sharedConfig(appDir('mfe-marketing'))).not.toHaveProperty(['@farmplate/order-board']);
    expect(sharedConfig(appDir('mfe-farmer'))).toHaveProperty(['@farmplate/order-board']);
  });
});

describe('file names', () => {
  test('chunks with a content hash get it in their name', () => {
    expect(hashedFilename({ chunk: { contentHash: { javascript: 'abc123' } } })).toBe('[name].[contenthash:8].js');
  });

  test('files without a JavaScript content hash keep a plain name', () => {
    expect(hashedFilename({ chunk: { contentHash: {} } })).toBe('[name].js');
    expect(hashedFilename({})).toBe('[name].js');
  });

  test('both entries and chunks are named by the function', () => {
    const { output } = kitchen();
    expect(output?.filename).toBe(hashedFilename);
    expect(output?.chunkFilename).toBe(hashedFilename);
  });
});

describe('the shell', () => {
  test('compiles no remote in, with async startup, loaded-first sharing and a manifest', () => {
    const federation = federationOf(shell());
    expect(federation.name).toBe('shell');
    expect(federation.remotes).toEqual({});
    expect(federation.exposes).toBeUndefined();
    expect(federation.experiments.asyncStartup).toBe(true);
    expect(federation.shareStrategy).toBe('loaded-first');
    expect(federation.manifest).toEqual({ additionalData: expect.any(Function) });
    expect(federation.shared).toEqual(sharedConfig(appDir('shell')));
  });

  test('serves deep links: absolute asset URLs and an HTML page', () => {
    const config = shell();
    expect(config.output?.publicPath).toBe('/');
    expect(config.entry).toEqual({ main: './src/main.tsx' });
    expect(config.plugins?.some((plugin) => plugin?.constructor.name === 'HtmlWebpackPlugin')).toBe(true);
  });
});

describe('a remote', () => {
  test('exposes ./App from remoteEntry.js with a manifest, async startup and loaded-first sharing', () => {
    const federation = federationOf(kitchen());
    expect(federation).toMatchObject({
      name: 'kitchen',
      filename: 'remoteEntry.js',
      exposes: { './App': './src/App.tsx' },
      shareStrategy: 'loaded-first',
      manifest: { additionalData: expect.any(Function) },
      experiments: { asyncStartup: true },
    });
  });

  test('writes the RemoteApp contract it implements into mf-manifest.json (the release gate reads it)', () => {
    const contract = JSON.parse(
      readFileSync(path.join(repo, 'packages/contracts/src/remote-app-contract.json'), 'utf8'),
    ).version;
    const stats = { metaData: { buildInfo: { buildVersion: '1.0.0' } } };
    expect(federationOf(kitchen()).manifest.additionalData({ stats })).toEqual({
      metaData: { buildInfo: { buildVersion: '1.0.0', remoteAppContract: contract } },
    });
  });

  test('loads its chunks relative to wherever it is published', () => {
    expect(kitchen().output?.publicPath).toBe('auto');
  });

  test('builds its standalone page in development only', () => {
    expect(kitchen('production').entry).toEqual({});
    expect(kitchen('development').entry).toEqual({ main: './src/standalone.tsx' });
  });

  test('its development server lets the shell’s dev server read its manifest', () => {
    const devServer = kitchen('development').devServer as { port: number; headers: Record<string, string> };
    expect(devServer.port).toBe(3003);
    expect(devServer.headers['Access-Control-Allow-Origin']).toBe('*');
    expect(devRemotesJson().kitchen).toBe('http://localhost:3003/mf-manifest.json');
  });
});

test('production minifies JavaScript with swc and CSS with webpack’s own minimizer; development does not minify', () => {
  const production = kitchen('production').optimization;
  expect(production?.minimize).toBe(true);
  const minimizer = production?.minimizer?.[0] as unknown as {
    options: { minimizer: { implementation: { name: string }[] } };
  };
  expect(minimizer.options.minimizer.implementation.map((minify) => minify.name)).toEqual(['swcMinify', 'cssMinify']);
  expect(kitchen('development').optimization?.minimize).toBe(false);
});
