import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const loading = style({ display: 'flex', justifyContent: 'center', padding: `${vars.space['10']} 0`, color: vars.color.brand });

export const headText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });
export const name = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const comment = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textSecondary, lineHeight: vars.lineHeight.normal, wordBreak: 'break-all' });

export const sectionTitle = style({ margin: `${vars.space['5']} 0 ${vars.space['2']}`, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.text });

// pitch, speed, volume side by side as three small figures
export const props = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space['3'], margin: 0 });
export const prop = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `${vars.space['3']} 0`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});
export const propTerm = style({ fontSize: vars.fontSize.xs, color: vars.color.textTertiary });
export const propValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });

export const sample = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const samplePending = style({ width: '36px', height: '36px', display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.brand, flexShrink: 0 });
export const sampleText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });
export const sampleVoice = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.brand });
export const sampleContent = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textSecondary, lineHeight: vars.lineHeight.normal, wordBreak: 'break-all' });

export const footer = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], width: '100%' });
export const footerSpacer = style({ flex: 1 });
