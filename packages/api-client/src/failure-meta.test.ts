import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The error path (docs/engineering.md): every query and mutation names its failure toast in
 * `meta.errorMessage` (the QueryCache/MutationCache shows it once) or says the screen reports it
 * (`REPORTED_BY_SCREEN`). A call without meta would fail silently or be toasted from a screen's effect.
 */
const ROOT = path.resolve(__dirname, '../../..');
// every remote (mfe-*) is read from the folder, so a new portal is covered without changing this test
const SOURCE_DIRS = ['packages', 'shell', ...readdirSync(ROOT).filter((name) => name.startsWith('mfe-'))];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'e2e', 'test-support'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

interface Call {
  where: string;
  hasErrorMessage: boolean;
}

function queryCalls(file: string): Call[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const calls: Call[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      ['useQuery', 'useMutation', 'useInfiniteQuery', 'useSuspenseQuery'].includes(node.expression.text)
    ) {
      const [options] = node.arguments;
      const meta =
        options && ts.isObjectLiteralExpression(options)
          ? options.properties.find((property) => property.name?.getText(source) === 'meta')
          : undefined;
      const value = meta && ts.isPropertyAssignment(meta) ? meta.initializer : undefined;
      const hasErrorMessage =
        !!value &&
        (ts.isIdentifier(value) ||
          (ts.isObjectLiteralExpression(value) &&
            value.properties.some((property) => property.name?.getText(source) === 'errorMessage')));
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      calls.push({ where: `${path.relative(ROOT, file)}:${line + 1}`, hasErrorMessage });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

const calls = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).flatMap(queryCalls);

test('the app has its queries and mutations (the scan finds them)', () => {
  expect(calls.length).toBeGreaterThan(60);
  expect(SOURCE_DIRS).toEqual(expect.arrayContaining(['mfe-delivery', 'mfe-farmer', 'mfe-admin']));
});

test('every query and mutation declares meta.errorMessage or REPORTED_BY_SCREEN', () => {
  expect(calls.filter((call) => !call.hasErrorMessage).map((call) => call.where)).toEqual([]);
});
