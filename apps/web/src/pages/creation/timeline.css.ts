// Where the sentence timeline sits: under the script, inside the editor's panel, inset like the script.
import { style } from '@vanilla-extract/css';
import { media, vars } from '@peiyin/ui';

export const place = style({
  padding: `0 ${vars.space['4']} ${vars.space['4']}`,
  '@media': { [media.phoneOnly]: { padding: `0 ${vars.space['2']} ${vars.space['3']}` } },
});
