// The release gate lets a remote run on a shell when the shell's copy of every shared singleton
// satisfies the caret range the remote was built with (contracts' release-compatibility.ts). Our
// own singletons (@farmplate/api-client, design-system, session, order-board) are versioned by
// their package.json, so that gate only works if the version moves when what the package exports
// moves: a remote built against a new export of api-client 1.0.0 would pass under a shell whose
// api-client 1.0.0 lacks it, and fail at run time. This test holds that: each shared entry's value
// exports are recorded with the package's version in shared-exports.json, and a change of exports
// without a new version fails. After bumping the version (minor for an added export, major for a
// removed one), record the new list: UPDATE_SHARED_EXPORTS=1 pnpm exec jest <this file>.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { SHARED_SINGLETONS } from './shared.cjs';

const repo = path.resolve(__dirname, '../../..');
const RECORD = path.resolve(__dirname, '../shared-exports.json');

interface PackageJson {
  name: string;
  version: string;
  main?: string;
  exports?: Record<string, string>;
}

const packageJsonOf = (name: string): PackageJson =>
  JSON.parse(readFileSync(path.join(repo, 'packages', name.replace('@farmplate/', ''), 'package.json'), 'utf8'));

/** The source file a specifier of ours ('@farmplate/api-client/core') resolves to. */
function entryOf(specifier: string): string {
  const [scope = '', name = '', ...rest] = specifier.split('/');
  const pkg = packageJsonOf(`${scope}/${name}`);
  const subpath = rest.length ? `./${rest.join('/')}` : '.';
  const file = pkg.exports?.[subpath] ?? (subpath === '.' ? pkg.main : undefined);
  if (!file) throw new Error(`${specifier} is not an entry of ${pkg.name}`);
  return path.join(repo, 'packages', name, file);
}

function resolveModule(from: string, specifier: string): string | null {
  if (specifier.startsWith('@farmplate/')) return entryOf(specifier);
  if (!specifier.startsWith('.')) return null; // another package's names are that package's
  const base = path.resolve(path.dirname(from), specifier);
  const found = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(existsSync);
  if (!found) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return found;
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The names a module exports at run time (types and interfaces left out), following re-exports. */
function valueExports(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const target =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? resolveModule(file, statement.moduleSpecifier.text)
          : null;
      if (!statement.exportClause) {
        if (target) valueExports(target, seen).forEach((name) => names.add(name));
        continue;
      }
      if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) if (!element.isTypeOnly) names.add(element.name.text);
      } else names.add(statement.exportClause.name.text);
    } else if (isExported(statement)) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      } else if (
        (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) &&
        statement.name
      ) {
        names.add(statement.name.text);
      }
    } else if (ts.isExportAssignment(statement)) names.add('default');
  }
  return names;
}

type Record_ = Record<string, { version: string; exports: string[] }>;

const ownSingletons = [...new Set(SHARED_SINGLETONS.map((singleton) => singleton.key))].filter((key) =>
  key.startsWith('@farmplate/'),
);
const current: Record_ = Object.fromEntries(
  ownSingletons.map((key) => {
    const [scope = '', name = ''] = key.split('/');
    return [
      key,
      { version: packageJsonOf(`${scope}/${name}`).version, exports: [...valueExports(entryOf(key))].sort() },
    ];
  }),
);

if (process.env.UPDATE_SHARED_EXPORTS) writeFileSync(RECORD, `${JSON.stringify(current, null, 2)}\n`);
const recorded = JSON.parse(readFileSync(RECORD, 'utf8')) as Record_;

test('every shared singleton of ours is recorded, with its exports read from its entry', () => {
  expect(ownSingletons).toEqual(expect.arrayContaining(['@farmplate/api-client', '@farmplate/api-client/core']));
  expect(Object.keys(recorded).sort()).toEqual([...ownSingletons].sort());
  expect(current['@farmplate/api-client']?.exports).toContain('useInventoryItems');
});

test.each(ownSingletons)('%s: its exports change only with a new version', (key) => {
  const was = recorded[key]!;
  const now = current[key]!;
  const added = now.exports.filter((name) => !was.exports.includes(name));
  const removed = was.exports.filter((name) => !now.exports.includes(name));
  const changed = added.length + removed.length > 0;
  const problem =
    changed && now.version === was.version
      ? `${key} ${now.version} now exports differently (added: ${added.join(', ') || 'none'}; removed: ${
          removed.join(', ') || 'none'
        }) under the same version, so the release gate cannot tell a remote built with it from one built ` +
        `before: bump its package.json version (minor for an addition, major for a removal), then record it ` +
        `with UPDATE_SHARED_EXPORTS=1`
      : now.version !== was.version
        ? `${key} is version ${now.version}, the record says ${was.version}: record it with UPDATE_SHARED_EXPORTS=1`
        : null;
  expect(problem).toBeNull();
});
