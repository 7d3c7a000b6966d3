// The real client, loaded on the first call (see api.ts): the contract's zod schemas and ky are not part of
// the JS the home page needs for its first paint.
import { createApiClient, type ApiError } from '@peiyin/api-client';
import { toast } from '@peiyin/ui';
import { currentToken, signOut } from './state/session';

/** code 401: the token was refused (expired, or ended by a password change): drop the stale session. */
const unauthorised = 401;

export const client = createApiClient({
  baseUrl: '',
  getToken: currentToken,
  onError(error: ApiError) {
    if (error.code === unauthorised && currentToken()) signOut();
    toast.error(error.message);
  },
});
