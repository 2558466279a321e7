export * from './request';
