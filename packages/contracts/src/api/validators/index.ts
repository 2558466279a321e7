export { PRECOMPILED_VALIDATORS } from './registry';
