// A finger in play functions. Under test (addon-vitest in Chromium) the runner's DevTools protocol emulates a
// touch screen (a coarse pointer) and taps with real touch events, so Chromium makes the pointer events
// (pointerType 'touch') and the click a phone would. In the Storybook UI testing-library's touch pointer stands in.
import { userEvent } from 'storybook/test';

type Cdp = { send(method: string, params: Record<string, unknown>): Promise<unknown> };
const cdp = () => (globalThis as { __peiyinRealInput?: Cdp }).__peiyinRealInput;

/** Runs `steps` on an emulated touch screen and turns the emulation off again, so later stories see a mouse. */
export async function withTouchScreen(steps: () => Promise<void>): Promise<void> {
  const runner = cdp();
  if (runner) await runner.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  try {
    await steps();
  } finally {
    if (runner) {
      await runner.send('Emulation.setTouchEmulationEnabled', { enabled: false });
      // the last tap leaves a hover where it landed; the picture must not depend on it
      await runner.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: 0, y: 0 });
    }
  }
}

/** Taps the centre of `element` with one finger. */
export async function tap(element: Element): Promise<void> {
  const runner = cdp();
  if (!runner) {
    await userEvent.pointer([{ keys: '[TouchA]', target: element }]);
    return;
  }
  const box = element.getBoundingClientRect();
  const point = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  await runner.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await runner.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  // the click Chromium makes from the tap arrives after the touch events
  await new Promise((resolve) => setTimeout(resolve, 50));
}
