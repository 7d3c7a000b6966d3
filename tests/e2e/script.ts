// The editor's script in a journey: selecting its words as a drag would.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Selects the first occurrence of `text` inside the editor's script (a real DOM selection the view picks up). */
export async function selectInScript(page: Page, text: string): Promise<void> {
  // a pop-up still closing gives the editor its focus back and with it the selection it had: wait for it to go
  await expect.poll(() => page.locator('[data-radix-popper-content-wrapper]').count(), { timeout: 30_000 }).toBe(0);
  await page.evaluate((wanted) => {
    const root = document.querySelector('[aria-label="配音文案"]')!;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted);
      if (at >= 0) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + wanted.length);
        const selection = window.getSelection()!;
        selection.removeAllRanges();
        selection.addRange(range);
        return;
      }
    }
    throw new Error(`text not found: ${wanted}`);
  }, text);
  await expect.poll(() => page.evaluate(() => window.getSelection()!.toString())).toBe(text);
  // the view reads DOM selection changes on selectionchange
  await page.waitForTimeout(50);
}
