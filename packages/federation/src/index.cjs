// @ts-check
const {
  createAppConfig,
  scriptRules,
  ASSET_FILES,
  DEV_PORTS,
  REMOTE_NAMES,
  devRemotesJson,
} = require('./webpack-config.cjs');
const { SHARED_SINGLETONS, installedVersion, sharedConfig } = require('./shared.cjs');
const { hashedFilename } = require('./filenames.cjs');
const { remoteAppContractVersion, manifestOptions, releaseMarker } = require('./release-info.cjs');

module.exports = {
  createAppConfig,
  scriptRules,
  ASSET_FILES,
  DEV_PORTS,
  REMOTE_NAMES,
  devRemotesJson,
  SHARED_SINGLETONS,
  installedVersion,
  sharedConfig,
  hashedFilename,
  remoteAppContractVersion,
  manifestOptions,
  releaseMarker,
};
