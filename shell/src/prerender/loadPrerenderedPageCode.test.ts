import type { RemoteApp } from '@farmplate/contracts';
import { createRemoteRegistry } from '../remotes/remoteRegistry';
import { fallbackRemoteApp } from '../remotes/remoteFallbackPlugin';
import { loadPrerenderedPageCode } from './loadPrerenderedPageCode';

const registryOf = (marketing: RemoteApp | Error) =>
  createRemoteRegistry(() => (marketing instanceof Error ? Promise.reject(marketing) : Promise.resolve(marketing)));

test('a public page is hydrated once the marketing remote has preloaded the page', async () => {
  const preload = jest.fn(async () => undefined);
  const ready = await loadPrerenderedPageCode(registryOf({ name: 'marketing', routes: [], preload }), '/us/menu');
  expect(ready).toBe(true);
  expect(preload).toHaveBeenCalledWith('/us/menu');
});

test('with the remote down (its stand-in, or no remote at all) the page is rendered afresh, not hydrated', async () => {
  expect(await loadPrerenderedPageCode(registryOf(fallbackRemoteApp('marketing')), '/us')).toBe(false);
  expect(await loadPrerenderedPageCode(registryOf(new Error('down')), '/us')).toBe(false);
});
