import type { RemoteApp } from '@farmplate/contracts';
import { createRemoteRegistry } from './remoteRegistry';

const kitchen: RemoteApp = { name: 'kitchen', routes: [] };

test('each remote is loaded once and the same promise is handed to every caller', async () => {
  const load = jest.fn(async () => kitchen);
  const registry = createRemoteRegistry(load);
  const first = registry.get('kitchen');
  expect(registry.get('kitchen')).toBe(first);
  await expect(first).resolves.toBe(kitchen);
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed load is kept (the fallback stays until the page is refreshed)', async () => {
  const load = jest.fn(async () => Promise.reject<RemoteApp>(new Error('down')));
  const registry = createRemoteRegistry(load);
  await expect(registry.get('admin')).rejects.toThrow('down');
  await expect(registry.get('admin')).rejects.toThrow('down');
  expect(load).toHaveBeenCalledTimes(1);
});

test('a loaded remote says so on its promise, so React renders it without suspending again', async () => {
  const registry = createRemoteRegistry(async () => kitchen);
  const promise = registry.get('kitchen') as Promise<RemoteApp> & { status?: string; value?: RemoteApp };
  expect(promise.status).toBeUndefined();
  await promise;
  expect(promise.status).toBe('fulfilled');
  expect(promise.value).toBe(kitchen);
});
