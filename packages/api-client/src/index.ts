export * from './request';
export * from './auth';
export * from './inventory';
export * from './requests';
export * from './farmer-profile';
export * from './kitchen-orders';
export * from './marketing';
export * from './account-profile';
// kitchen portal (issue 12)
export * from './kitchen-portal';
// admin portal part 1: dashboard, users, partners, settings, admin profile, audit trail
export * from './admin';
// admin part 2: orders management, reports and the admin inventory
export * from './download';
export * from './admin-orders';
export * from './admin-reports';
export * from './admin-inventory';
export * from './query-client';
// customers order: public menu, checkout, tracking, a customer's orders
export * from './customer-orders';
// live updates: the tab's one event stream and the hooks screens subscribe with
export * from './live-updates';
