export * from './fakeApi';
export * from './renderWithProviders';
export * from './sessionUser';
export * from './liveStream';
