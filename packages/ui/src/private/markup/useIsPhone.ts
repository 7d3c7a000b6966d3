import { useSyncExternalStore } from 'react';
import { media } from '../../theme/breakpoints';

// Whether the screen is a phone's (theme/breakpoints.ts): the editor's pop-ups become bottom sheets there.
// Read from the media query itself, so a rotated tablet or a resized window follows at once.
const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(media.phoneOnly);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const isPhone = () => window.matchMedia(media.phoneOnly).matches;

export const useIsPhone = () => useSyncExternalStore(subscribe, isPhone, () => false);
