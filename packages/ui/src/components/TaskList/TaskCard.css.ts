import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const card = style({
  display: 'flex',
  gap: vars.space['3'],
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  '@media': { [media.phoneOnly]: { padding: vars.space['3'] } },
});

export const cover = style({ width: 56, height: 56, borderRadius: vars.radius.md, objectFit: 'cover', flexShrink: 0 });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], flex: '1 1 auto', minWidth: 0 });

export const top = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minWidth: 0 });

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const remove = style({ marginLeft: 'auto', flexShrink: 0 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textTertiary,
  fontVariantNumeric: 'tabular-nums',
});

export const progress = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], minWidth: 0 });
export const bar = style({ flex: '1 1 auto', height: 6, borderRadius: vars.radius.full, background: vars.color.surfaceHover, overflow: 'hidden', maxWidth: 420 });
export const barFill = style({ display: 'block', height: '100%', background: vars.color.brand, transition: `width ${vars.motion.normal} ${vars.motion.easing}` });
export const progressText = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const reason = style({ fontSize: vars.fontSize.sm, color: vars.color.dangerText, lineHeight: vars.lineHeight.normal });

export const playRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], minWidth: 0 });
// the download keeps its size on a phone; the scrubber is what gives way
globalStyle(`${playRow} > :last-child`, { flexShrink: 0 });
export const player = style({ flex: '1 1 auto', maxWidth: 520 });
