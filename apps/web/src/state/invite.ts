// The invitation a visitor arrived by (`/?inviter=<code>`, the link of the /inviter page): remembered so
// the registration form starts with the friend's code, whichever page the visitor signs up from later.
const KEY = 'peiyin.inviterCode';
// invitation codes are short letters and digits (the server's rule); anything else in the link is ignored
const CODE = /^[0-9A-Za-z]{4,10}$/;

/** Called once at start: keeps the link's code, if any. */
export function rememberInvitation(search: string = window.location.search) {
  const code = new URLSearchParams(search).get('inviter');
  if (code && CODE.test(code)) {
    try {
      localStorage.setItem(KEY, code);
    } catch {
      // storage refused (private mode): the visitor can still type the code
    }
  }
}

/** The code of the invitation this browser arrived by, if any. */
export function invitationCode(): string | undefined {
  try {
    return localStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Signed in: the invitation has done its work (it only counts at registration). */
export function forgetInvitation() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}

/** The link that invites a friend with `code`. */
export const invitationLink = (code: string, origin: string = window.location.origin) => `${origin}/?inviter=${encodeURIComponent(code)}`;
