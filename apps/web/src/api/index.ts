// The web app's server state: `api` is the one client (./client.ts); each file beside this one holds the
// TanStack Query hooks of one contract domain (`settings.ts` → `contract.settings`), one hook per call.
// Pages compose these hooks; they never fetch in an effect.
export { api } from './client';
export { queryClient, callKey } from './queryClient';
