import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.stories.tsx', '../packages/player/src/**/*.stories.tsx'],
  // audio the player stories fetch over HTTP (made by packages/player/test/fixtures/make-audio.mjs)
  staticDirs: [{ from: '../packages/player/test/fixtures/audio', to: '/player-fixtures' }],
  // addon-a11y runs axe after each story; a story with `parameters.a11y.test: 'error'` fails on any violation
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest', '@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // vanilla-extract compiles the .css.ts files of packages/ui at build time (zero-runtime CSS).
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    return viteConfig;
  },
};

export default config;
