/** @jest-environment node */
// the browser's performance marks and task queue; jsdom has no performance.mark
import { runInSteps, START_STEP_MARK_PREFIX, yieldToMain } from './yieldToMain';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
  performance.clearMarks();
});

test('the start-up runs each step in a task of its own: what the browser queued runs between two steps', async () => {
  const log: string[] = [];
  const step = (name: string) => () => {
    log.push(name);
    // a tap the browser queued while this step ran
    setTimeout(() => log.push(`input after ${name}`), 0);
    return name;
  };
  const last = await runInSteps<string>([
    ['react-dom', step('react-dom')],
    ['app', step('app')],
    ['hydrate', step('hydrate')],
  ]);
  expect(last).toBe('hydrate');
  expect(log).toEqual(['react-dom', 'input after react-dom', 'app', 'input after app', 'hydrate']);
});

test('every step leaves its mark, in order', async () => {
  await runInSteps([
    ['react-dom', () => undefined],
    ['app', () => Promise.resolve()],
  ]);
  expect(performance.getEntriesByType('mark').map((mark) => mark.name)).toEqual([
    `${START_STEP_MARK_PREFIX}react-dom`,
    `${START_STEP_MARK_PREFIX}app`,
  ]);
});

test('a browser with scheduler.yield() yields through it', async () => {
  const schedulerYield = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
  await yieldToMain();
  expect(schedulerYield).toHaveBeenCalledTimes(1);
});
