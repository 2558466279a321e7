export * from './roles';
export * from './access';
export * from './remote-app';
export * from './public-pages';
export * from './validation';
export * from './api';
// remote releases (issue 18)
export * from './release-compatibility';
