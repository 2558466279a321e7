export * from './atoms';
export * from './session';
