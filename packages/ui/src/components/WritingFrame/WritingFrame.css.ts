import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

// The AI writing page: the side column (modes, conversations, services) beside the conversation on a
// tablet or computer; on a phone the column folds into a bar above the conversation that opens it in place.
export const frame = style({
  display: 'flex',
  height: 'calc(100vh - 180px)',
  minHeight: '600px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surface,
  '@media': {
    [media.phoneOnly]: { position: 'relative', flexDirection: 'column', height: 'calc(100dvh - 140px)', minHeight: '480px' },
  },
});

/** Only on a phone: the bar that opens and closes the side column. */
export const toggle = style({
  display: 'none',
  '@media': {
    [media.phoneOnly]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space['2'],
      flex: 'none',
      minHeight: '48px',
      padding: `0 ${vars.space['4']}`,
      border: 0,
      borderBottom: `1px solid ${vars.color.border}`,
      background: vars.color.surface,
      color: vars.color.text,
      fontFamily: 'inherit',
      fontSize: vars.fontSize.md,
      fontWeight: vars.fontWeight.semibold,
      textAlign: 'left',
      cursor: 'pointer',
      selectors: { '&:focus-visible': { outline: 'none', boxShadow: `inset 0 0 0 3px ${vars.color.focusRing}` } },
    },
  },
});
export const toggleLabel = style({ flex: 1, minWidth: 0 });
export const chevron = style({ transition: `transform ${vars.motion.fast}`, selectors: { [`${toggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } } });

export const panel = style({
  display: 'flex',
  '@media': {
    // over the conversation, below the bar, so the conversation keeps its place (and its scroll) underneath
    [media.phoneOnly]: {
      display: 'block',
      position: 'absolute',
      inset: '48px 0 0 0',
      zIndex: 2,
      overflowY: 'auto',
      background: vars.color.surface,
      selectors: { '&[data-state="closed"]': { display: 'none' } },
    },
  },
});

export const conversation = style({ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column', background: vars.color.background });
