// Some packages are shared as a module of our own that re-exports, by name, what the apps use
// (shared.cjs SHARED_IMPORTS): React Router as 'react-router-dom', React Query as
// '@tanstack/react-query', jotai as 'jotai' and 'jotai/utils'. The apps import the package's specifier and get that module in the browser: a
// name it does not re-export would be undefined at run time, with no build error.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as reactQuery from '@tanstack/react-query';
import * as jotai from 'jotai';
import * as jotaiUtils from 'jotai/utils';
import * as reactRouterDom from 'react-router-dom';
import * as sharedJotai from './shared-jotai';
import * as sharedJotaiUtils from './shared-jotai-utils';
import * as sharedQuery from './shared-query';
import * as sharedRouter from './shared-router';
import { sharedConfig } from './shared.cjs';

const repo = path.resolve(__dirname, '../../..');
const SOURCE_FOLDERS = [
  'shell/src',
  'mfe-marketing/src',
  'mfe-farmer/src',
  'mfe-kitchen/src',
  'mfe-admin/src',
  'mfe-delivery/src',
];
// @farmplate/testing runs in jest only, on the packages themselves (its data routers included)
const packageSources = readdirSync(path.join(repo, 'packages'))
  .filter((name) => name !== 'testing')
  .map((name) => `packages/${name}/src`);
const OWN_MODULES = ['shared-router.ts', 'shared-query.ts', 'shared-jotai.ts', 'shared-jotai-utils.ts'].map((file) =>
  path.join('packages/federation/src', file),
);
/** The first entries built without Module Federation (plain-entry-config.cjs): they import the packages themselves. */
const PLAIN_ENTRIES = ['mfe-marketing/src/islands/start.tsx', 'shell/src/signIn/start.tsx'];

/** Each app source file (no tests), with its text. */
function appSources(): { file: string; text: string }[] {
  return [...SOURCE_FOLDERS, ...packageSources].flatMap((folder) =>
    readdirSync(path.join(repo, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file))
      .map((file) => path.join(folder, file))
      .filter((file) => !OWN_MODULES.includes(file) && !PLAIN_ENTRIES.includes(file))
      .map((file) => ({ file, text: readFileSync(path.join(repo, file), 'utf8') })),
  );
}

/** Every name imported as a value from `specifier` (type-only imports are erased), with a file importing it. */
function valueImports(specifier: string): Map<string, string> {
  const names = new Map<string, string>();
  const statement = /import\s+(type\s+)?\{([^}]+)\}\s+from\s+'([^']+)'/g;
  for (const { file, text } of appSources()) {
    for (const [, typeOnly, specifiers = '', from] of text.matchAll(statement)) {
      if (typeOnly || from !== specifier) continue;
      for (const name of specifiers.split(',').map((part) => part.trim())) {
        if (!name || name.startsWith('type ')) continue;
        names.set(name.split(/\s+as\s+/)[0] ?? name, file);
      }
    }
  }
  return names;
}

/** Every module specifier the apps import from, matching `pattern`. */
function importedSpecifiers(pattern: RegExp): string[] {
  const specifiers = new Set<string>();
  for (const { text } of appSources()) {
    for (const [, from = ''] of text.matchAll(/from\s+'([^']+)'/g)) if (pattern.test(from)) specifiers.add(from);
  }
  return [...specifiers].sort();
}

const SHARED_MODULES = [
  { specifier: 'react-router-dom', ownModule: sharedRouter, pkg: reactRouterDom, minimum: 10 },
  { specifier: '@tanstack/react-query', ownModule: sharedQuery, pkg: reactQuery, minimum: 6 },
  { specifier: 'jotai', ownModule: sharedJotai, pkg: jotai, minimum: 4 },
  { specifier: 'jotai/utils', ownModule: sharedJotaiUtils, pkg: jotaiUtils, minimum: 1 },
] as const;

describe.each(SHARED_MODULES)("what the apps share as '$specifier'", ({ specifier, ownModule, pkg, minimum }) => {
  test('holds every value the apps import from it', () => {
    const imported = valueImports(specifier);
    expect(imported.size).toBeGreaterThanOrEqual(minimum);
    const missing = [...imported]
      .filter(([name]) => name in pkg && !(name in ownModule))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  test('behaves as the package: the same functions, not copies', () => {
    for (const [name, value] of Object.entries(ownModule)) {
      expect({ name, same: value === (pkg as Record<string, unknown>)[name] }).toEqual({ name, same: true });
    }
  });

  test('is provided from our module', () => {
    const shared = sharedConfig(path.join(repo, 'shell'));
    expect(path.basename(shared[specifier]?.import ?? '')).toMatch(/^shared-[a-z-]+\.ts$/);
  });
});

test("the apps import React Router as 'react-router-dom' and jotai as 'jotai' or 'jotai/utils' only", () => {
  // any other subpath would be bundled into each app on its own: a second router, store or React context
  expect(importedSpecifiers(/^(react-router|jotai)/)).toEqual(['jotai', 'jotai/utils', 'react-router-dom']);
  const shared = Object.keys(sharedConfig(path.join(repo, 'shell')));
  expect(shared.filter((key) => /^(react-router|jotai)/.test(key))).toEqual([
    'react-router-dom',
    'jotai',
    'jotai/utils',
  ]);
});
