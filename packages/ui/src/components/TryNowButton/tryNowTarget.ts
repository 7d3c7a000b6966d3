/** spec 01 §9: the default anchor of the creation page. */
export const DEFAULT_ANCHOR_ID = 12;

/** Where "try now" leads: the named creation route with an anchor, or the anchors page. */
export type TryNowTarget = { name: 'creation'; anchorId: number } | { name: 'anchors'; href: '/anchors' };

/**
 * spec 01 §2 "Try now": logged in goes to the default creation (anchor 12); otherwise to the
 * anchors page, where a visitor can listen before signing up.
 */
export function tryNowTarget(loggedIn: boolean): TryNowTarget {
  return loggedIn ? { name: 'creation', anchorId: DEFAULT_ANCHOR_ID } : { name: 'anchors', href: '/anchors' };
}
