// @ts-check
/**
 * `output.filename` / `output.chunkFilename` of every app. Only chunks that have a JavaScript
 * content hash get one in their name (cached for ever by the server); a `[contenthash]` on the
 * other files breaks the federation runtime module (ARCHITECTURE.md "Known facts").
 * remoteEntry.js keeps the name the plugin gives it, so its URL never changes.
 * @param {{ chunk?: { contentHash?: Record<string, string> } }} pathData
 * @returns {string}
 */
function hashedFilename(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

module.exports = { hashedFilename };
