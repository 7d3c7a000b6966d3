import { forwardRef } from 'react';
import { Avatar as RadixAvatar } from 'radix-ui';
import * as css from './misc.css';
import { DefaultAvatarArt } from '../assets/DefaultAvatarArt';

export const avatarSizes = ['sm', 'md', 'lg', 'xl'] as const;

export type AvatarProps = {
  /** Image URL; while loading or when it fails, the fallback shows. */
  src?: string | null;
  /** Person's display name: used as alt text and for the initial fallback. */
  name?: string;
  /** @default 'md' */
  size?: (typeof avatarSizes)[number];
  /** Coloured ring, e.g. gold for VIP members. @default 'none' */
  ring?: 'none' | 'vip' | 'brand';
  className?: string;
};

/** A round picture of a person with a graceful fallback: initial of the name, else our default figure. */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar({ src, name, size = 'md', ring = 'none', className }, ref) {
  const initial = name?.trim().charAt(0);
  const cls = css.avatar({ size, ring });
  return (
    <RadixAvatar.Root ref={ref} className={className ? `${cls} ${className}` : cls}>
      {src ? <RadixAvatar.Image className={css.avatarImage} src={src} alt={name ?? ''} /> : null}
      <RadixAvatar.Fallback className={css.avatarFallback} delayMs={src ? 400 : 0} aria-label={name}>
        {initial ? initial.toUpperCase() : <DefaultAvatarArt />}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
});
