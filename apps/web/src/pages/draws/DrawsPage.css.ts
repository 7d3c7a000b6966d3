// The AI drawing page: the form fixed on the left (its own scroll), 我的作品 on the right. On a tablet the form
// column narrows; on a phone the form comes first at its natural height (生成 at its foot) and 我的作品 under it.
import { style } from '@vanilla-extract/css';
import { media, vars } from '@peiyin/ui';

export const page = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['5'],
  '@media': { [media.phoneOnly]: { flexDirection: 'column', alignItems: 'stretch', gap: vars.space['6'] } },
});
export const formColumn = style({
  position: 'sticky',
  top: vars.space['4'],
  width: '380px',
  flexShrink: 0,
  height: 'calc(100vh - 180px)',
  minHeight: '560px',
  maxHeight: '860px',
  '@media': {
    [media.tabletOnly]: { width: '320px' },
    [media.phoneOnly]: { position: 'static', width: 'auto', height: 'auto', minHeight: 0, maxHeight: 'none' },
  },
});
export const side = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const works = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const worksHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space['3'] });
export const worksTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const worksHint = style({ fontSize: vars.fontSize.sm, color: vars.color.textTertiary });
export const end = style({ textAlign: 'center', padding: `${vars.space['2']} 0 ${vars.space['4']}`, fontSize: vars.fontSize.sm, color: vars.color.textTertiary });
export const sentinel = style({ height: '1px' });

export const notice = style({
  display: 'flex',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.warningSoft,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.warning,
});
export const noticeTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.text, marginBottom: vars.space['1'] });
export const noticeText = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal, color: vars.color.textSecondary });
