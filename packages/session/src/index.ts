export * from './atoms';
export * from './session';
export * from './hydration';
