// PGlite's CommonJS build loads Node built-ins with import("fs") and friends, which jest's
// CommonJS runtime refuses without --experimental-vm-modules. This transform turns those into
// require() calls. It keeps a reference to the module's own require first, because the
// Emscripten code declares a local `var require` that would shadow it.
module.exports = {
  process(source) {
    const code = `const __pgliteRequire = require;${source.replace(
      /\bimport\((["'][\w:/-]+["'])\)/g,
      'Promise.resolve().then(() => __pgliteRequire($1))',
    )}`;
    return { code };
  },
  getCacheKey(source, filename) {
    return require('node:crypto')
      .createHash('sha256')
      .update('pglite-transform-v1')
      .update(filename)
      .update(source)
      .digest('hex');
  },
};
