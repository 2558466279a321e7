import type { RemoteApp } from '@farmplate/contracts';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));
jest.mock('@module-federation/retry-plugin', () => ({
  RetryPlugin: jest.fn((options: unknown) => ({ name: 'retry-plugin', options })),
}));

const runtime = jest.requireMock<Record<'registerPlugins' | 'registerRemotes' | 'loadRemote', jest.Mock>>(
  '@module-federation/enhanced/runtime',
);
const farmer: RemoteApp = { name: 'farmer', routes: [] };
const remotesJson = {
  marketing: '/remotes/marketing/mf-manifest.json',
  farmer: 'https://cdn.example/farmer/v2/mf-manifest.json',
};

function loadFederationModule(answer: () => Promise<Response>) {
  global.fetch = jest.fn(answer) as typeof fetch;
  let federation!: typeof import('./federation');
  jest.isolateModules(() => {
    federation = require('./federation');
  });
  return federation;
}

beforeEach(() => jest.clearAllMocks());

test('retries, the fallback and the compatibility check are installed before anything loads', () => {
  loadFederationModule(async () => Response.json(remotesJson));
  const [plugins] = runtime.registerPlugins.mock.calls[0];
  expect(plugins.map((plugin: { name: string }) => plugin.name)).toEqual([
    'retry-plugin',
    'farmplate-remote-fallback',
    'farmplate-remote-compatibility',
  ]);
});

test('remotes are registered from /remotes.json and ./App is loaded from the one named', async () => {
  runtime.loadRemote.mockResolvedValue({ default: farmer });
  const { federatedRemotes } = loadFederationModule(async () => Response.json(remotesJson));

  await expect(federatedRemotes.get('farmer')).resolves.toBe(farmer);

  expect(global.fetch).toHaveBeenCalledWith('/remotes.json', expect.anything());
  expect(runtime.registerRemotes).toHaveBeenCalledWith([
    { name: 'marketing', entry: '/remotes/marketing/mf-manifest.json' },
    { name: 'farmer', entry: 'https://cdn.example/farmer/v2/mf-manifest.json' },
  ]);
  expect(runtime.loadRemote).toHaveBeenCalledWith('farmer/App');
});

test('/remotes.json is read once for all remotes', async () => {
  runtime.loadRemote.mockResolvedValue({ default: farmer });
  const { federatedRemotes } = loadFederationModule(async () => Response.json(remotesJson));
  await Promise.all([federatedRemotes.get('farmer'), federatedRemotes.get('marketing')]);
  expect(global.fetch).toHaveBeenCalledTimes(1);
  expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
});

test('an unreadable /remotes.json fails the load, and the next remote asks for it again', async () => {
  const { federatedRemotes } = loadFederationModule(async () => new Response('nope', { status: 503 }));
  await expect(federatedRemotes.get('farmer')).rejects.toThrow('/remotes.json answered HTTP 503');
  await expect(federatedRemotes.get('kitchen')).rejects.toThrow('/remotes.json answered HTTP 503');
  expect(global.fetch).toHaveBeenCalledTimes(2);
  expect(runtime.loadRemote).not.toHaveBeenCalled();
});
