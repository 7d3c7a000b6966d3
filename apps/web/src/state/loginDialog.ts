// The login dialog is opened from many places (login-required tabs, feature cards, the default avatar);
// when a target was given it continues there after a successful login (spec 01 §2 "Layout and header").
import { atom, getDefaultStore } from 'jotai';

export interface LoginDialogState {
  open: boolean;
  /** where to go after a successful login */
  continueTo: string | null;
  /** the history state to go there with (e.g. a sample's text for the editor) */
  continueState?: unknown;
}

export const loginDialogAtom = atom<LoginDialogState>({ open: false, continueTo: null });

export function openLogin(continueTo: string | null = null, continueState?: unknown) {
  getDefaultStore().set(loginDialogAtom, { open: true, continueTo, continueState });
}

export function closeLogin() {
  getDefaultStore().set(loginDialogAtom, { open: false, continueTo: null });
}
