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
// kitchen portal: the dashboard's figures and the kitchen's own requests
export * from './kitchen-portal';
// admin portal: dashboard figures, audit trail, platform settings
export * from './admin';
// admin portal: orders management, reports and the admin inventory
export * from './admin-reports';
export * from './admin-inventory';
// remote releases: which build of each portal its users run
export * from './releases';
// customers order: public menu, checkout, tracking
export * from './sample-menu';
export * from './customer-orders';
// the success answer of every route, by 'METHOD /path' (generated from the server's routes)
export * from './responses';
// live updates: the event stream's messages and its ticket
export * from './live-updates';
// delivery partners: courier application, courier portal, dispatch, admin deliveries
export * from './delivery';
// the job runner's record and farm boxes, subscriptions, cycles
export * from './jobs';
export * from './boxes';
