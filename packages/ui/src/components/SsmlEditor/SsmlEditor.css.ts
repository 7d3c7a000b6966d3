import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { MARKUP_KINDS, markupTones } from '../../private/markup/markupTones';

const chipColor = createVar();
const chipSoft = createVar();

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  // fills the box the page gives it, so a click anywhere in the box lands in the editor
  minHeight: '100%',
  background: vars.color.surface,
  color: vars.color.text,
});

/** The contenteditable element ProseMirror owns. */
export const content = style({
  flex: 1,
  minHeight: 240,
  position: 'relative',
  padding: `${vars.space['4']} ${vars.space['5']}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.lg,
  // room for the chips' labels without the lines jumping when one appears
  lineHeight: 2.2,
  outline: 'none',
  // ProseMirror's own stylesheet (prosemirror-view/style/prosemirror.css), the parts this editor needs
  whiteSpace: 'pre-wrap',
  wordWrap: 'break-word',
  overflowWrap: 'break-word',
  fontVariantLigatures: 'none',
  fontFeatureSettings: '"liga" 0',
  caretColor: vars.color.brand,
  selectors: {
    '&[aria-readonly="true"]': { caretColor: 'transparent' },
  },
});

globalStyle(`${content} p`, {
  margin: 0,
  minHeight: '1em',
  // A line out of view is neither laid out nor painted: with 500 chips in a script, painting the
  // chips is most of what a keystroke costs (bench/editor.bench.ts). The size is a first guess for
  // a line never shown yet; once shown, its real size is remembered.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 140px',
});

// spec 02 §2.2: a visible hint while the script is empty
globalStyle(`${content} p[data-placeholder]::before`, {
  content: 'attr(data-placeholder)',
  position: 'absolute',
  color: vars.color.textTertiary,
  pointerEvents: 'none',
});

// after a chip at the end of a line ProseMirror adds an empty <img> so the caret can sit there
globalStyle(`${content} img.ProseMirror-separator`, { display: 'inline', border: 'none', margin: 0 });
globalStyle(`${content}.ProseMirror-hideselection *::selection`, { background: 'transparent' });
globalStyle(`${content}.ProseMirror-hideselection`, { caretColor: 'transparent' });

// default hue for markup of an extended schema, then one per kind (declared after, so it wins)
globalStyle(`${content} [data-chip]`, { vars: { [chipColor]: vars.color.brand, [chipSoft]: vars.color.brandSoft } });
for (const kind of MARKUP_KINDS) {
  const tone = markupTones[kind];
  globalStyle(`${content} [data-chip="${kind}"]`, { vars: { [chipColor]: tone.color, [chipSoft]: tone.soft } });
}

// A leaf markup node: its text on a soft tint, the reading beside it in the markup's hue.
globalStyle(`${content} [data-chip]:not([data-wrapper-label])`, {
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: 2,
  margin: '0 2px',
  padding: '0 4px',
  borderRadius: vars.radius.sm,
  background: chipSoft,
  boxShadow: `inset 0 -2px 0 ${chipColor}`,
  lineHeight: 1.6,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: `box-shadow ${vars.motion.fast}`,
});
globalStyle(`${content} [data-chip-label]`, {
  color: chipColor,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});
globalStyle(`${content} [data-chip][data-selected]`, {
  boxShadow: `inset 0 -2px 0 ${chipColor}, 0 0 0 2px ${chipColor}`,
});

// A wrapper's range: a tint under the text, and a label chip before it.
for (const kind of ['multiVoice', 'subPitch'] as const) {
  const tone = markupTones[kind];
  const type = kind === 'multiVoice' ? 'multi-voice' : 'sub-pitch';
  globalStyle(`${content} span[data-type="${type}"]`, {
    background: tone.soft,
    borderBottom: `2px dashed ${tone.color}`,
    padding: '2px 0',
  });
}
globalStyle(`${content} [data-wrapper-label]`, {
  display: 'inline-block',
  margin: '0 2px 0 4px',
  padding: '0 6px',
  borderRadius: vars.radius.full,
  background: chipColor,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.7,
  verticalAlign: 'middle',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
});

// What the text front-end reads (issue 12 item 2): a quiet dotted underline in the number-reading hue,
// so a script full of prices and dates still reads as text; the reading shows on hover.
globalStyle(`${content} [data-reading]`, {
  textDecorationLine: 'underline',
  textDecorationStyle: 'dotted',
  textDecorationColor: markupTones.aliasNumber.color,
  textDecorationThickness: '1px',
  textUnderlineOffset: '4px',
  cursor: 'pointer',
});
// A polyphone the sources disagree on (issue 12 item 4): a light wavy underline in the polyphone hue.
globalStyle(`${content} [data-polyphone]`, {
  textDecorationLine: 'underline',
  textDecorationStyle: 'wavy',
  textDecorationColor: markupTones.phoneme.color,
  textDecorationThickness: '1px',
  textUnderlineOffset: '5px',
  cursor: 'pointer',
});

/** The 读作 bubble shown while the pointer rests on a marked reading (the look of the tooltips). */
export const readingBubble = style({
  position: 'fixed',
  zIndex: vars.zIndex.popover,
  background: '#23263a',
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  borderRadius: vars.radius.md,
  padding: `${vars.space['1']} ${vars.space['2']}`,
  maxWidth: '280px',
  boxShadow: vars.shadow.md,
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&[hidden]': { display: 'none' } },
});
