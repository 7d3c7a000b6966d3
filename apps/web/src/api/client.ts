// The one API client of the web app: same origin (the server serves the app and the API), bearer token of the
// current session, and every failure a caller did not mark handled shown as an error toast (spec 01 §8).
//
// `api.group.call(...)` has the client's exact types, but the client itself (zod contract + ky, ≈35 KB
// gzipped) is imported on the first call, after the page has painted.
import type { ApiClient } from '@peiyin/api-client';

let loading: Promise<ApiClient> | null = null;
const load = () => (loading ??= import('../apiClient').then((m) => m.client));

type AnyCall = (...args: unknown[]) => Promise<unknown>;

export const api = new Proxy({} as ApiClient, {
  get(_target, group: string) {
    return new Proxy(
      {},
      {
        get(_inner, method: string): AnyCall {
          return (...args) => load().then((client) => (client as unknown as Record<string, Record<string, AnyCall>>)[group]![method]!(...args));
        },
      },
    );
  },
});
