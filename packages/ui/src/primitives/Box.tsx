import { createElement, forwardRef } from 'react';
import type { AllHTMLAttributes, ElementType, ReactNode } from 'react';
import { atoms } from '../theme/sprinkles.css';
import type { Atoms } from '../theme/sprinkles.css';

export type BoxProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Atoms | 'as'> &
  Atoms & {
    /** Element to render. @default 'div' */
    as?: ElementType;
    children?: ReactNode;
  };

/** Splits a props object into sprinkles atoms and the rest (Braid's Box). */
export function splitAtoms<P extends Record<string, unknown>>(props: P): [Atoms, Omit<P, keyof Atoms>] {
  const atomProps: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (atoms.properties.has(key as keyof Atoms)) atomProps[key] = value;
    else rest[key] = value;
  }
  return [atomProps as Atoms, rest as Omit<P, keyof Atoms>];
}

/** The layout primitive: any element with layout atoms as props. */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...props }, ref) {
  const [atomProps, rest] = splitAtoms(props);
  const atomClass = atoms(atomProps);
  return createElement(as, { ref, className: className ? `${atomClass} ${className}` : atomClass, ...rest });
});
