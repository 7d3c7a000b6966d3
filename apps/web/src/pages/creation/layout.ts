// The editor page's layout, as style objects over the theme's variables (the page has few styles of its own;
// everything it shows is a @peiyin/ui piece).
import type { CSSProperties } from 'react';
import { vars } from '@peiyin/ui';

export const page: CSSProperties = { display: 'grid', gap: vars.space['3'], padding: `${vars.space['4']} 0 ${vars.space['8']}` };
export const topBar: CSSProperties = { display: 'flex', alignItems: 'center', gap: vars.space['3'], flexWrap: 'wrap' };
export const spacer: CSSProperties = { flex: 1 };
export const panel: CSSProperties = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
};
export const infoBar: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
};
export const hint: CSSProperties = {
  padding: `${vars.space['2']} ${vars.space['4']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textTertiary,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
};
export const editor: CSSProperties = { minHeight: 420, padding: vars.space['4'] };
export const hiddenFile: CSSProperties = { display: 'none' };
