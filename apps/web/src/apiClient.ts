// The real client, loaded on the first call (see api/client.ts): the contract's zod schemas and ky are not
// part of the JS the home page needs for its first paint.
import { createApiClient } from '@peiyin/api-client';
import { currentToken } from './state/session';
import { reportApiError } from './api/errors';

export const client = createApiClient({ baseUrl: '', getToken: currentToken, onError: reportApiError });
