// The baselines' renderer check (issue 30): a run in another browser build or with other fonts must fail every
// visual test with a message naming both, not with pixel diffs that look like regressions.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pinnedChromium, pinnedChromiumArgs } from './chromium.ts';
import { rendererFile, rendererMismatch, type ScreenshotRenderer } from './screenshotRenderer.ts';

const recorded: ScreenshotRenderer = {
  browser: 'Chromium 153.0.8010.0',
  package: '@sparticuz/chromium@153.0.0',
  flags: ['--headless', '--font-render-hinting=none', '--disable-font-subpixel-positioning'],
  fonts: { 'Noto Sans CJK SC': 'NotoSansCJK-Regular.ttc sha256:b76b0433203017ca', monospace: 'DejaVuSansMono.ttf sha256:0f5db4f1749979d9' },
};

describe('the screenshot renderer check', () => {
  it('passes the renderer the baselines were recorded in', () => {
    expect(rendererMismatch(recorded, structuredClone(recorded))).toBeNull();
  });

  it('names both builds when the pinned browser changed without re-recording', () => {
    const message = rendererMismatch(recorded, { ...recorded, browser: 'Chromium 154.0.8100.0', package: '@sparticuz/chromium@154.0.0' });
    expect(message).toContain('recorded with Chromium 153.0.8010.0 (@sparticuz/chromium@153.0.0)');
    expect(message).toContain('this run has Chromium 154.0.8100.0 (@sparticuz/chromium@154.0.0)');
    expect(message).toContain('-u');
  });

  it('names the flags when the browser is launched differently', () => {
    const message = rendererMismatch(recorded, { ...recorded, flags: ['--headless', '--font-render-hinting=none'] });
    expect(message).toContain('browser flags: baselines recorded with --headless --font-render-hinting=none --disable-font-subpixel-positioning, this run has --headless --font-render-hinting=none');
  });

  it('names the font that differs, and a font only one side has', () => {
    const message = rendererMismatch(recorded, {
      ...recorded,
      fonts: { 'Noto Sans CJK SC': 'NotoSansCJK-Regular.ttc sha256:0000000000000000', serif: 'DejaVuSerif.ttf sha256:13e61509f5c81d7c' },
    });
    expect(message).toContain('font "Noto Sans CJK SC": baselines recorded with NotoSansCJK-Regular.ttc sha256:b76b0433203017ca, this machine has NotoSansCJK-Regular.ttc sha256:0000000000000000');
    expect(message).toContain('font "monospace": baselines recorded with DejaVuSansMono.ttf sha256:0f5db4f1749979d9, this machine has nothing');
    expect(message).toContain('font "serif": baselines recorded with nothing');
    expect(message).not.toContain('browser:');
  });

  it('refuses to compare when no renderer was recorded', () => {
    expect(rendererMismatch(null, recorded)).toContain('No renderer is recorded');
  });

  it('is recorded for the committed baselines with the browser the lockfile pins', () => {
    const committed = JSON.parse(readFileSync(rendererFile, 'utf8')) as ScreenshotRenderer;
    expect(committed.package).toBe(`${pinnedChromium.package}@${pinnedChromium.version}`);
    expect(committed.flags).toEqual(pinnedChromiumArgs);
  });
});
