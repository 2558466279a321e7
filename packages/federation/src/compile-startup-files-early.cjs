// @ts-check
// V8 compiles a function the first time it is called, on the main thread, unless told the file's
// functions will all be called at once: Chromium (136 and later) then compiles them while the file
// streams in, on a background thread. The shell's startup calls most of what its first files hold
// (the entry, React DOM and the other shared libraries): compiled one by one as the startup first
// calls them, they made the longest tasks of a public page's load. This plugin puts V8's compile
// hint, the comment `//# allFunctionsCalledOnLoad`, at the top of those files, and only those:
// a file loaded later (a dashboard, a form) keeps lazy compilation, as its functions may never run.
// Browsers that do not know the hint read a comment.

const { Compilation, sources } = require('webpack');
const { startupChunkLevels } = require('./merge-startup-shared-chunks.cjs');

const PLUGIN = 'CompileStartupFilesEarlyPlugin';
/** V8's explicit compile hint for a whole file (v8.dev/blog/explicit-compile-hints); it must come first. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The JavaScript files a build's startup runs: each entry's initial chunks and the chunks of the
 * shared modules its startup loads before the app runs.
 * @param {Compilation} compilation
 * @returns {Set<string>}
 */
function startupFiles(compilation) {
  /** @type {Set<import('webpack').Chunk>} */
  const chunks = new Set();
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) chunks.add(chunk);
    for (const chunk of startupChunkLevels(compilation, entrypoint.getEntrypointChunk())?.keys() ?? [])
      chunks.add(chunk);
  }
  return new Set([...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))));
}

class CompileStartupFilesEarlyPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // after minification, which drops comments; before the source maps, the content hashes and
      // the compressed copies are made, so each is made from the file as served
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage }, () => {
        for (const file of startupFiles(compilation)) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}

module.exports = { CompileStartupFilesEarlyPlugin };
