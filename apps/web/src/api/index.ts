// The web app's server state: `api` is the one client (./client.ts); each file beside this one holds the
// TanStack Query hooks of one contract domain (`anchor.ts` → `contract.anchor`), one hook per call, with the
// query options the hooks share with the loaders handed to ui pieces. Pages compose these hooks; they never
// fetch in an effect and never call `api` themselves.
// TanStack Query is not in the home route's entry chunk: anything lazily loaded that uses these hooks is
// loaded with `lazyWithQueries` (or `lazyPage` in routes.tsx), which brings the client's provider along.
export { api } from './client';
export { queryClient, callKey } from './queryClient';
