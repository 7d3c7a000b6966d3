import { forwardRef } from 'react';
import { Box } from './Box';
import type { BoxProps } from './Box';
import type { Space } from '../theme/tokens';

export const stackAligns = ['stretch', 'flex-start', 'center', 'flex-end'] as const;

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection'> & {
  /** Space between children. @default '3' (12 px) */
  gap?: Space;
  /** Cross-axis alignment. @default 'stretch' */
  align?: (typeof stackAligns)[number];
};

/** Children in a column with even spacing. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack({ gap = '3', align = 'stretch', ...props }, ref) {
  return <Box ref={ref} display="flex" flexDirection="column" gap={gap} alignItems={align} {...props} />;
});

// `wrap` leaves out the HTML attribute of the same name (a textarea's, `string` in AllHTMLAttributes): kept,
// it would intersect with the boolean to `undefined` and refuse `<Inline wrap>`.
export type InlineProps = Omit<BoxProps, 'display' | 'flexDirection' | 'wrap'> & {
  /** Space between children. @default '2' (8 px) */
  gap?: Space;
  /** Cross-axis alignment. @default 'center' */
  align?: 'flex-start' | 'center' | 'flex-end' | 'baseline' | 'stretch';
  /** Main-axis distribution. @default 'flex-start' */
  justify?: 'flex-start' | 'center' | 'flex-end' | 'space-between';
  /** Wrap onto several lines. @default false */
  wrap?: boolean;
};

/** Children in a row with even spacing. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { gap = '2', align = 'center', justify = 'flex-start', wrap = false, ...props },
  ref,
) {
  return (
    <Box
      ref={ref}
      display="flex"
      flexDirection="row"
      gap={gap}
      alignItems={align}
      justifyContent={justify}
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      {...props}
    />
  );
});
