import type { HTMLAttributes } from 'react';
import { badge, card, empty, emptyDescription, emptyTitle } from './misc.css';
import type { ReactNode } from 'react';
import { createElement } from 'react';
import type { ElementType } from 'react';
import { EmptyArt } from '../assets/EmptyArt';

export const badgeTones = ['brand', 'vip', 'success', 'warning', 'danger', 'neutral', 'new'] as const;

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  /** @default 'brand' */
  tone?: (typeof badgeTones)[number];
};

/** A small label: status, count, "new" marker, VIP. */
export function Badge({ tone = 'brand', className, ...rest }: BadgeProps) {
  const cls = badge({ tone });
  return <span className={className ? `${cls} ${className}` : cls} {...rest} />;
}

export type CardProps = HTMLAttributes<HTMLElement> & {
  /** @default 'div' */
  as?: ElementType;
  /** @default 'md' */
  padding?: 'none' | 'md' | 'lg';
  /** @default 'flat' */
  elevation?: 'flat' | 'raised';
  /** Lift on hover and show a pointer (the whole card is clickable). @default false */
  interactive?: boolean;
};

/** A white surface with rounded corners. */
export function Card({ as = 'div', padding, elevation, interactive, className, ...rest }: CardProps) {
  const cls = card({ padding, elevation, interactive });
  return createElement(as, { className: className ? `${cls} ${className}` : cls, ...rest });
}

export type EmptyProps = {
  /** @default '暂无数据' */
  title?: ReactNode;
  description?: ReactNode;
  /** Replaces the default illustration. */
  image?: ReactNode;
  /** A button or link under the text. */
  action?: ReactNode;
  className?: string;
};

/** The "nothing here" state of a list or page. */
export function Empty({ title = '暂无数据', description, image, action, className }: EmptyProps) {
  return (
    <div className={className ? `${empty} ${className}` : empty}>
      {image ?? <EmptyArt />}
      <div className={emptyTitle}>{title}</div>
      {description ? <div className={emptyDescription}>{description}</div> : null}
      {action}
    </div>
  );
}
