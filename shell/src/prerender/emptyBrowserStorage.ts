// The prerender renders what a first visit shows: a browser with nothing stored. Modules that read
// localStorage as they load (the session's atoms) find empty storages here; Node 20 has none.
import { MemoryStorage } from '@farmplate/session/memory-storage';

for (const name of ['localStorage', 'sessionStorage'] as const) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: new MemoryStorage() });
}
