// The shell's runtime plugin that lends its federation runtime to the remotes. A remote is built
// with `experiments.externalRuntime` (webpack-config.cjs): its remoteEntry.js leaves out
// @module-federation/runtime-core and reads it from the global `_FEDERATION_RUNTIME_CORE`,
// 8 KiB brotli less on every page that loads a remote. The plugin MF ships for this
// (`provideExternalRuntime`) imports the runtime's CommonJS build, a second copy of it (9 KiB);
// this one hands over the copy the shell already runs.
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';

export default function provideRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'farmplate-provide-runtime-core',
    beforeInit(args) {
      Object.assign(runtimeCore.Global, { _FEDERATION_RUNTIME_CORE: runtimeCore });
      return args;
    },
  };
}
