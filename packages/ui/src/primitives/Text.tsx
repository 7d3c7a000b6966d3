import { createElement, forwardRef } from 'react';
import type { ElementType, HTMLAttributes } from 'react';
import { heading, text } from './Text.css';

export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export const textTones = ['default', 'secondary', 'tertiary', 'brand', 'vip', 'danger', 'success', 'inverse'] as const;
export const textWeights = ['regular', 'medium', 'semibold'] as const;

export type TextProps = HTMLAttributes<HTMLElement> & {
  /** Element to render. @default 'span' */
  as?: ElementType;
  /** @default 'md' (14 px body) */
  size?: (typeof textSizes)[number];
  /** @default 'default' */
  tone?: (typeof textTones)[number];
  /** @default 'regular' */
  weight?: (typeof textWeights)[number];
  /** Cut overflowing text with an ellipsis on one line. @default false */
  truncate?: boolean;
};

/** Body text in the theme's sizes and tones. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { as = 'span', size, tone, weight, truncate, className, ...rest },
  ref,
) {
  const cls = text({ size, tone, weight, truncate });
  return createElement(as, { ref, className: className ? `${cls} ${className}` : cls, ...rest });
});

export const headingLevels = ['1', '2', '3', '4', '5'] as const;

export type HeadingProps = HTMLAttributes<HTMLHeadingElement> & {
  /** Visual and semantic level (h1…h5). @default '3' */
  level?: (typeof headingLevels)[number];
  /** Override the element while keeping the look. */
  as?: ElementType;
};

/** A title; the level picks both the element and the size. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level = '3', as, className, ...rest },
  ref,
) {
  const cls = heading({ level });
  return createElement(as ?? `h${level}`, { ref, className: className ? `${cls} ${className}` : cls, ...rest });
});
