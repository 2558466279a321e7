// Public API of @farmplate/api-client. The request core, the query client and the auth calls are
// in ./core.ts, re-exported through the package's own specifier so the apps' shared singleton
// '@farmplate/api-client/core' is the one request core; the public pages import only that entry.
export * from '@farmplate/api-client/core';
export * from './inventory';
// farm boxes: the farmer's boxes and each cycle's orders, pick list and Packed
export * from './farmer-boxes';
export * from './requests';
export * from './farmer-profile';
export * from './kitchen-orders';
export * from './account-profile';
// kitchen portal: the dashboard's figures, menu items, the kitchen's own requests
export * from './kitchen-portal';
// admin portal: dashboard, users, partners, settings, admin profile, audit trail
export * from './admin';
// admin portal: orders management, reports and the admin inventory
export * from './download';
export * from './admin-orders';
export * from './admin-reports';
export * from './admin-inventory';
// admin portal: dispatch of deliveries
export * from './admin-deliveries';
// a signed-in customer's orders, kept live by the tab's stream
export * from './customer-orders-live';
// live updates: the tab's one event stream and the hooks screens subscribe with
export * from './live-updates';
export * from './courier';
// admin portal: farm boxes overview and settings
export * from './admin-boxes';
