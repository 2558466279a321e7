// The byte budget of the public pages' first load, on the composed production build.
//
// "First-load JavaScript" of a page, as measured here:
// 1. Open the page in a fresh browser context (no session, a 360 px wide phone screen) and wait
//    until it has hydrated (the shell's performance mark 'farmplate:hydrated').
// 2. Collect every script the page requested until then (its resource timings): scripts, and
//    JavaScript files fetched as a `<link rel="preload" as="script">` (they run as scripts too).
//    What it fetches later, while the browser is idle, is not first-load.
// 3. Map each URL to its file in the build, as the server serves them
//    (packages/api-server/src/static/routes.ts): /remotes/<name>/<file> from mfe-<name>/dist,
//    anything else from shell/dist.
// 4. Sum the sizes of the brotli copies the build writes beside them (`<file>.br`, quality 11; a
//    file too small or too incompressible to get one is compressed here the same way).
// That sum is what a phone downloads, and it is deterministic for a given build: it does not
// depend on the machine or the network, so a ceiling on it cannot be flaky.
// A failure prints every file with its size, largest first, so the next engineer sees what grew.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { type Page } from '@playwright/test';
import { HYDRATED_MARK } from '@farmplate/contracts';
import { expect, test } from './support';

const KIB = 1024;

/**
 * Each page's ceiling: its measured size rounded up to the next 10 KiB, so it cannot grow
 * unnoticed. Lower a ceiling whenever a page shrinks. /us starts with the marketing build's islands'
 * entry alone (Preact, styled-components, React Router's links, jotai and the page's islands);
 * /us/menu with the same entry and the menu's island chunk (TanStack Query, the API client, the
 * dishes; the new-cart dialog is a chunk of its own, loaded when asked); /login with the sign-in
 * entry and its form's chunk; /us/contact starts the federated app: the shell's shared libraries in one file of 90 KiB
 * (React DOM 47.5, React Router's shared part, TanStack Query, styled-components, jotai, the session,
 * api-client's and design-system's cores), the federation runtime 28 in the shell's entry and 8 in
 * marketing's remoteEntry.js (see docs/public-pages-performance.md).
 */
const US_HOME_CEILING = 40 * KIB;
const US_MENU_CEILING = 60 * KIB;
const US_CONTACT_CEILING = 170 * KIB;
const LOGIN_CEILING = 60 * KIB;
/**
 * The first entries of the pages that start without the federated app (packages/federation's
 * plain-entry-config.cjs): the islands' (mfe-marketing/src/islands/start.tsx), a public page's only
 * script, and the sign-in screens' (shell/src/signIn/start.tsx), loaded with the screen's form chunk.
 * Both are built on Preact (preact/compat) instead of React DOM: 79.5 and 74.6 KiB on React DOM,
 * measured 40.0 and 33.8 KiB on Preact, 39.6 and 33.3 KiB with React Router's production build
 * (its development build before). The islands' entry holds the modules of the design system's
 * core the islands share: the menu's chips, search box, empty state and grid (1.3 KiB) are in it,
 * not in the menu's chunk.
 */
const ISLANDS_ENTRY = { file: /^\/remotes\/marketing\/islands\.[0-9a-f]{8}\.js$/, ceiling: 40 * KIB };
const SIGN_IN_ENTRY = { file: /^\/sign-in\.[0-9a-f]{8}\.js$/, ceiling: 40 * KIB };
/** Preact's sources and React DOM's (source map paths): the first entries hold the one, not the other. */
const PREACT_SOURCES = /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?preact\//;
const REACT_DOM_SOURCES = /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(react-dom|scheduler)\//;
/** React Router's development build (its package's exports name no other): the first entries carry its production build. */
const ROUTER_DEVELOPMENT_SOURCES = /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?react-router\/dist\/development\//;
const SIGN_IN_CHUNK = /^\/sign-in-login\.[0-9a-f]{8}\.js$/;
/** The menu's island (its search, filters and dishes), a lazy chunk of the islands' entry. */
const MENU_ISLAND_CHUNK = /^\/remotes\/marketing\/islands-menu\.[0-9a-f]{8}\.js$/;
/**
 * The shell's files in the first load of /us/contact, a page that starts the app: the start script
 * (public/start-after-first-screen.js), the entry and its shared libraries, merged into one file per
 * dependency level (packages/federation's merge-startup-shared-chunks.cjs), not one file each (each
 * library file is a request and a script element the entry inserts in its first task, the longest
 * of the page's load: 16 files unmerged), and the shared modules the contact form adds.
 */
const CONTACT_SHELL_FILES = 7;

/**
 * V8's compile hint for a whole file: Chromium compiles its functions while it downloads, off the
 * main thread. The shell's build puts it atop the files its startup runs, and only those
 * (packages/federation's compile-startup-files-early.cjs).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const REPO_ROOT = path.resolve(__dirname, '../..');
const SHELL_DIST = path.join(REPO_ROOT, 'shell/dist');
/** Where the server serves each remote's bundled build from; everything else is the shell's. */
const REMOTE_FOLDERS: Record<string, string> = {
  marketing: 'mfe-marketing/dist',
  farmer: 'mfe-farmer/dist',
  kitchen: 'mfe-kitchen/dist',
  admin: 'mfe-admin/dist',
  delivery: 'mfe-delivery/dist',
};
const PORTAL_REMOTES = new Set(['farmer', 'kitchen', 'admin', 'delivery']);
/** Shell code only a signed-in user needs (source map paths): never in a public page's first load. */
const SIGNED_IN_SOURCES = /^webpack:\/\/shell\/(\.\/)?src\/(dashboard|profile)\//;
/**
 * Code fetched once the page is interactive: the toasts' region (design-system's ToastProvider)
 * and the chat (marketing's PublicLayout).
 */
const AFTER_INTERACTIVE_SOURCES =
  /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?@radix-ui\/react-toast\/|^webpack:\/\/marketing\/(\.\/)?src\/chat\//;
/** ajv's compiler (its run-time helpers, which the precompiled validators call, are allowed). */
const SCHEMA_COMPILER_SOURCES =
  /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(ajv\/dist\/(?!runtime\/)|ajv-errors\/|fast-uri\/)/;
/** Form validation (schemas, their builder, ajv, the compiled validators) and the form library. */
const VALIDATION_AND_FORMS_SOURCES =
  /node_modules\/(ajv|ajv-formats|ajv-errors|@sinclair\/typebox|final-form|react-final-form)\/|contracts\/src\/api\/validators\//;

/**
 * The query library (TanStack Query, and the federation's module that shares it): the sign-in
 * screens' forms call the API themselves.
 */
const QUERY_LIBRARY_SOURCES =
  /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?@tanstack\/(react-query|query-core)\/|federation\/src\/shared-query\./;

interface FirstLoadFile {
  url: string;
  file: string;
  brotliBytes: number;
}

/** The build file the server answers `url` with. */
function buildFileOf(url: string): { file: string; remote: string | null } {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  if (remote) {
    const [, name = '', file = ''] = remote;
    const folder = REMOTE_FOLDERS[name];
    if (!folder) throw new Error(`${url}: no remote "${name}" in this build`);
    return { file: path.join(REPO_ROOT, folder, file), remote: name };
  }
  return { file: path.join(SHELL_DIST, pathname), remote: null };
}

function brotliSize(file: string): number {
  const compressed = `${file}.br`;
  if (existsSync(compressed)) return statSync(compressed).size;
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** The source files bundled into `file`, from its source map (empty when it has none). */
function sourcesOf(file: string): string[] {
  const map = `${file}.map`;
  if (!existsSync(map)) return [];
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] }).sources ?? [];
}

/**
 * Opens `target` as a first-time visitor and returns the scripts fetched until the page had
 * hydrated (its resource timings up to the shell's hydrated mark): what it needs to be interactive.
 * What loads after that, while the browser is idle (the toasts' region), is not first-load.
 */
async function firstLoadOf(page: Page, target: string): Promise<FirstLoadFile[]> {
  await page.goto(target); // the test fixture waits until the page has hydrated
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const { hydratedAt, scripts } = await page.evaluate((mark) => {
    const hydrated = performance.getEntriesByName(mark)[0]?.startTime ?? null;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      hydratedAt: hydrated,
      scripts: resources
        .filter((entry) => hydrated !== null && entry.startTime <= hydrated)
        .filter((entry) => entry.initiatorType === 'script' || new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.name.split('#')[0] ?? entry.name),
    };
  }, HYDRATED_MARK);
  expect(hydratedAt, `${target} is a prerendered page that hydrates`).not.toBeNull();
  return [...new Set(scripts)].map((url) => {
    const { file } = buildFileOf(url);
    expect(existsSync(file), `${url} is a file of the build (${file})`).toBe(true);
    return { url, file, brotliBytes: brotliSize(file) };
  });
}

/** The shell's start-up steps (src/main.tsx), each a task of its own. */
const START_STEPS = ['page-code', 'react-dom', 'styles', 'router', 'queries', 'app'];

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

function report(target: string, files: FirstLoadFile[]): string {
  const total = files.reduce((sum, { brotliBytes }) => sum + brotliBytes, 0);
  const lines = [...files]
    .sort((a, b) => b.brotliBytes - a.brotliBytes)
    .map(({ url, brotliBytes }) => `  ${kib(brotliBytes).padStart(10)}  ${new URL(url).pathname}`);
  return [`${target}: ${files.length} scripts, ${kib(total)} brotli`, ...lines].join('\n');
}

test.describe('first-load JavaScript of the public pages (brotli bytes of the build)', () => {
  test.use({ viewport: { width: 360, height: 740 }, storageState: { cookies: [], origins: [] } });

  // The home page has no form: it loads no validation and no form library either. It starts with
  // its islands; the others with the app.
  const budgets = [
    {
      target: '/us',
      ceiling: US_HOME_CEILING,
      withoutForms: true,
      firstEntry: ISLANDS_ENTRY,
      scripts: [ISLANDS_ENTRY.file],
    },
    {
      target: '/us/menu',
      ceiling: US_MENU_CEILING,
      withoutForms: false,
      firstEntry: ISLANDS_ENTRY,
      scripts: [ISLANDS_ENTRY.file, MENU_ISLAND_CHUNK],
    },
    { target: '/us/contact', ceiling: US_CONTACT_CEILING, withoutForms: false, shellFiles: CONTACT_SHELL_FILES },
    {
      target: '/login',
      ceiling: LOGIN_CEILING,
      withoutForms: false,
      firstEntry: SIGN_IN_ENTRY,
      scripts: [SIGN_IN_ENTRY.file, SIGN_IN_CHUNK],
      withoutQueries: true,
    },
  ];

  for (const { target, ceiling, withoutForms, shellFiles, firstEntry, scripts, withoutQueries } of budgets) {
    test(`${target} loads at most ${kib(ceiling)} of JavaScript, none of it for the dashboards`, async ({
      page,
    }, testInfo) => {
      const files = await firstLoadOf(page, target);
      const summary = report(target, files);
      await testInfo.attach('first-load scripts', { body: summary, contentType: 'text/plain' });
      if (process.env.FIRST_LOAD_REPORT) console.log(summary);

      const portalFiles = files.filter(({ url }) => {
        const { remote } = buildFileOf(url);
        return remote !== null && PORTAL_REMOTES.has(remote);
      });
      expect(
        portalFiles.map(({ url }) => url),
        `no portal remote is loaded\n${summary}`,
      ).toEqual([]);
      const dashboardFiles = files.filter(({ file }) =>
        sourcesOf(file).some((source) => SIGNED_IN_SOURCES.test(source)),
      );
      expect(
        dashboardFiles.map(({ url }) => url),
        `no dashboard or profile code is loaded\n${summary}`,
      ).toEqual([]);
      const laterFiles = files.filter(({ file }) =>
        sourcesOf(file).some((source) => AFTER_INTERACTIVE_SOURCES.test(source)),
      );
      expect(
        laterFiles.map(({ url }) => url),
        `neither the toasts' region nor the chat is loaded before the page is interactive\n${summary}`,
      ).toEqual([]);
      const compilerFiles = files.filter(({ file }) =>
        sourcesOf(file).some((source) => SCHEMA_COMPILER_SOURCES.test(source)),
      );
      expect(
        compilerFiles.map(({ url }) => url),
        `no schema compiler is loaded: forms run their precompiled validators\n${summary}`,
      ).toEqual([]);
      if (withoutForms) {
        const formFiles = files.filter(({ file }) =>
          sourcesOf(file).some((source) => VALIDATION_AND_FORMS_SOURCES.test(source)),
        );
        expect(
          formFiles.map(({ url }) => url),
          `no validation or form library is loaded\n${summary}`,
        ).toEqual([]);
      }

      if (withoutQueries) {
        const queryFiles = files.filter(({ file }) =>
          sourcesOf(file).some((source) => QUERY_LIBRARY_SOURCES.test(source)),
        );
        expect(
          queryFiles.map(({ url }) => url),
          `no query library is loaded: the form calls the API itself\n${summary}`,
        ).toEqual([]);
      }

      if (firstEntry && scripts) {
        // its own first entry (and its screen's chunk): nothing of the app's start, no remote's entry
        const paths = files.map(({ url }) => new URL(url).pathname);
        // each file named by the pattern it matches (or by its own path when it matches none)
        const named = paths.map((file) => scripts.find((pattern) => pattern.test(file))?.source ?? file);
        expect(named.sort(), `${target} starts with its own first entry\n${summary}`).toEqual(
          scripts.map((pattern) => pattern.source).sort(),
        );
        const entry = files.find(({ url }) => firstEntry.file.test(new URL(url).pathname));
        // it runs as soon as it arrives: compiled while it downloads (V8's compile hint)
        expect(
          entry && readFileSync(entry.file, 'utf8').startsWith(COMPILE_HINT),
          'the first entry has the compile hint',
        ).toBe(true);
        expect(
          entry?.brotliBytes,
          `the first entry over its ceiling of ${kib(firstEntry.ceiling)}\n${summary}`,
        ).toBeLessThanOrEqual(firstEntry.ceiling);
        // a few small parts of a server-rendered page: Preact hydrates them, not React DOM
        const entrySources = entry ? sourcesOf(entry.file) : [];
        expect(
          {
            preact: entrySources.some((source) => PREACT_SOURCES.test(source)),
            reactDom: entrySources.some((source) => REACT_DOM_SOURCES.test(source)),
          },
          `the first entry is built on Preact, without React DOM\n${summary}`,
        ).toEqual({ preact: true, reactDom: false });
        const developmentBuilds = files.filter(({ file }) =>
          sourcesOf(file).some((source) => ROUTER_DEVELOPMENT_SOURCES.test(source)),
        );
        expect(
          developmentBuilds.map(({ url }) => url),
          `no development build of React Router is loaded\n${summary}`,
        ).toEqual([]);
      }

      if (shellFiles !== undefined) {
        const shellScripts = files.filter(({ url }) => buildFileOf(url).remote === null);
        expect(
          shellScripts.length,
          `the shell's startup loads its shared libraries in a few files, not one each\n${summary}`,
        ).toBeLessThanOrEqual(shellFiles);

        // The files with the compile hint are the startup's: the entry and its libraries, which
        // every page that starts the app loads (the page's start script runs the startup and is not
        // part of it; the page's own shared modules are loaded later and keep lazy compilation).
        const startScript = await page.locator('script[data-entry]').getAttribute('src');
        const entryScript = await page.locator('script[data-entry]').getAttribute('data-entry');
        const pageShellFiles = shellScripts
          .filter(({ url }) => new URL(url).pathname !== startScript)
          .map(({ file }) => file);
        const hintedFiles = readdirSync(SHELL_DIST)
          // (the sign-in screens' first entry is compiled as it downloads too: it is not the app's)
          .filter((name) => name.endsWith('.js') && !name.startsWith('sign-in'))
          .map((name) => path.join(SHELL_DIST, name))
          .filter((file) => readFileSync(file, 'utf8').startsWith(COMPILE_HINT));
        expect(
          hintedFiles.filter((file) => !pageShellFiles.includes(file)),
          `only the startup's files are compiled as they download (V8's compile hint)\n${summary}`,
        ).toEqual([]);
        expect(hintedFiles, `the shell's entry is compiled as it downloads\n${summary}`).toContain(
          path.join(SHELL_DIST, entryScript ?? '(none)'),
        );
        expect(
          hintedFiles.length,
          `the entry and its libraries' files are compiled as they download\n${summary}`,
        ).toBeGreaterThanOrEqual(2);
      }

      // The shell starts in steps, one task each (src/startup/yieldToMain.ts), each leaving its mark
      // before the page is interactive: no one task runs the whole start-up. A page started by its
      // islands runs none of them.
      const startSteps = await page.evaluate(
        ([prefix, mark]) => {
          const hydrated = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
          return performance
            .getEntriesByType('mark')
            .filter((entry) => entry.name.startsWith(prefix) && entry.startTime <= hydrated)
            .map((entry) => entry.name.slice(prefix.length));
        },
        ['farmplate:start:', HYDRATED_MARK] as const,
      );
      expect(startSteps, `the shell's start-up runs in its ${START_STEPS.length} steps, in order`).toEqual(
        firstEntry ? [] : START_STEPS,
      );

      const total = files.reduce((sum, { brotliBytes }) => sum + brotliBytes, 0);
      expect(total, `first-load JavaScript over its ceiling of ${kib(ceiling)}\n${summary}`).toBeLessThanOrEqual(
        ceiling,
      );
    });
  }
});
