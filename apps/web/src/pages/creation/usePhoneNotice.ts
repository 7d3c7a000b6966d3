// The editor's notice on a phone (EditorPhoneNotice) until the person dismisses it; the choice is remembered on
// this device, so it is said once rather than on every visit. Storage that cannot be written (a private window)
// only means it is said again next time.
import { useCallback, useState } from 'react';

export const PHONE_NOTICE_KEY = 'peiyin.editorPhoneNotice';

const readDismissed = () => {
  try {
    return localStorage.getItem(PHONE_NOTICE_KEY) === 'dismissed';
  } catch {
    return false;
  }
};

export function usePhoneNotice() {
  const [shown, setShown] = useState(() => !readDismissed());
  const dismiss = useCallback(() => {
    setShown(false);
    try {
      localStorage.setItem(PHONE_NOTICE_KEY, 'dismissed');
    } catch {
      // not remembered: shown again on the next visit
    }
  }, []);
  return { shown, dismiss };
}
