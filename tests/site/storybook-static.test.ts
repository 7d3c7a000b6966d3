// The static component site (`pnpm build-storybook`, issue 18): what designers and other teams browse.
// The story tests (project `storybook`) run every story and its play function from the sources; this
// checks what is actually published: the production build in storybook-static/.
//   - its index lists every story of every stories file;
//   - every component's docs page (autodocs) renders in Chromium with each of its stories, without an
//     error. A docs page renders all of its stories inline (without their play functions), so one visit
//     per component covers every story at a fraction of the cost of one visit per story.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { loadCsf } from 'storybook/internal/csf-tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../setup/chromium.ts';
import { serveStatic, type StaticServer } from '../setup/static-server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const site = path.join(root, 'storybook-static');
// the folders .storybook/main.ts takes stories from
const storyRoots = ['packages/ui/src', 'packages/player/src'];

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** The preview iframe as the smoke run sees it: Storybook's channel, and the errors it reported. */
interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__: { on(event: string, listener: (arg: unknown) => void): void; emit(event: string, arg: unknown): void };
  __smokeErrors: string[];
}

function files(dir: string, pick: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(full, pick);
    return pick(full) ? [full] : [];
  });
}

// Known and harmless: Storybook's props table regenerates a prop's default value as code and cannot
// print JSX (HomeBanner's `slides` defaults to slides whose art is JSX); it logs the error and shows no
// default. Anything else logged is a failure.
const knownConsoleErrors = [/^TypeError: this\[\w+\] is not a function\s+at \w+\.generateExpression/];

const storyFiles = () => storyRoots.flatMap((dir) => files(path.join(root, dir), (file) => file.endsWith('.stories.tsx')));

describe('the static Storybook site', () => {
  let entries: IndexEntry[];

  beforeAll(() => {
    const index = path.join(site, 'index.json');
    if (!existsSync(index)) throw new Error('storybook-static/ is missing: run `pnpm build-storybook` first (`pnpm test` does it).');
    const newestStory = Math.max(...storyFiles().map((file) => statSync(file).mtimeMs));
    if (statSync(index).mtimeMs < newestStory) throw new Error('storybook-static/ is older than the stories: run `pnpm build-storybook` (`pnpm test` does it).');
    entries = Object.values(JSON.parse(readFileSync(index, 'utf8')).entries as Record<string, IndexEntry>);
  });

  it('lists every story of every stories file, each with its docs page', () => {
    const listed = new Set(entries.filter((e) => e.type === 'story').map((e) => e.id));
    const docsTitles = new Set(entries.filter((e) => e.type === 'docs').map((e) => e.title));
    const expected: string[] = [];
    for (const file of storyFiles()) {
      const csf = loadCsf(readFileSync(file, 'utf8'), {
        fileName: file,
        makeTitle: (title?: string) => {
          if (!title) throw new Error(`${path.relative(root, file)} has no title in its meta`);
          return title;
        },
      }).parse();
      expect(docsTitles.has(csf.meta.title!), `${path.relative(root, file)} has a docs page (tags: ['autodocs'])`).toBe(true);
      expected.push(...csf.stories.map((story) => story.id));
    }
    expect(expected.length).toBeGreaterThan(300);
    expect(expected.filter((id) => !listed.has(id))).toEqual([]);
    expect(listed.size).toBe(expected.length);
  });

  it('has the pages a designer or a host app looks for besides the components', () => {
    const titles = new Set(entries.map((e) => e.title));
    // the theme tokens and the iconography on pages of their own (stories, photographed like any other)
    expect(titles).toContain('Foundations/Tokens');
    expect(titles).toContain('Foundations/Iconography');
    // usage guides in Chinese and English for the packages other products install (packages/ui/src/docs)
    const guides = entries.filter((e) => e.type === 'docs' && e.importPath.endsWith('.mdx')).map((e) => e.title);
    expect(guides).toEqual(expect.arrayContaining([expect.stringContaining('Using the editor'), expect.stringContaining('@peiyin/ssml')]));
  });

  describe('in Chromium', () => {
    let server: StaticServer;
    let browser: Browser;
    let page: Page;
    const problems: string[] = [];

    beforeAll(async () => {
      server = await serveStatic(site);
      browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
      page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        // a failed request is reported with its address by the response listener below (the browser's own
        // favicon request is not the site's)
        const text = message.text();
        if (message.type() !== 'error' || text.startsWith('Failed to load resource') || knownConsoleErrors.some((known) => known.test(text))) return;
        problems.push(`console error: ${text}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
      });
    });
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it('renders every docs page with all of its stories', async () => {
      const docsPages = entries.filter((e) => e.type === 'docs');
      const storiesOf = (title: string) => entries.filter((e) => e.type === 'story' && e.title === title).map((e) => e.id);
      const failures: string[] = [];
      const started = performance.now();

      for (const [i, docs] of docsPages.entries()) {
        problems.length = 0;
        if (i === 0) {
          await page.goto(`${server.url}/iframe.html?id=${docs.id}&viewMode=docs`);
          await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
          // Storybook reports a story that throws on its channel; keep what it says for the message
          await page.evaluate(() => {
            const preview = window as unknown as PreviewWindow;
            preview.__smokeErrors = [];
            for (const event of ['storyThrewException', 'storyErrored', 'storyMissing']) {
              preview.__STORYBOOK_ADDONS_CHANNEL__.on(event, (error) => {
                const { message, title } = (error ?? {}) as { message?: string; title?: string };
                preview.__smokeErrors.push(`${event}: ${message ?? title ?? String(error)}`);
              });
            }
          });
        } else {
          // switch pages the way Storybook's own manager does, without reloading the preview bundle
          await page.evaluate((id) => {
            const preview = window as unknown as PreviewWindow;
            preview.__smokeErrors.length = 0;
            preview.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
          }, docs.id);
        }
        const stories = storiesOf(docs.title);
        // Each story's block holds the preview decorator's root once the story has rendered. The first
        // story is the page's primary block; a component with one story has no other block.
        const unrendered = (ids: string[]) =>
          ids.filter((id) => !document.querySelector(`:is(#anchor--${CSS.escape(id)}, #anchor--primary--${CSS.escape(id)}) [data-story-root]`));
        try {
          await page.waitForFunction(
            (ids) => ids.every((id) => document.querySelector(`:is(#anchor--${CSS.escape(id)}, #anchor--primary--${CSS.escape(id)}) [data-story-root]`)),
            stories,
            { timeout: 60_000, polling: 50 },
          );
        } catch {
          failures.push(`${docs.id}: not rendered: ${(await page.evaluate(unrendered, stories)).join(', ')}`);
        }
        if (docs.importPath.endsWith('.mdx')) {
          // a guide has no stories: it must show its Chinese notes and the package README it embeds
          try {
            await page.waitForFunction(() => /宿主需要提供的[\s\S]*npm install/.test(document.querySelector('#storybook-docs')?.textContent ?? ''), undefined, { timeout: 60_000, polling: 50 });
          } catch {
            failures.push(`${docs.id}: the guide did not render its notes and README`);
          }
        }
        const reported = await page.evaluate(() => (window as unknown as PreviewWindow).__smokeErrors.slice());
        if (reported.length || problems.length) failures.push(`${docs.id}: ${[...reported, ...problems].join(' | ')}`);
      }

      console.log(`storybook-static smoke: ${docsPages.length} docs pages, ${entries.filter((e) => e.type === 'story').length} stories in ${Math.round(performance.now() - started)} ms`);
      expect(docsPages.length).toBeGreaterThan(50);
      expect(failures).toEqual([]);
    });
  });
});
