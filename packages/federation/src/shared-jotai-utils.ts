// What every app shares as 'jotai/utils' (shared.cjs): the storage atoms of @farmplate/session.
// They build on 'jotai/vanilla', the same module shared-jotai.ts re-exports.
export { atomWithStorage, createJSONStorage } from 'jotai/vanilla/utils';
