// What every app shares as 'jotai' (shared.cjs): the part of jotai the apps use, re-exported by
// name, with 'jotai/utils' beside it (shared-jotai-utils.ts). Shared by its subpaths, jotai was
// seven shared modules (vanilla, its internals, react, utils …), each a request and a start-up
// step of every first load, and its utils whole. The default store and the React context are in
// here once. `shared-imports.test.ts` fails when an app imports a name missing here.
// From jotai's subpaths, which are not share keys ('jotai' itself would be this module again).
export { atom, createStore, getDefaultStore } from 'jotai/vanilla';
export { useAtomValue, useSetAtom } from 'jotai/react';
