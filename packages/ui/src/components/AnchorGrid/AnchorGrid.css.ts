import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const loading = style({ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '200px' });
export const grid = recipe({
  base: { display: 'grid' },
  variants: { size: { md: { gap: vars.space['4'], '@media': { [media.phoneOnly]: { gap: vars.space['3'] } } }, sm: { gap: vars.space['2'] } } },
});
export const pager = style({ display: 'flex', justifyContent: 'center' });
