// The one API client of the web app: same origin (the server serves the app and the API), bearer token of the
// current session, and every failure a caller did not mark handled shown as an error toast (spec 01 §8).
import { createApiClient, type ApiError } from '@peiyin/api-client';
import { toast } from '@peiyin/ui';
import { currentToken, signOut } from './state/session';

/** code 401: the token was refused (expired or signed out elsewhere): drop the stale session. */
const unauthorised = 401;

export const api = createApiClient({
  baseUrl: '',
  getToken: currentToken,
  onError(error: ApiError) {
    if (error.code === unauthorised && currentToken()) signOut();
    toast.error(error.message);
  },
});
