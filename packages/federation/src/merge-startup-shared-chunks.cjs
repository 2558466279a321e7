// @ts-check
// Module Federation gives each shared module a chunk of its own, and the shell's startup loads
// every one of them (about fifteen) before the app runs: fifteen requests, and fifteen script
// elements built and inserted in the entry's first task, which is the longest task of a public
// page's load. This plugin merges those chunks into a few, one per dependency level:
//   a chunk that consumes a shared module cannot hold that module's own code (loading the chunk
//   would wait for the module, which waits for the chunk: startup hangs), so the chunks are
//   levelled (level 0 consumes nothing shared, level n consumes only what levels below hold) and
//   only chunks of one level are merged.
// Only the chunks the shell's startup loads are touched; shared modules loaded later (the full
// design-system, forms, dialogs) keep their own chunks, off the first load.

const PLUGIN = 'MergeStartupSharedChunksPlugin';
const PROVIDE_MODULE = 'provide-module';
const CONSUME_MODULE = 'consume-shared-module';

/**
 * @typedef {import('webpack').Chunk} Chunk
 * @typedef {import('webpack').Module} Module
 * @typedef {import('webpack').Compilation} Compilation
 */

/** @param {Module} module */
const shareKeyOf = (module) =>
  module.type === PROVIDE_MODULE
    ? /** @type {any} */ (module)._name
    : module.type === CONSUME_MODULE
      ? /** @type {any} */ (module).options.shareKey
      : undefined;

/**
 * The share keys a chunk's modules consume: each must be loaded before the chunk's code runs.
 * @param {Compilation} compilation
 * @param {Chunk} chunk
 * @returns {string[]}
 */
function consumedKeys(compilation, chunk) {
  return [...compilation.chunkGraph.getChunkModulesIterable(chunk)]
    .filter((module) => module.type === CONSUME_MODULE)
    .map((module) => shareKeyOf(module));
}

/**
 * The chunks that hold each share key's code (the provided module's, and the fallback a consume
 * loads when nothing is provided): what loading the key loads.
 * @param {Compilation} compilation
 * @returns {Map<string, Set<Chunk>>}
 */
function chunksByShareKey(compilation) {
  /** @type {Map<string, Set<Chunk>>} */
  const byKey = new Map();
  for (const module of compilation.modules) {
    const key = shareKeyOf(module);
    if (key === undefined) continue;
    for (const block of module.blocks) {
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      if (!group) continue;
      const chunks = byKey.get(key) ?? new Set();
      for (const chunk of group.chunks) chunks.add(chunk);
      byKey.set(key, chunks);
    }
  }
  return byKey;
}

/**
 * The chunks the entry's startup loads (its consumed keys' chunks, and theirs in turn), each with
 * its level; null when the chunks consume each other in a cycle (nothing is merged then).
 * @param {Compilation} compilation
 * @param {Chunk} entryChunk
 * @returns {Map<Chunk, number> | null}
 */
function startupChunkLevels(compilation, entryChunk) {
  const byKey = chunksByShareKey(compilation);
  /** @param {Chunk} chunk */
  const dependencies = (chunk) => consumedKeys(compilation, chunk).flatMap((key) => [...(byKey.get(key) ?? [])]);
  /** @type {Map<Chunk, number>} */
  const levels = new Map();
  /** @type {Set<Chunk>} */
  const visiting = new Set();
  /** @param {Chunk} chunk @returns {number} */
  const levelOf = (chunk) => {
    const known = levels.get(chunk);
    if (known !== undefined) return known;
    if (visiting.has(chunk)) throw new Error('cycle');
    visiting.add(chunk);
    const level = Math.max(-1, ...dependencies(chunk).map(levelOf)) + 1;
    visiting.delete(chunk);
    levels.set(chunk, level);
    return level;
  };
  try {
    for (const chunk of dependencies(entryChunk)) levelOf(chunk);
  } catch {
    return null;
  }
  return levels;
}

class MergeStartupSharedChunksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // after webpack's own chunk splitting (STAGE_ADVANCED = 10)
      compilation.hooks.optimizeChunks.tap({ name: PLUGIN, stage: 20 }, () => {
        const { chunkGraph } = compilation;
        for (const entryChunk of [...compilation.chunks].filter((chunk) => chunk.hasRuntime())) {
          const levels = startupChunkLevels(compilation, entryChunk);
          if (!levels) continue;
          /** @type {Map<number, Chunk>} */
          const merged = new Map();
          for (const [chunk, level] of levels) {
            if (chunk === entryChunk || chunk.canBeInitial()) continue;
            const into = merged.get(level);
            if (!into) {
              merged.set(level, chunk);
            } else if (chunkGraph.canChunksBeIntegrated(into, chunk)) {
              chunkGraph.integrateChunks(into, chunk);
              compilation.chunks.delete(chunk);
            }
          }
        }
      });
    });
  }
}

module.exports = { MergeStartupSharedChunksPlugin, startupChunkLevels };
