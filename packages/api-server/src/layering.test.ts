import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The shape of the server, checked on every run (packages/api-server/README.md, "Layout"):
 * infrastructure (config → db → http) below the domains, the domains in a fixed order, and the
 * composition (app, server, seed, test helpers) on top. An import may only run downwards or
 * within its own folder.
 */
const SRC = __dirname;

/** Lowest first. Domains of the same rank are peers: neither imports the other. */
const RANKS: [folder: string, rank: number][] = [
  ['config', 0],
  ['db', 1],
  ['http', 2],
  ['platform', 3],
  ['accounts', 4],
  ['marketing', 5],
  ['catalog', 5],
  ['produce', 5],
  ['live-updates', 5],
  // loyalty points: earned on orders by a trigger, spent at checkout on a free delivery
  ['loyalty', 5],
  ['orders', 6],
  ['delivery', 7],
  // farm boxes make orders from subscriptions and purchases (orders/box-orders-repository)
  ['boxes', 8],
];
const TOP = 9;
const DOMAINS = [
  'platform',
  'accounts',
  'marketing',
  'catalog',
  'produce',
  'live-updates',
  'orders',
  'delivery',
  'boxes',
  'loyalty',
];

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** Runtime modules: every .ts file under src but the tests. */
const modules = walk(SRC)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => path.relative(SRC, file).split(path.sep).join('/'));

/** The folder a module belongs to ('' for the composition files at the top of src). */
const folderOf = (module: string) => (module.includes('/') ? module.split('/')[0]! : '');
const rankOf = (module: string) => RANKS.find(([folder]) => folder === folderOf(module))?.[1] ?? TOP;
const isRoutes = (module: string) => /(^|[/-])routes\.ts$/.test(module);

/** Every relative import of a module (static, dynamic, re-exports, types included), as module paths. */
function importsOf(module: string): string[] {
  const text = readFileSync(path.join(SRC, module), 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => {
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(module), specifier));
    return modules.includes(`${resolved}.ts`) ? `${resolved}.ts` : `${resolved}/index.ts`;
  });
}

const graph = new Map(modules.map((module) => [module, importsOf(module)]));
const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));
const describeEdges = (list: { from: string; to: string }[]) => list.map(({ from, to }) => `${from} → ${to}`);

test('every relative import names a module of src', () => {
  expect(describeEdges(edges.filter(({ to }) => !modules.includes(to)))).toEqual([]);
});

test('no import runs from a lower layer up to a higher one, and peer domains do not import each other', () => {
  const upward = edges.filter(({ from, to }) => {
    if (folderOf(from) === folderOf(to)) return false;
    return rankOf(to) > rankOf(from) || (rankOf(to) === rankOf(from) && rankOf(from) !== TOP);
  });
  expect(describeEdges(upward)).toEqual([]);
});

test('routes are registered by the composition only: no routes module imports another, no domain imports routes', () => {
  const intoRoutes = edges.filter(({ from, to }) => isRoutes(to) && (isRoutes(from) || rankOf(from) !== TOP));
  expect(describeEdges(intoRoutes)).toEqual([]);
});

test("routes hold no SQL: a domain's queries live in its repository modules", () => {
  const routesWithSql = modules.filter(
    (module) =>
      DOMAINS.includes(folderOf(module)) &&
      isRoutes(module) &&
      /from 'drizzle-orm'|db\/schema'/.test(readFileSync(path.join(SRC, module), 'utf8')),
  );
  expect(routesWithSql).toEqual([]);
});

test('generators and command-line tools live outside src: no runtime module but main.ts is a program', () => {
  const programs = modules.filter(
    (module) => module !== 'main.ts' && /require\.main === module/.test(readFileSync(path.join(SRC, module), 'utf8')),
  );
  expect(programs).toEqual([]);
});

test('the import graph has no cycles', () => {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (module: string, trail: string[]) => {
    if (state.get(module) === 'done') return;
    if (state.get(module) === 'open') {
      cycles.push([...trail.slice(trail.indexOf(module)), module].join(' → '));
      return;
    }
    state.set(module, 'open');
    for (const next of graph.get(module) ?? []) visit(next, [...trail, module]);
    state.set(module, 'done');
  };
  for (const module of modules) visit(module, []);
  expect(cycles).toEqual([]);
});
