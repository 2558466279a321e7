// @farmplate/api-client/core: the light entry. The request core, the query client, the auth
// calls and the public site's own calls (menu, orders, contact, newsletter): what the shell's first
// screen and the public pages need, without the portals' calls,
// their contracts constants and schemas, or the live-updates stream.
// Every app shares it as its own singleton; the full entry and its modules reach it through this
// package specifier (never a relative path), so there is one request core per tab.
export * from './request';
export * from './auth';
export * from './query-client';
// eslint-disable-next-line import-x/no-cycle -- the public calls are part of the light entry and use its one request core
export * from './marketing';
// eslint-disable-next-line import-x/no-cycle -- the public calls are part of the light entry and use its one request core
export * from './customer-orders';
// eslint-disable-next-line import-x/no-cycle -- the tracking page's own stream asks the one request core for its ticket
export * from './tracking-stream';
// eslint-disable-next-line import-x/no-cycle -- the boxes page and the skip link are public pages on the one request core
export * from './boxes';
