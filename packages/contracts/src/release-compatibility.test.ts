import {
  buildFactsOfManifest,
  compatibilityProblem,
  manifestProblem,
  packageOfShareKey,
  sharedVersionsOf,
} from './release-compatibility';

const shell = { contractVersion: '1.2.0', shared: { react: '19.2.0', 'react-dom': '19.2.0', jotai: '2.15.0' } };
const kitchen = (shared: Record<string, string>, contractVersion = '1.0.0') => ({
  remote: 'kitchen',
  version: '2.0.0',
  contractVersion,
  shared,
});

describe('compatibilityProblem', () => {
  it('refuses a remote built with a newer export of our own singletons (their version moves with their exports)', () => {
    const ours = { contractVersion: '1.2.0', shared: { '@farmplate/api-client': '1.0.0' } };
    expect(compatibilityProblem(ours, kitchen({ '@farmplate/api-client': '1.1.0' }))).toBe(
      'kitchen 2.0.0 needs @farmplate/api-client 1.1, the shell provides 1.0',
    );
    expect(compatibilityProblem(ours, kitchen({ '@farmplate/api-client': '1.0.0' }))).toBeNull();
  });

  it('accepts a remote built with the same majors, older or equal versions, and packages the shell lacks', () => {
    expect(
      compatibilityProblem(shell, kitchen({ react: '19.1.3', jotai: '2.15.0', dayjs: '1.11.0' }, '1.3.0')),
    ).toBeNull();
  });

  it('says which singleton the shell cannot provide, and which versions each side has', () => {
    expect(compatibilityProblem(shell, kitchen({ react: '20.0.0' }))).toBe(
      'kitchen 2.0.0 needs react 20, the shell provides 19.2',
    );
    expect(compatibilityProblem(shell, kitchen({ react: '19.3.0' }))).toBe(
      'kitchen 2.0.0 needs react 19.3, the shell provides 19.2',
    );
    expect(compatibilityProblem(shell, kitchen({ react: '19.2.1' }))).toBe(
      'kitchen 2.0.0 needs react 19.2.1, the shell provides 19.2.0',
    );
  });

  it('treats a 0.x minor as a major, and refuses another contract major or a version that is not one', () => {
    const zero = { contractVersion: '1.0.0', shared: { lib: '0.4.0' } };
    expect(compatibilityProblem(zero, kitchen({ lib: '0.5.0' }))).toBe(
      'kitchen 2.0.0 needs lib 0.5, the shell provides 0.4',
    );
    expect(compatibilityProblem(shell, kitchen({}, '2.0.0'))).toBe(
      'kitchen 2.0.0 needs the RemoteApp contract 2, the shell provides 1.2',
    );
    expect(compatibilityProblem(shell, kitchen({ react: 'next' }))).toBe(
      'kitchen 2.0.0 declares react "next", which is not a version',
    );
  });
});

describe('reading an mf-manifest.json', () => {
  it('folds share keys into packages and reads the contract the build helper wrote', () => {
    expect(packageOfShareKey('react/jsx-runtime')).toBe('react');
    expect(packageOfShareKey('@tanstack/react-query')).toBe('@tanstack/react-query');
    expect(packageOfShareKey('@farmplate/session/atoms')).toBe('@farmplate/session');
    const manifest = {
      metaData: { buildInfo: { remoteAppContract: '1.0.0' } },
      shared: [
        { name: 'react/jsx-runtime', version: '19.2.0' },
        { name: 'jotai/vanilla', version: '2.15.0' },
      ],
    };
    expect(buildFactsOfManifest(manifest)).toEqual({
      contractVersion: '1.0.0',
      shared: { react: '19.2.0', jotai: '2.15.0' },
    });
    expect(buildFactsOfManifest({ metaData: {} })).toBeNull();
    expect(sharedVersionsOf('nope')).toEqual({});
  });
});

describe('manifestProblem', () => {
  const manifest = (overrides: Record<string, unknown> = {}) => ({
    name: 'kitchen',
    metaData: { buildInfo: { remoteAppContract: '1.1.0' } },
    exposes: [{ name: 'App', path: './App' }],
    shared: ['react', 'react-dom', 'react-router-dom', '@farmplate/session', 'jotai'].map((name) => ({
      name,
      version: '1.0.0',
      singleton: true,
    })),
    ...overrides,
  });

  it("accepts a remote's build that exposes ./App and shares the required singletons", () => {
    expect(manifestProblem(manifest(), 'kitchen')).toBeNull();
  });

  it('says what is wrong with any other document', () => {
    expect(manifestProblem('<html>', 'kitchen')).toBe('it is not an mf-manifest.json');
    expect(manifestProblem(null, 'kitchen')).toBe('it is not an mf-manifest.json');
    expect(manifestProblem(manifest(), 'farmer')).toBe('it is the build of "kitchen", not of farmer');
    expect(manifestProblem(manifest({ exposes: [{ name: 'Other', path: './Other' }] }), 'kitchen')).toBe(
      'it exposes no ./App',
    );
    expect(manifestProblem(manifest({ metaData: {} }), 'kitchen')).toBe('it does not declare its RemoteApp contract');
    const noReact = manifest().shared.filter((entry) => !entry.name.startsWith('react'));
    expect(manifestProblem(manifest({ shared: noReact }), 'kitchen')).toBe(
      'it does not share react, react-dom, react-router-dom as a singleton',
    );
    const notSingleton = manifest().shared.map((entry) => ({ ...entry, singleton: entry.name !== 'react' }));
    expect(manifestProblem(manifest({ shared: notSingleton }), 'kitchen')).toBe(
      'it does not share react as a singleton',
    );
  });
});
