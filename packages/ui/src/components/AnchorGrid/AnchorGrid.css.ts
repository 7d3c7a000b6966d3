import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const loading = style({ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '200px' });
export const grid = recipe({
  base: { display: 'grid' },
  variants: {
    size: {
      md: { gap: vars.space['4'], '@media': { [media.phoneOnly]: { gap: vars.space['3'] } } },
      sm: {
        gap: vars.space['2'],
        // a picker names its columns inline (3 or 4 at a dialog's width); a phone's sheet fits two cards with
        // their names, so the phone rule must beat the inline style
        '@media': { [media.phoneOnly]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr)) !important' } },
      },
    },
  },
});
