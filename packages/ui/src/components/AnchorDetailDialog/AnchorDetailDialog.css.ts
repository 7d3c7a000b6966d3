import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media, touchTarget } from '../../theme/breakpoints';

export const header = style({ display: 'flex', gap: vars.space['4'], alignItems: 'flex-start', '@media': { [media.phoneOnly]: { gap: vars.space['3'] } } });
export const headerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], flex: 1, minWidth: 0, paddingRight: vars.space['6'] });
export const name = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const favorite = style({});
export const desc = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal });
export const scenes = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], listStyle: 'none', margin: 0, padding: 0 });
export const scene = style({ fontSize: vars.fontSize.xs, color: vars.color.brand, background: vars.color.brandSoft, borderRadius: vars.radius.sm, padding: `2px ${vars.space['2']}` });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const templates = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'], maxHeight: '360px', overflowY: 'auto',
  // a phone shows the dialog as a sheet that scrolls as a whole: no second scroller inside it
  '@media': { [media.phoneOnly]: { maxHeight: 'none', overflowY: 'visible' } },
});
export const template = style({
  display: 'flex',
  '@media': { [media.phoneOnly]: { gap: vars.space['2'], padding: `${vars.space['2']} ${vars.space['3']}` } },
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[data-selected]': { borderColor: vars.color.brand, background: vars.color.brandSofter },
  },
});
export const templateText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const templateTitleRow = style({ display: 'flex', alignItems: 'baseline', gap: vars.space['2'], '@media': { [media.phoneOnly]: { flexWrap: 'wrap', rowGap: 0 } } });
// a narrow row wraps the subtitle under the title, never the title itself
export const templateTitle = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text, '@media': { [media.phoneOnly]: { flexShrink: 0 } } });
export const templateSubtitle = style({ fontSize: vars.fontSize.xs, color: vars.color.textTertiary });
export const templateContent = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSecondary });
export const pick = style({
  flex: 'none',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textSecondary,
  borderRadius: vars.radius.full,
  padding: `2px ${vars.space['3']}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  // 选用 by a finger: a 44 px target
  '@media': { [media.touch]: { minHeight: touchTarget, minWidth: touchTarget } },
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.brand, color: vars.color.brand, background: vars.color.brandSoft } },
});
