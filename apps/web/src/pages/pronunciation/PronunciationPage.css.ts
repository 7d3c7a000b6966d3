// The pronunciation dictionary's page: a centred column; on a phone the layout's own padding is enough.
import { style } from '@vanilla-extract/css';
import { media } from '@peiyin/ui';

export const page = style({
  maxWidth: '960px',
  margin: '0 auto',
  padding: '32px 24px',
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
  '@media': { [media.phoneOnly]: { padding: '8px 0 16px' } },
});
