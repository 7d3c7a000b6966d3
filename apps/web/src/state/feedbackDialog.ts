import { atom } from 'jotai';

/** Whether the feedback dialog (right toolbar) is open. */
export const feedbackOpenAtom = atom(false);

/** Whether the VIP purchase dialog is open (its content arrives with the membership work; the hook is here now). */
export const vipOpenAtom = atom(false);
