// How a failed call is shown (spec 01 §8), in one place for the client and the query cache: a refused token
// ends the stale session, and the failure becomes an error toast.
import { toast } from '@peiyin/ui';
import { currentToken, signOut } from '../state/session';

/** code 401: the token was refused (expired, or ended by a password change): drop the stale session. */
const unauthorised = 401;

/** spec 01 §8: a failure without a message of its own. */
export const genericFailure = '操作失败';

export function reportApiError(error: unknown): void {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === unauthorised && currentToken()) signOut();
  toast.error(error instanceof Error && error.message ? error.message : genericFailure);
}
