// What every dialog's OnPhone story checks (issue: dialogs become full-height sheets on a phone): the
// dialog fills the screen, and nothing inside it is wider than the screen (no sideways scrolling).
import { expect, waitFor, within } from 'storybook/test';

/** A dialog fills the phone's screen; an alert dialog (a confirmation) is a sheet on the bottom edge. */
export async function expectPhoneSheet(canvasElement: HTMLElement, name: string | RegExp, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole(role, { name });
  await waitFor(() => expect(dialog).toBeVisible());
  // the sheet slides up: wait until it has arrived before measuring
  await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight));
  const box = dialog.getBoundingClientRect();
  await expect(Math.round(box.left)).toBe(0);
  await expect(Math.round(box.width)).toBe(window.innerWidth);
  if (role === 'dialog') await expect(Math.round(box.top)).toBe(0);
  else await expect(box.height).toBeLessThan(window.innerHeight / 2);
  await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  return dialog;
}
