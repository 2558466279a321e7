/** `scheduler.yield()` where the browser has it (Chromium 129+), typed here: lib.dom does not declare it yet. */
type SchedulerWithYield = { yield?: () => Promise<void> };

/**
 * Ends the current task so the browser can handle a tap, a key or a paint before what follows.
 * `scheduler.yield()` puts the rest at the front of the queue (the start-up is not overtaken by
 * every other task the page has queued); a new task (`setTimeout`) elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs the start-up's steps one task each, in order, and gives the last one's value. A step that
 * imports code already in the bundle runs its modules in the current task: between two steps the
 * main thread is free, so no single task holds all of the start-up (Lighthouse's Total Blocking
 * Time counts only each task's part over 50 ms). Each step leaves a performance mark
 * (`farmplate:start:<name>`) so a trace, the bench and the browser tests can see the steps apart.
 */
export async function runInSteps<T>(steps: readonly (readonly [name: string, step: () => unknown])[]): Promise<T> {
  let value: unknown;
  for (const [name, step] of steps) {
    await yieldToMain();
    value = await step();
    performance.mark(`${START_STEP_MARK_PREFIX}${name}`);
  }
  return value as T;
}

export const START_STEP_MARK_PREFIX = 'farmplate:start:';
