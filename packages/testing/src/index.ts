export * from './fakeApi';
export * from './renderWithProviders';
