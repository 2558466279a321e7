// The apps import 'react-router-dom', and in the browser they get shared-router.ts: a name they
// import that it does not re-export would be undefined at run time, with no build error.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as reactRouterDom from 'react-router-dom';
import * as sharedRouter from './shared-router';
import { sharedConfig } from './shared.cjs';

const repo = path.resolve(__dirname, '../../..');
const SOURCE_FOLDERS = ['shell/src', 'mfe-marketing/src', 'mfe-farmer/src', 'mfe-kitchen/src', 'mfe-admin/src'];
// @farmplate/testing runs in jest only, on the package itself (its data routers included)
const packageSources = readdirSync(path.join(repo, 'packages'))
  .filter((name) => name !== 'testing')
  .map((name) => `packages/${name}/src`);

function sourceFiles(folder: string): string[] {
  const absolute = path.join(repo, folder);
  return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file))
    .map((file) => path.join(absolute, file));
}

/** Every name imported as a value from React Router (type-only imports are erased). */
function routerValueImports(): Map<string, string> {
  const names = new Map<string, string>();
  const statement = /import\s+(type\s+)?\{([^}]+)\}\s+from\s+'(react-router(?:-dom)?(?:\/[a-z]+)?)'/g;
  for (const file of [...SOURCE_FOLDERS, ...packageSources].flatMap(sourceFiles)) {
    for (const [, typeOnly, specifiers = ''] of readFileSync(file, 'utf8').matchAll(statement)) {
      if (typeOnly) continue;
      for (const specifier of specifiers.split(',').map((part) => part.trim())) {
        if (!specifier || specifier.startsWith('type ')) continue;
        names.set(specifier.split(/\s+as\s+/)[0] ?? specifier, path.relative(repo, file));
      }
    }
  }
  return names;
}

test("every React Router value the apps import is in what they share as 'react-router-dom'", () => {
  const imported = routerValueImports();
  expect(imported.size).toBeGreaterThan(10);
  const missing = [...imported]
    .filter(([name]) => name in reactRouterDom && !(name in sharedRouter))
    .map(([name, file]) => `${name} (${file})`);
  expect(missing).toEqual([]);
});

test("the apps import React Router as 'react-router-dom' only: 'react-router' is not shared", () => {
  const direct = [...SOURCE_FOLDERS, ...packageSources]
    .flatMap(sourceFiles)
    .filter((file) => /from 'react-router(\/[a-z]+)?'/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(repo, file))
    .filter((file) => file !== 'packages/federation/src/shared-router.ts');
  expect(direct).toEqual([]);
  const shared = sharedConfig(path.join(repo, 'shell'));
  expect(Object.keys(shared)).not.toContain('react-router');
  expect(shared['react-router-dom']?.import).toBe(path.join(__dirname, 'shared-router.ts'));
});

test('what is shared behaves as the package: the same functions, not copies', () => {
  for (const [name, value] of Object.entries(sharedRouter)) {
    expect({ name, same: value === (reactRouterDom as Record<string, unknown>)[name] }).toEqual({ name, same: true });
  }
});
