// Issue 11 §6: a component lays out through Box/Stack/Inline (sprinkles) wherever its .css.ts would only set
// flex, gap and spacing from the theme's scale. A new style of that kind fails here: give the element the
// atoms instead, or add it below with the reason atoms cannot take it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pureLayoutStyles } from '../../scripts/layout-styles.ts';

const kept: Record<string, string> = {
  // composed into `inlineRow`, which hides the inline rows on a phone
  'components/AnchorFilters/AnchorFilters.css.ts row': 'a composition base',
  // margins on a Button, which takes a className and no atoms
  'components/CaptchaDialog/CaptchaDialog.css.ts submit': 'on a Button',
  'components/LoginDialog/LoginDialog.css.ts submit': 'on a Button',
  // the style and role chips' row: a Radix RadioGroup root, which takes a className and no atoms
  'components/VoicePanel/VoicePanel.css.ts chips': 'on a Radix RadioGroup root',
  // the play state colours the icon through `${audition}[data-state] &`
  'components/CustomAnchorEditDrawer/CustomAnchorEditDrawer.css.ts audition': 'a selector target',
  // the hidden file input the upload button clicks
  'components/DrawForm/DrawForm.css.ts fileInput': 'a hidden native input',
  // beside the shared account `success` class: which wins must not depend on stylesheet order
  'components/InviterForm/InviterForm.css.ts successLine': 'beside another class',
  // composed into each notice's own icon style (its colour)
  'private/editor/noticeStrip.css.ts noticeStripIcon': 'a composition base',
  // the icons inside are kept from shrinking through `${actions} svg`
  'private/records/recordTable.css.ts actions': 'a selector target',
};

describe('layout-only styles in packages/ui components and private pieces', () => {
  it('are only the few that atoms cannot take', () => {
    const found = pureLayoutStyles().map(({ file, name }) => `${file.replace('packages/ui/src/', '')} ${name}`);
    expect(found.filter((style) => !(style in kept))).toEqual([]);
    // and the list stays honest: a kept style that went away leaves it
    expect(Object.keys(kept).filter((style) => !found.includes(style))).toEqual([]);
  });

  it('notices a style that only lays out, and not one that also paints or uses a value off the scale', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'layout-styles-'));
    try {
      mkdirSync(path.join(dir, 'X'));
      writeFileSync(
        path.join(dir, 'X/X.css.ts'),
        [
          "export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], padding: `${vars.space['1']} ${vars.space['3']}` });",
          "export const card = style({ display: 'flex', gap: vars.space['2'], background: vars.color.surface });",
          "export const odd = style({ display: 'flex', gap: '6px' });",
        ].join('\n'),
      );
      expect(pureLayoutStyles(dir).map((style) => style.name)).toEqual(['row']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
