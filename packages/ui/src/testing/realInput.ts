// Typing in stories the way a person's keyboard does. When the stories run as tests (addon-vitest in Chromium),
// `.storybook/vitest.setup.ts` lends them the test runner's real input: key presses go through Chromium's own
// input pipeline (DevTools protocol), so the editor sees the `keydown` → `beforeinput` → `input` sequence and
// the DOM edits the browser itself makes, not events a script made up. In the Storybook UI, where no runner is
// attached, the play functions fall back to testing-library's simulated keyboard.
import { userEvent } from 'storybook/test';

interface RealInput {
  /** testing-library's key syntax (`{Control>}a{/Control}`), pressed by Chromium itself. */
  keyboard(keys: string): Promise<void>;
  /** A DevTools protocol command of the page (Input.imeSetComposition, Input.insertText…). */
  send(method: string, params: Record<string, unknown>): Promise<unknown>;
}

const real = (): RealInput | undefined => (globalThis as { __peiyinRealInput?: RealInput }).__peiyinRealInput;

/** True when keys are pressed by the browser itself (the story runs as a test). */
export const hasRealInput = (): boolean => real() !== undefined;

/** Presses keys: real ones under test, simulated ones in the Storybook UI. */
export async function pressKeys(keys: string): Promise<void> {
  const input = real();
  if (input) await input.keyboard(keys);
  else await userEvent.keyboard(keys);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Types `text` through an input method, as a pinyin IME does: each step of `steps` is shown as the
 * composition (the underlined pinyin), then `text` is committed. Under test Chromium composes for real
 * (Input.imeSetComposition, then Input.insertText commits). In the Storybook UI nothing can drive an IME:
 * the committed text is inserted as the browser's own edit (`execCommand`), and a person can try a real IME.
 */
export async function composeText(steps: readonly string[], text: string): Promise<void> {
  const input = real();
  if (!input) {
    globalThis.document.execCommand('insertText', false, text);
    return;
  }
  for (const step of steps) {
    await input.send('Input.imeSetComposition', { text: step, selectionStart: step.length, selectionEnd: step.length });
    await pause(30);
  }
  await input.send('Input.insertText', { text });
  await pause(30);
}
