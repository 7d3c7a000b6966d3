import type { Preview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { lightTheme } from '../packages/ui/src/theme';
import { Toaster } from '../packages/ui/src/primitives/Toast';
import { toastStore } from '../packages/ui/src/primitives/toastStore';

// Portalled pop-ups (dialogs, menus, toasts) render into document.body, outside the story's root:
// the theme class goes on <html> so they read the same variables as the story itself.
function ThemeRoot({ children, pad }: { children: ReactNode; pad: boolean }) {
  useLayoutEffect(() => {
    document.documentElement.classList.add(lightTheme);
    // toasts queued by a previous story must not leak into this one
    toastStore.clear();
  }, []);
  return (
    // data-story-root marks what the visual test photographs (see vitest.setup.ts)
    <div data-story-root className={lightTheme} style={{ padding: pad ? 24 : 0 }}>
      {children}
      <Toaster />
    </div>
  );
}

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [
    (Story, context) => (
      // `parameters.pad: false` for full-width pieces (header, page layout) that draw to the edges
      <ThemeRoot pad={context.parameters.pad !== false}>
        <Story />
      </ThemeRoot>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    backgrounds: { disable: true },
    // axe (addon-a11y) runs where a story file asks for it: `a11y: { test: 'error' }` fails the story on any
    // violation (the editor's pieces). Off elsewhere, to keep the story run short.
    a11y: { test: 'off' },
  },
};

export default preview;
