import type { FastifyBaseLogger } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** work left behind by answers already sent (tests await `background.idle()`) */
    background: Background;
  }
}

/**
 * Work done after the answer has gone (storing a reset code, sending its mail), so the answer
 * neither waits for it nor shows by its timing whether there was any. Closing the app waits for it.
 */
export interface Background {
  run(name: string, task: () => Promise<void>): void;
  /** Resolves when every task started so far has finished. */
  idle(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
