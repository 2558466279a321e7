export * from './roles';
export * from './access';
export * from './remote-app';
