export * from './common';
export * from './auth';
export * from './uploads';
export * from './settings';
export * from './users';
export * from './menu-items';
export * from './partners';
export * from './inventory';
export * from './requests';
export * from './orders';
export * from './profiles';
export * from './marketing';
export * from './account-profile';
// remote releases (issue 18)
export * from './releases';
