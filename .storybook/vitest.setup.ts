/// <reference types="@vitest/browser-playwright" />
// Every story is a visual test (STYLE.md "Stories are tests"): after the story renders and its play
// function has run, the page is compared with the committed baseline PNG beside the stories file
// (`__screenshots__/`). The first run writes a missing baseline and fails; under CI=true a missing
// baseline fails without writing one, so baselines must be committed.
import { afterEach, beforeEach, expect, inject } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import type {} from '../tests/setup/screenshotRendererContext.ts';

// Real input for play functions (packages/ui/src/testing/realInput.ts): keys and IME composition pressed by
// Chromium itself through the DevTools protocol, not events made up by a script.
(globalThis as { __peiyinRealInput?: unknown }).__peiyinRealInput = {
  keyboard: (keys: string) => userEvent.keyboard(keys),
  send: (method: string, params: Record<string, unknown>) => cdp().send(method as never, params as never),
};

/** Waits until nothing is still moving: finite CSS animations/transitions finish, infinite ones are frozen. */
async function settleAnimations() {
  for (let round = 0; round < 3; round += 1) {
    const running = document.getAnimations();
    if (running.length === 0) return;
    await Promise.all(
      running.map((animation) => {
        const timing = animation.effect?.getComputedTiming();
        if (timing && timing.iterations === Infinity) {
          // spinners would never finish: freeze them at their first frame so the picture is stable
          animation.pause();
          animation.currentTime = 0;
          return Promise.resolve();
        }
        return animation.finished.catch(() => undefined);
      }),
    );
  }
}

/** Portalled content (dialogs, menus, popovers, toasts) lives in body but outside the story root. */
function hasOpenPortal(root: Element | null) {
  return Array.from(document.body.children).some(
    (child) => child !== root && !child.contains(root) && child instanceof HTMLElement && child.offsetHeight > 0 && child.tagName !== 'SCRIPT',
  );
}

// A modal Radix layer (menu, dialog) hides the rest of the page from assistive tech (aria-hidden) and blocks
// pointer events on body until it unmounts. When the previous story's layer unmounts late (a loaded machine),
// those marks outlive it and the next story's role queries find nothing. Every story starts on a clean page.
beforeEach(async () => {
  // The mouse stays where the last story's play function left it, and a pointer resting over a piece changes it (a
  // carousel shows its arrows and stops turning): every story starts with the mouse off the page.
  await cdp().send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: -1, y: -1 });
  document.querySelectorAll('[data-aria-hidden]').forEach((element) => {
    element.removeAttribute('aria-hidden');
    element.removeAttribute('data-aria-hidden');
  });
  document.body.style.removeProperty('pointer-events');
});

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  if (!context.task.meta || !('storyId' in context.task.meta)) return;
  (document.activeElement as HTMLElement | null)?.blur?.();
  await document.fonts.ready;
  await settleAnimations();
  // carousels move by script, not CSS, and some pictures load their encoder lazily (QR codes):
  // wait until every carousel has settled on a slide and nothing is marked data-settling
  await expect
    .poll(() => document.querySelector('[aria-roledescription="carousel"][data-state="moving"], [data-settling]'), { timeout: 3000 })
    .toBeNull();
  // two frames so layout caused by the last state change has been painted
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  // a baseline recorded in another browser build or with other fonts says so, instead of showing a pixel diff
  // (tests/setup/screenshotRenderer.ts)
  const rendererMismatch = inject('screenshotRendererMismatch');
  if (rendererMismatch) throw new Error(rendererMismatch);
  const root = document.querySelector('[data-story-root]');
  // an empty story (e.g. a banner after closing) has nothing of its own to photograph: take the page
  const target = !root || hasOpenPortal(root) || root.getBoundingClientRect().height === 0 ? document.documentElement : root;
  // Stricter than the project default (1 %): on a full-width story one changed button is under 1 % of
  // the pixels, and a visual test that lets a restyled button through cannot fail when it should.
  await expect(page.elementLocator(target)).toMatchScreenshot({
    comparatorName: 'pixelmatch',
    comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.001 },
  });
});
