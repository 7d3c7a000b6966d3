// Every story is a visual test (STYLE.md "Stories are tests"): after the story renders and its play
// function has run, the page is compared with the committed baseline PNG beside the stories file
// (`__screenshots__/`). The first run writes a missing baseline and fails; under CI=true a missing
// baseline fails without writing one, so baselines must be committed.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

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

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  if (!context.task.meta || !('storyId' in context.task.meta)) return;
  (document.activeElement as HTMLElement | null)?.blur?.();
  await document.fonts.ready;
  await settleAnimations();
  // two frames so layout caused by the last state change has been painted
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const root = document.querySelector('[data-story-root]');
  const target = hasOpenPortal(root) || !root ? document.documentElement : root;
  await expect(page.elementLocator(target)).toMatchScreenshot();
});
