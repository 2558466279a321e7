// What every app shares as '@tanstack/react-query' (shared.cjs): the part of React Query the apps
// use, re-exported by name (the whole package weighs 11.6 KiB brotli in every first load, these
// names 9.6). React Query has no subpath to import it by other than its share key, which would be
// this module again: REACT_QUERY_PACKAGE (shared.cjs) names its entry file instead.
// `shared-imports.test.ts` fails when an app imports a name missing here.
export {
  keepPreviousData,
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
} from '@farmplate/federation/react-query-package';
