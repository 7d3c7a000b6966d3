import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh', background: vars.color.background });
export const main = style({ flex: 1, width: '100%' });
export const contained = style({ maxWidth: `calc(${vars.size.contentWidth} + 2 * ${vars.space['6']})`, margin: '0 auto', padding: `${vars.space['8']} ${vars.space['6']} ${vars.space['12']}` });
