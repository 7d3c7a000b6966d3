import { forwardRef } from 'react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { button, disabled as disabledClass, iconButton, linkDisabled, loadingState } from './Button.css';
import { Spinner } from './Spinner';

export const buttonVariants = ['primary', 'secondary', 'soft', 'ghost', 'vip', 'danger', 'link'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Visual weight. @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Shows a spinner, keeps the label, and ignores clicks. @default false */
  loading?: boolean;
  /** Fill the width of the container. @default false */
  block?: boolean;
  /** Pill shape. @default false */
  round?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
  /** Render the single child (e.g. an `<a>`) with the button's look. @default false */
  asChild?: boolean;
};

/**
 * The action button. State is exposed as `data-state` = 'idle' | 'loading' | 'disabled'
 * so styles and tests read one named state instead of booleans.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, block, round, icon, asChild = false, disabled, className, children, type, onClick, ...rest },
  ref,
) {
  const state = loading ? 'loading' : disabled ? 'disabled' : 'idle';
  const cls = [button({ variant, size, block, round }), variant === 'link' ? linkDisabled : disabledClass, loadingState, className]
    .filter(Boolean)
    .join(' ');
  if (asChild) {
    return (
      <Slot.Root ref={ref} className={cls} data-state={state} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={cls}
      data-state={state}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
      {...rest}
    >
      {loading ? <Spinner size={size === 'lg' ? 18 : 14} label="" /> : icon}
      {children}
    </button>
  );
});

export type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Accessible name; icon-only buttons must have one. */
  label: string;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Circle instead of rounded square. @default false */
  round?: boolean;
  children: ReactNode;
};

/** A square button holding one icon, named by `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, size = 'md', round, className, type, children, ...rest },
  ref,
) {
  const cls = iconButton({ size, round });
  return (
    <button ref={ref} type={type ?? 'button'} aria-label={label} title={label} className={className ? `${cls} ${className}` : cls} {...rest}>
      {children}
    </button>
  );
});

export type CountdownButtonProps = Omit<ButtonProps, 'children'> & {
  /** Seconds left before the action may run again; 0 means ready. */
  remaining: number;
  /** Label when ready, e.g. 获取验证码. */
  children: ReactNode;
  /** Label while counting down. @default (s) => `${s} 秒后重新获取` */
  formatRemaining?: (seconds: number) => ReactNode;
};

/**
 * A button that is disabled and shows the seconds left while `remaining > 0`
 * (SMS code buttons, spec 01 §4). The countdown itself is owned by the caller.
 */
export const CountdownButton = forwardRef<HTMLButtonElement, CountdownButtonProps>(function CountdownButton(
  { remaining, children, formatRemaining = (s) => `${s} 秒后重新获取`, disabled, ...rest },
  ref,
) {
  const counting = remaining > 0;
  return (
    <Button ref={ref} disabled={disabled || counting} data-countdown={counting ? remaining : undefined} {...rest}>
      {counting ? formatRemaining(remaining) : children}
    </Button>
  );
});
