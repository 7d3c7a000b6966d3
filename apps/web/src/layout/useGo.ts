// One way to follow a link from a ui piece: login first when the target needs it (spec 01 §2, §6),
// a new tab when the item asks for one, client-side routing otherwise.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { getDefaultStore } from 'jotai';
import { sessionAtom } from '../state/session';
import { openLogin } from '../state/loginDialog';

export interface GoTarget {
  href: string;
  loginRequired?: boolean;
  newTab?: boolean;
  /** The history entry's state, for the page it opens (after the login when one is needed). */
  state?: unknown;
}

export function useGo() {
  const navigate = useNavigate();
  return useCallback(
    (target: GoTarget) => {
      const signedIn = getDefaultStore().get(sessionAtom) !== null;
      if (target.loginRequired && !signedIn) {
        openLogin(target.href, target.state);
        return;
      }
      if (target.newTab) {
        window.open(target.href, '_blank', 'noopener');
        return;
      }
      navigate(target.href, target.state === undefined ? undefined : { state: target.state });
    },
    [navigate],
  );
}
