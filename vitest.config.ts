// One vitest run covers every kind of test (README: `pnpm test`):
//   unit       pure packages in Node (ssml, player, api-client)
//   web        the web app's hooks in happy-dom, against a fake fetch that answers the contract's envelopes
//   server     the API over HTTP against a real database: SQLite, and PostgreSQL (tests/setup/postgres.ts)
//   storybook  every story as a test in real Chromium, with a committed screenshot baseline
//   e2e        journeys in real Chromium against the real server (tests/e2e)
//   packages   the installable packages as a stranger gets them: packed, installed with npm outside the
//              workspace, used from Node and from a Vite app in Chromium; API reports (needs `pnpm build`)
//   site       the static Storybook site (needs `pnpm build-storybook`): every docs page and story renders
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { pinnedChromiumProvider } from './tests/setup/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/lint/**/*.test.ts', 'tests/docs/**/*.test.ts', 'tests/setup/**/*.test.ts', 'packages/{ssml,player,api-client}/**/*.test.ts', 'packages/ui/src/forms/**/*.test.ts', 'packages/ui/src/components/**/*.test.ts', 'packages/ui/src/primitives/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
        },
      },
      {
        // the hooks import @peiyin/ui from its sources, whose styles are vanilla-extract .css.ts files
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // room for the hooks' waitFor (15 s in testing/fakeApi.tsx) under a loaded CI run
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/**/*.test.ts'],
          globalSetup: ['tests/setup/postgres.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A poll waits for a state (a request arrived, a process ended); its default 1 s is a wall-clock
          // window a loaded 2-core machine can outlast (issue 30). The test's own timeout still bounds it.
          expect: { poll: { timeout: 20_000 } },
        },
      },
      {
        plugins: [vanillaExtractPlugin(), storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // vanilla-extract's compiled CSS modules import these runtimes; the dependency scan cannot see them,
        // so on a fresh clone Vite would discover them mid-run and reload the browser, failing stories.
        optimizeDeps: { include: ['@vanilla-extract/sprinkles/createRuntimeSprinkles', '@vanilla-extract/recipes/createRuntimeFn'] },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            // screenshots are compared in the lockfile's Chromium build, never the machine's (tests/setup/chromium.ts)
            provider: pinnedChromiumProvider(),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
            expect: { toMatchScreenshot: { comparatorName: 'pixelmatch', comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 } } },
          },
          // unpacks the pinned browser and checks it (and the fonts) against the baselines' recorded renderer
          globalSetup: ['tests/setup/screenshotRenderer.ts'],
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // a page reaching a state under CI load: not within vitest's default 1 s (issue 30)
          expect: { poll: { timeout: 20_000 } },
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'packages',
          environment: 'node',
          include: ['tests/packages/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // after the other projects: an npm install, two builds and a browser would otherwise compete with
          // the screenshot and end-to-end tests for the same two cores
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'site',
          environment: 'node',
          include: ['tests/site/**/*.test.ts'],
          // one Chromium visit per docs page (≈80, each rendering all of its stories): about 2 minutes alone
          // on 2 cores, several times that while other work shares them
          testTimeout: 900_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
