import { useLayoutEffect, useRef } from 'react';

/**
 * On a phone the side menu is one row that scrolls sideways (AccountLayout.css.ts): a page opened on its
 * fourth or fifth entry would show a row whose current tab is off to the right. This centres the current
 * entry in the row when the row overflows; where the menu fits (a column on a computer) it does nothing.
 */
export function useActiveTabInView<T extends HTMLElement>(activeKey: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const row = ref.current;
    if (!row || row.scrollWidth <= row.clientWidth) return;
    const current = row.querySelector<HTMLElement>('[aria-current="page"]');
    if (!current) return;
    const rowBox = row.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    row.scrollLeft += box.left - rowBox.left - (rowBox.width - box.width) / 2;
  }, [activeKey]);
  return ref;
}
