import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: `0 ${vars.space['6']} ${vars.space['5']}`,
  padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&:focus-within': { borderColor: vars.color.brand, boxShadow: `0 0 0 3px ${vars.color.focusRing}, ${vars.shadow.md}` },
    '&[data-state="processing"]': { background: vars.color.surfaceMuted },
  },
});

export const textarea = style({
  width: '100%',
  minHeight: '72px',
  maxHeight: '220px',
  resize: 'none',
  border: 'none',
  outline: 'none',
  padding: 0,
  background: 'transparent',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  selectors: { '&::placeholder': { color: vars.color.textTertiary }, '&:disabled': { color: vars.color.textTertiary, cursor: 'not-allowed' } },
});

export const hint = style({ flex: 1, fontSize: vars.fontSize.xs, color: vars.color.textTertiary });
export const count = style({ fontSize: vars.fontSize.xs, color: vars.color.textTertiary, fontVariantNumeric: 'tabular-nums', selectors: { '&[data-over="true"]': { color: vars.color.danger } } });

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  margin: `0 ${vars.space['6']} ${vars.space['5']}`,
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.warningSoft,
  color: vars.color.text,
  border: `1px solid rgba(232, 144, 12, 0.25)`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  // the example settings are one long "word": on a narrow screen they break rather than run out of the box
  overflowWrap: 'anywhere',
  '@media': { [media.phoneOnly]: { margin: `0 0 ${vars.space['3']}` } },
});
globalStyle(`${notice} > div`, { minWidth: 0 });
export const noticeIcon = style({ flex: 'none', color: vars.color.warning, marginTop: '2px' });
export const noticeTitle = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md, marginBottom: vars.space['1'] });

export const dialogArea = style({
  width: '100%',
  minHeight: '240px',
  resize: 'vertical',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&:focus': { borderColor: vars.color.brand, boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const dialogError = style({ marginTop: vars.space['2'], color: vars.color.danger, fontSize: vars.fontSize.sm });
export const dialogCount = style({ marginTop: vars.space['1'], textAlign: 'right', fontSize: vars.fontSize.xs, color: vars.color.textTertiary });
