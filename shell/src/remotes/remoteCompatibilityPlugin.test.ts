import { REMOTE_APP_CONTRACT_VERSION } from '@farmplate/contracts';
import {
  hostFactsOf,
  IncompatibleRemoteError,
  remoteCompatibilityPlugin,
  remoteProblem,
} from './remoteCompatibilityPlugin';

type SnapshotArgs = Parameters<NonNullable<ReturnType<typeof remoteCompatibilityPlugin>['loadRemoteSnapshot']>>[0];

const shellOptions = {
  name: 'shell',
  shared: {
    react: [
      { version: '19.2.0', from: 'shell' },
      { version: '20.0.0', from: 'kitchen' },
    ],
    'react/jsx-runtime': [{ version: '19.2.0', from: 'shell' }],
    'styled-components': [{ version: '6.1.19', from: 'shell' }],
  },
};

const manifest = (react: string, contract = REMOTE_APP_CONTRACT_VERSION) => ({
  metaData: { buildInfo: { buildVersion: '2.0.0', remoteAppContract: contract } },
  shared: [
    { name: 'react', version: react },
    { name: 'react/jsx-runtime', version: react },
  ],
});

const snapshot = (manifestJson: unknown) =>
  ({
    options: shellOptions,
    moduleInfo: { name: 'kitchen', entry: '/releases/kitchen/2.0.0-abc/mf-manifest.json' },
    manifestJson,
    remoteSnapshot: {},
    from: 'manifest',
  }) as unknown as SnapshotArgs;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test("the shell's own shared versions are what it provides, not a remote's copy", () => {
  expect(hostFactsOf(shellOptions)).toEqual({
    contractVersion: REMOTE_APP_CONTRACT_VERSION,
    shared: { react: '19.2.0', 'styled-components': '6.1.19' },
  });
});

test('a compatible remote passes through untouched', async () => {
  const args = snapshot(manifest('19.2.0'));
  await expect(Promise.resolve(remoteCompatibilityPlugin().loadRemoteSnapshot!(args))).resolves.toBe(args);
});

test('an incompatible remote is refused before its code runs, with the reason', () => {
  expect(() => remoteCompatibilityPlugin().loadRemoteSnapshot!(snapshot(manifest('20.0.0')))).toThrow(
    new IncompatibleRemoteError('kitchen 2.0.0 needs react 20, the shell provides 19.2'),
  );
  expect(() => remoteCompatibilityPlugin().loadRemoteSnapshot!(snapshot(manifest('19.2.0', '2.0.0')))).toThrow(
    IncompatibleRemoteError,
  );
});

test('a manifest that does not declare its contract is not mounted', () => {
  expect(remoteProblem('kitchen', { metaData: {} }, hostFactsOf(shellOptions))).toBe(
    'kitchen build does not declare the RemoteApp contract it implements',
  );
});
