// `pnpm bench` for the public site: Lighthouse (mobile preset, Debian's chromium) on /us, /ng and
// /us/menu — performance score, LCP, CLS and first-load JS — and axe-core on every public page.
// Runs against the composed production build (`pnpm build` first), served by the real API server
// with a fresh temporary database, or against BENCH_URL when a server is already up.
//
//   BENCH_URL=http://localhost:8080 pnpm --filter mfe-marketing bench
//   BENCH_RUNS=5 (Lighthouse runs per page, median reported; default 3)
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const require = createRequire(import.meta.url);

const CHROMIUM = '/usr/bin/chromium';
/** The flags this machine's chromium needs (team brief). */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const GOALS = { score: 90, lcpMs: 2500 };
const RUNS = Number.parseInt(process.env.BENCH_RUNS ?? '3', 10);
const pages = JSON.parse(readFileSync(path.join(here, 'public-pages.json'), 'utf8'));

// ---- the server ---------------------------------------------------------------------------------

const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();

async function waitForServer(base, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/remotes.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The API server did not answer /remotes.json within 2 minutes');
}

/** The production server on a free port with a throw-away database; returns its URL and a stop function. */
async function startServer() {
  for (const built of ['shell/dist/index.html', 'mfe-marketing/dist/mf-manifest.json']) {
    if (!existsSync(path.join(repoRoot, built))) throw new Error(`${built} is missing: run \`pnpm build\` first.`);
  }
  const port = freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'farmplate-bench-'));
  const child = spawn('pnpm', ['--filter', '@farmplate/api-server', 'start'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_REQUESTS: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true, // its own process group, so stopping it also stops pnpm's node child
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(base, child);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

// ---- Lighthouse ---------------------------------------------------------------------------------

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run: the figures of the issue, from the default (mobile, simulated throttling) config. */
async function lighthouseRun(url, port) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    firstLoadJsBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    scriptRequests: scripts.length,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
  };
}

async function runLighthouse(base) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const results = [];
  try {
    for (const pagePath of pages.lighthouse) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRun(`${base}${pagePath}`, chrome.port));
      // The run with the median score stands for the page; LCP and CLS are medians of their own.
      const byScore = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
      results.push({
        path: pagePath,
        runs: runs.length,
        score: median(runs.map((run) => run.score)),
        lcpMs: Math.round(median(runs.map((run) => run.lcpMs))),
        cls: Number(median(runs.map((run) => run.cls)).toFixed(3)),
        fcpMs: Math.round(median(runs.map((run) => run.fcpMs))),
        tbtMs: Math.round(median(runs.map((run) => run.tbtMs))),
        firstLoadJsKb: Number((byScore.firstLoadJsBytes / 1024).toFixed(1)),
        scriptRequests: byScore.scriptRequests,
        lcpElement: byScore.lcpElement,
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

// ---- axe-core -----------------------------------------------------------------------------------

const SERIOUS = new Set(['serious', 'critical']);

/**
 * axe on every public page (and once with the chat open). The script goes in through the DevTools
 * protocol (page.evaluate), which the site's Content-Security-Policy does not block.
 */
async function runAxe(base) {
  const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless'),
  });
  const results = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const check = async (label) => {
      await page.evaluate(axeSource);
      const { violations } = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
      results.push({
        page: label,
        violations: violations.map(({ id, impact, help, nodes }) => ({
          id,
          impact,
          help,
          nodes: nodes.map((node) => node.target.join(' ')),
        })),
      });
    };
    const all = [...pages.us, ...pages.ng, ...pages.general, '/no-such-page'];
    for (const pagePath of all) {
      await page.goto(`${base}${pagePath}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await check(pagePath);
    }
    await page.goto(`${base}/us`);
    await page.getByRole('button', { name: 'Chat with Ama' }).click();
    await page.getByRole('dialog', { name: 'Chat with Ama' }).waitFor();
    await check('/us (chat open)');
  } finally {
    await browser.close();
  }
  return results;
}

// ---- report -------------------------------------------------------------------------------------

function report(lighthouseResults, axeResults) {
  console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}— mobile preset, ${CHROMIUM}`);
  console.table(
    lighthouseResults.map((result) => ({
      page: result.path,
      score: result.score,
      'LCP (ms)': result.lcpMs,
      CLS: result.cls,
      'FCP (ms)': result.fcpMs,
      'TBT (ms)': result.tbtMs,
      'first-load JS (KB transferred)': result.firstLoadJsKb,
      'JS requests': result.scriptRequests,
    })),
  );
  for (const result of lighthouseResults) {
    const met = result.score >= GOALS.score && result.lcpMs <= GOALS.lcpMs;
    console.log(
      `${met ? 'goal met' : 'GOAL MISSED'} ${result.path}: score ${result.score} (goal ≥ ${GOALS.score}), LCP ${result.lcpMs} ms (goal ≤ ${GOALS.lcpMs}); LCP element ${result.lcpElement ?? 'n/a'}`,
    );
  }

  const serious = axeResults.flatMap((result) =>
    result.violations
      .filter((violation) => SERIOUS.has(violation.impact))
      .map((violation) => ({ page: result.page, ...violation })),
  );
  const minor = axeResults.reduce(
    (count, result) => count + result.violations.filter((violation) => !SERIOUS.has(violation.impact)).length,
    0,
  );
  console.log(
    `\naxe-core ${require('axe-core/package.json').version}: ${axeResults.length} pages, ${serious.length} serious or critical violations, ${minor} minor or moderate`,
  );
  for (const violation of serious)
    console.log(
      `  ${violation.page}: [${violation.impact}] ${violation.id} — ${violation.help} (${violation.nodes.slice(0, 3).join(', ')})`,
    );
  return serious.length;
}

const server = process.env.BENCH_URL
  ? { base: process.env.BENCH_URL.replace(/\/$/, ''), stop: () => {} }
  : await startServer();
let seriousViolations = 0;
try {
  const lighthouseResults = await runLighthouse(server.base);
  const axeResults = await runAxe(server.base);
  seriousViolations = report(lighthouseResults, axeResults);
  const out = path.join(here, '../.bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'marketing.json'),
    `${JSON.stringify({ lighthouse: lighthouseResults, axe: axeResults }, null, 2)}\n`,
  );
  console.log(`\nFull results: ${path.relative(repoRoot, path.join(out, 'marketing.json'))}`);
} finally {
  server.stop();
}
// Accessibility is a rule, not a goal: serious or critical violations fail the bench.
process.exitCode = seriousViolations > 0 ? 1 : 0;
