export * from './roles';
export * from './access';
export * from './remote-app';
export * from './public-pages';
export * from './menu-filter';
export * from './validation';
// ajv for the server and the tests only (validation.ts): unused by the pages, so never in their bundles
export { createAjv, compileWithAjv } from './ajv';
export * from './api';
// money, dates and times as every screen writes them
export * from './format';
// remote releases: which build of each portal its users run
export * from './release-compatibility';
