// The signed-in session (spec 01 §3-§4): login user info kept in localStorage, the token also stored on its
// own; info that has already expired at start is discarded; login and logout are announced to the rest of
// the app and to other tabs so every open page agrees on who is signed in.
import { atom, getDefaultStore } from 'jotai';

export interface SessionUser {
  token: string;
  /** expiry as a millisecond timestamp */
  expire: number;
  username: string;
  nickname: string | null;
  avatar: string | null;
  vipLevel: number;
}

const USER_KEY = 'peiyin.loginUser';
const TOKEN_KEY = 'peiyin.token';

function readStored(now = Date.now()): SessionUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    if (!raw) return null;
    const user = JSON.parse(raw) as SessionUser;
    if (typeof user.token !== 'string' || typeof user.expire !== 'number' || user.expire <= now) {
      clearStored();
      return null;
    }
    return user;
  } catch {
    clearStored();
    return null;
  }
}

function clearStored() {
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(TOKEN_KEY);
}

export const sessionAtom = atom<SessionUser | null>(readStored());

/** Display name: nickname, else username (spec 01 §3). */
export function displayName(user: SessionUser): string {
  return user.nickname?.trim() || user.username;
}

/** 'login' and 'logout' in this tab; 'change' whenever who is signed in changes, in this tab or another. */
export type SessionEvent = 'login' | 'logout' | 'change';
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('peiyin.session');
export const sessionEvents = new EventTarget();

export function signIn(user: SessionUser) {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(TOKEN_KEY, user.token);
  getDefaultStore().set(sessionAtom, user);
  sessionEvents.dispatchEvent(new Event('login'));
  sessionEvents.dispatchEvent(new Event('change'));
  channel?.postMessage('login');
}

export function signOut() {
  clearStored();
  getDefaultStore().set(sessionAtom, null);
  sessionEvents.dispatchEvent(new Event('logout'));
  sessionEvents.dispatchEvent(new Event('change'));
  channel?.postMessage('logout');
}

/** Update the stored user (e.g. a new nickname) without announcing a new login. */
export function updateSessionUser(patch: Partial<SessionUser>) {
  const current = getDefaultStore().get(sessionAtom);
  if (!current) return;
  const next = { ...current, ...patch };
  localStorage.setItem(USER_KEY, JSON.stringify(next));
  getDefaultStore().set(sessionAtom, next);
}

export function currentToken(): string | null {
  const user = getDefaultStore().get(sessionAtom);
  if (!user) return null;
  if (user.expire <= Date.now()) {
    signOut();
    return null;
  }
  return user.token;
}

channel?.addEventListener('message', () => {
  // another tab signed in or out: re-read storage so this tab follows
  getDefaultStore().set(sessionAtom, readStored());
  sessionEvents.dispatchEvent(new Event('change'));
});
