import { startupChunkLevels } from './merge-startup-shared-chunks.cjs';

// A compilation as the plugin reads it: modules (Module Federation's provide and consume modules,
// each provided module's code loaded by an async block), chunks and the chunk graph between them.
interface FakeChunk {
  name: string;
  modules: object[];
}

function fakeBuild() {
  const chunks: FakeChunk[] = [];
  const modules: object[] = [];
  const chunk = (name: string, ...consumedKeys: string[]): FakeChunk => {
    const created = { name, modules: consumedKeys.map((key) => consume(key)) };
    chunks.push(created);
    return created;
  };
  const consume = (shareKey: string) => {
    const module = { type: 'consume-shared-module', options: { shareKey }, blocks: [] };
    modules.push(module);
    return module;
  };
  /** `key` is provided, its code in `codeChunks` (what loading it loads). */
  const provide = (key: string, ...codeChunks: FakeChunk[]) => {
    modules.push({ type: 'provide-module', _name: key, blocks: [{ group: { chunks: codeChunks } }] });
  };
  const compilation = {
    modules,
    chunkGraph: {
      getChunkModulesIterable: (of: FakeChunk) => of.modules,
      getBlockChunkGroup: (block: { group: object }) => block.group,
    },
  };
  const levelsFrom = (entry: FakeChunk) => {
    const levels = startupChunkLevels(compilation as never, entry as never) as Map<FakeChunk, number> | null;
    return levels && Object.fromEntries([...levels].map(([levelled, level]) => [levelled.name, level]));
  };
  return { chunk, provide, levelsFrom };
}

describe("the shell's startup chunks, levelled for merging", () => {
  test('a chunk that consumes nothing shared is level 0; one that consumes a level n chunk, level n + 1', () => {
    const { chunk, provide, levelsFrom } = fakeBuild();
    const react = chunk('react');
    const router = chunk('router', 'react');
    const designSystem = chunk('design-system', 'react', 'react-router-dom');
    provide('react', react);
    provide('react-router-dom', router);
    provide('@farmplate/design-system/core', designSystem);
    const entry = chunk('main', 'react', 'react-router-dom', '@farmplate/design-system/core');

    expect(levelsFrom(entry)).toEqual({ react: 0, router: 1, 'design-system': 2 });
  });

  test('what the startup loads in turn is levelled too; a share loaded only later is left alone', () => {
    const { chunk, provide, levelsFrom } = fakeBuild();
    const jotai = chunk('jotai');
    const session = chunk('session', 'jotai');
    const forms = chunk('forms', 'jotai');
    provide('jotai', jotai);
    provide('@farmplate/session', session);
    provide('@farmplate/design-system/forms', forms);
    const entry = chunk('main', '@farmplate/session');

    expect(levelsFrom(entry)).toEqual({ jotai: 0, session: 1 });
  });

  test('every chunk of a share is levelled (a library split over two chunks)', () => {
    const { chunk, provide, levelsFrom } = fakeBuild();
    const reactDom = chunk('react-dom');
    const scheduler = chunk('scheduler');
    provide('react-dom', reactDom, scheduler);
    const app = chunk('app', 'react-dom');
    provide('app', app);
    const entry = chunk('main', 'app');

    expect(levelsFrom(entry)).toEqual({ 'react-dom': 0, scheduler: 0, app: 1 });
  });

  test('chunks that consume each other are not levelled: nothing is merged', () => {
    const { chunk, provide, levelsFrom } = fakeBuild();
    const a = chunk('a', 'b');
    const b = chunk('b', 'a');
    provide('a', a);
    provide('b', b);
    const entry = chunk('main', 'a');

    expect(levelsFrom(entry)).toBeNull();
  });
});
