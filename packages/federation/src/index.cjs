// @ts-check
// Everything the apps' webpack configs use: the config helper, the shared singletons, file names
// and release facts.
module.exports = {
  ...require('./webpack-config.cjs'),
  ...require('./shared.cjs'),
  ...require('./filenames.cjs'),
  ...require('./release-info.cjs'),
  ...require('./plain-entry-config.cjs'),
};
