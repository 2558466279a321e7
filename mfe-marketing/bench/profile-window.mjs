// Where the main thread's JavaScript goes between a public page's first contentful paint and its
// hydrated mark: cold loads at 4x CPU (DevTools' throttling), a CPU profile of each (DevTools'
// Profiler) beside a trace for the two moments, every sample in that window mapped through the
// build's source maps. Prints, as means of the loads:
//   - each sample's phase: "evaluation" (a module's top level, under webpack's require), "render"
//     (Preact's diff: hydration and the renders after it), "other script" (the entry's own start,
//     the first-screen check, timers), "non-script" (V8's "(program)": style, layout, paint,
//     parsing, network and the browser's own tasks; the bench's trace names those);
//   - the time inside a library, inclusive (styled-components, Preact, jotai, React Router), per phase;
//   - the functions with the most self time.
//
//   node mfe-marketing/bench/profile-window.mjs http://127.0.0.1:8080 /us 3
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const { TraceMap, originalPositionFor } = require('@jridgewell/trace-mapping');

const [base = 'http://127.0.0.1:8080', pagePath = '/us', loadsArgument = '3'] = process.argv.slice(2);
const LOADS = Number.parseInt(loadsArgument, 10);
const HYDRATED_MARK = 'farmplate:hydrated';
/** Libraries whose inclusive time is reported, by the source-mapped path of a frame. */
const LIBRARIES = [
  ['styled-components', / (styled-components|stylis)\//],
  ['preact', / preact\//],
  ['jotai', / jotai\//],
  ['react-router', / react-router\//],
  ['the first-screen check (layout)', / src\/islands\/firstScreen\.ts contentBox$/],
];
const PACKAGE_PATH = /.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/;

const maps = new Map();
/** A script's source map (null when it has none). */
function sourceMapOf(url) {
  if (!maps.has(url)) {
    maps.set(
      url,
      fetch(`${url}.map`)
        .then((response) => (response.ok ? response.json() : null))
        .then((map) => (map ? new TraceMap(map) : null))
        .catch(() => null),
    );
  }
  return maps.get(url);
}

/** A profile frame as "file source function", through its script's source map. */
async function frameName({ url, lineNumber, columnNumber, functionName }) {
  if (!url) return functionName || '(native)';
  const file = url
    .split('/')
    .pop()
    .replace(/\.[0-9a-f]{8}\.js$/, '.js');
  const map = url.endsWith('.js') ? await sourceMapOf(url) : null;
  const position = map ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }) : null;
  if (!position?.source) return `${file} ${functionName}`;
  return `${file} ${position.source.replace(PACKAGE_PATH, '').replace(/^webpack:\/\/[^/]+\//, '')} ${position.name ?? functionName}`;
}

const phaseOf = (stack) => {
  if (stack.some((frame) => / preact\/dist\/preact\.mjs /.test(frame))) return 'render';
  if (stack.some((frame) => /__webpack_require__/.test(frame))) return 'evaluation';
  if (stack.some((frame) => /\.js /.test(frame))) return 'other script';
  return 'non-script';
};

// (the address-bar popup, a web page of its own in Chromium 156, would run beside the page: run-bench.mjs)
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-features=WebUIOmniboxPopup'],
});
const self = new Map();
const inclusive = new Map();
const add = (totals, key, ms) => totals.set(key, (totals.get(key) ?? 0) + ms);
let windows = 0;
try {
  for (let load = 0; load < LOADS; load += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'blink.user_timing,loading', transferMode: 'ReportEvents' });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${pagePath}`);
    // waited for over the protocol: Playwright's page functions would run its own script in the window
    await cdp.send('Runtime.evaluate', {
      expression: `new Promise((resolve) => new PerformanceObserver(() => {
        if (performance.getEntriesByName(${JSON.stringify(HYDRATED_MARK)}).length) resolve(true);
      }).observe({ type: 'mark', buffered: true }))`,
      awaitPromise: true,
    });
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Tracing.end');
    await traced;
    await context.close();

    // the profile's and the trace's clocks are the same (microseconds)
    const from = events.find((event) => event.name === 'firstContentfulPaint')?.ts;
    const to = events.find((event) => event.name === HYDRATED_MARK)?.ts;
    if (from === undefined || to === undefined) throw new Error(`${pagePath}: no first paint or no hydrated mark`);
    windows += (to - from) / 1000;
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
    let time = profile.startTime;
    for (const [index, sample] of profile.samples.entries()) {
      time += profile.timeDeltas[index];
      if (time < from || time > to) continue;
      const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
      const stack = [];
      for (let id = sample; id !== undefined; id = parents.get(id))
        stack.push(await frameName(nodes.get(id).callFrame));
      add(self, stack[0], ms);
      const phase = phaseOf(stack);
      add(inclusive, `phase: ${phase}`, ms);
      for (const [library, pattern] of LIBRARIES) {
        if (stack.some((frame) => pattern.test(frame))) add(inclusive, `${library} (${phase})`, ms);
      }
    }
  }
} finally {
  await browser.close();
}

const mean = (ms) => (ms / LOADS).toFixed(1).padStart(7);
console.log(`${pagePath}: first paint → hydrated mark at 4x, mean of ${LOADS} profiled loads: ${mean(windows)} ms`);
console.log('inclusive, ms:');
for (const [key, ms] of [...inclusive].sort(([a], [b]) => a.localeCompare(b))) console.log(`${mean(ms)}  ${key}`);
console.log('self time, ms:');
for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${mean(ms)}  ${key}`);
