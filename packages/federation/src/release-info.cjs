// @ts-check
// What a build records about itself for the release gate (ARCHITECTURE.md "Releases").
const fs = require('node:fs');
const path = require('node:path');

/**
 * The RemoteApp contract version the app in `appDir` is built against: that of the
 * @farmplate/contracts it has installed (bundled into the app, so what it was compiled with).
 * @param {string} appDir
 * @returns {string | null}
 */
function remoteAppContractVersion(appDir) {
  const file = path.join(appDir, 'node_modules', '@farmplate', 'contracts', 'src', 'remote-app-contract.json');
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/**
 * The ModuleFederationPlugin `manifest` option: mf-manifest.json also says which RemoteApp
 * contract the build implements (`metaData.buildInfo.remoteAppContract`), beside the shared
 * singletons' versions it lists anyway. The release CLI, the server's gate and the shell at run
 * time read both from there.
 * @param {string} appDir
 */
function manifestOptions(appDir) {
  const contract = remoteAppContractVersion(appDir);
  return {
    /** @param {{ stats: any }} options */
    additionalData: ({ stats }) => {
      if (contract) stats.metaData.buildInfo = { ...stats.metaData.buildInfo, remoteAppContract: contract };
      return stats;
    },
  };
}

/**
 * A label a release build may carry (FARMPLATE_RELEASE_MARKER when building), empty otherwise: a
 * remote can show it so a team sees which build runs.
 */
const releaseMarker = () => process.env.FARMPLATE_RELEASE_MARKER ?? '';

module.exports = { remoteAppContractVersion, manifestOptions, releaseMarker };
