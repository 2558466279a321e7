// @ts-check
// The modules every FarmPlate app shares as singletons (ARCHITECTURE.md "Module Federation").
// Declared here once so the shell and the remotes can never disagree about them.
// @farmplate/contracts is deliberately NOT shared: it holds no state (constants, schemas,
// validators), and a shared module is bundled whole, which put its schemas, precompiled
// validators and ajv (about 77 KB gzip) into the first load of every page. Bundled into each
// app instead, webpack keeps only what that app's code uses, in the chunk that uses it.
// For the same reason (bundled whole) design-system and api-client each have a light entry,
// '<package>/core' (and design-system '/forms' and '/dialogs'), shared as a singleton of its
// own: the public pages and the shell's first screen import only those, and never load the
// menus, selects, tables, portal calls or live-updates stream of the full entry, which re-exports
// them through the package specifiers (one instance of each module at run time).
const fs = require('node:fs');
const path = require('node:path');

/**
 * Share keys, each with the package its version comes from. A key ending in '/' shares every
 * subpath of the package (react/jsx-runtime, react-dom/client …); the subpaths
 * webpack must match exactly are also listed on their own (measured: see ARCHITECTURE.md).
 * @type {ReadonlyArray<{ key: string, packageName: string }>}
 */
const SHARED_SINGLETONS = /** @type {Array<[string, string]>} */ ([
  ['react', 'react'],
  ['react/', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react/jsx-dev-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['react-router-dom', 'react-router-dom'],
  ['styled-components', 'styled-components'],
  ['jotai', 'jotai'],
  ['jotai/utils', 'jotai'],
  ['@tanstack/react-query', '@tanstack/react-query'],
  ['final-form', 'final-form'],
  ['react-final-form', 'react-final-form'],
  ['@farmplate/session', '@farmplate/session'],
  ['@farmplate/api-client', '@farmplate/api-client'],
  ['@farmplate/api-client/core', '@farmplate/api-client'],
  ['@farmplate/design-system', '@farmplate/design-system'],
  ['@farmplate/design-system/core', '@farmplate/design-system'],
  ['@farmplate/design-system/forms', '@farmplate/design-system'],
  ['@farmplate/design-system/dialogs', '@farmplate/design-system'],
  ['@farmplate/order-board', '@farmplate/order-board'],
]).map(([key, packageName]) => ({ key, packageName }));

/**
 * Share keys provided from a module of our own instead of the package: the part of React Router
 * (shared-router.ts) and of jotai (shared-jotai.ts, shared-jotai-utils.ts) the apps use, so the
 * share holds that, not the whole package. The package itself is bundled inside (its subpaths are
 * no share keys), where webpack drops its unused exports. shared-imports.test.ts keeps them whole.
 * @type {Record<string, { import: string }>}
 */
const SHARED_IMPORTS = {
  'react-router-dom': { import: path.join(__dirname, 'shared-router.ts') },
  '@tanstack/react-query': { import: path.join(__dirname, 'shared-query.ts') },
  jotai: { import: path.join(__dirname, 'shared-jotai.ts') },
  'jotai/utils': { import: path.join(__dirname, 'shared-jotai-utils.ts') },
};

/**
 * The name shared-query.ts imports React Query by (a webpack alias and a jest mapping to the
 * package's entry): its own name is the share key, which would resolve to shared-query.ts again.
 */
const REACT_QUERY_PACKAGE = '@farmplate/federation/react-query-package';

/** The ES module entry of React Query, as its package exports it to a bundler. */
function reactQueryEntry() {
  const manifest = require.resolve('@tanstack/react-query/package.json', { paths: [__dirname] });
  const { exports } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  return path.join(path.dirname(manifest), exports['.'].import.default);
}

/**
 * The version of `packageName` as installed for the app in `appDir`, or null when the app does
 * not depend on it. Read from the installed package.json: the app's manifest says `catalog:` or
 * `workspace:*`, neither of which is a semver range.
 * @param {string} packageName
 * @param {string} appDir
 * @returns {string | null}
 */
function installedVersion(packageName, appDir) {
  // node_modules/<name> is where pnpm links every direct dependency of the app.
  const manifest = path.join(appDir, 'node_modules', packageName, 'package.json');
  if (!fs.existsSync(manifest)) return null;
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}

/**
 * The `shared` option of an app's ModuleFederationPlugin: every singleton the app has installed,
 * never eager (asyncStartup loads them before the app starts), with a caret range of the
 * installed version so a remote built later with a compatible patch still shares the same copy.
 * @param {string} appDir
 * @returns {Record<string, { singleton: true, requiredVersion: string, version: string, packageName: string, import?: string }>}
 */
function sharedConfig(appDir) {
  /** @type {Record<string, { singleton: true, requiredVersion: string, version: string, packageName: string, import?: string }>} */
  const shared = {};
  for (const { key, packageName } of SHARED_SINGLETONS) {
    const version = installedVersion(packageName, appDir);
    if (version === null) continue;
    shared[key] = { singleton: true, requiredVersion: `^${version}`, version, packageName, ...SHARED_IMPORTS[key] };
  }
  return shared;
}

module.exports = { SHARED_SINGLETONS, REACT_QUERY_PACKAGE, reactQueryEntry, installedVersion, sharedConfig };
