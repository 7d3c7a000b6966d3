// Story annotations that show a story on one of the design system's three reference screens
// (theme/breakpoints.ts: phone 390, tablet 768, desktop 1440). The visual test photographs the story at
// that size, so every page-level piece and dialog keeps a baseline per screen class:
//   export const OnPhone: Story = { ...onScreen('phone') };
import type { ScreenClass } from '../theme/breakpoints';

export function onScreen(screen: ScreenClass) {
  return { globals: { viewport: { value: screen, isRotated: false } } } as const;
}
