// The React Query package by another name (REACT_QUERY_PACKAGE in shared.cjs): see shared-query.ts.
declare module '@farmplate/federation/react-query-package' {
  export * from '@tanstack/react-query';
}
