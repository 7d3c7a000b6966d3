import { forwardRef, useRef, useState } from 'react';
import { HoverCard as RadixHoverCard, Popover as RadixPopover, Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import * as css from './overlay.css';

export type PopoverContentProps = RadixPopover.PopoverContentProps & {
  /** Draw a small arrow pointing at the trigger. @default true */
  arrow?: boolean;
};

const PopoverContent = forwardRef<HTMLDivElement, PopoverContentProps>(function PopoverContent(
  { arrow = true, sideOffset = 8, className, children, ...rest },
  ref,
) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content ref={ref} sideOffset={sideOffset} className={className ? `${css.floating} ${className}` : css.floating} {...rest}>
        {children}
        {arrow ? <RadixPopover.Arrow className={css.arrow} width={14} height={7} /> : null}
      </RadixPopover.Content>
    </RadixPopover.Portal>
  );
});

/** Click-to-open floating panel (Radix Popover). */
export const Popover = { Root: RadixPopover.Root, Trigger: RadixPopover.Trigger, Anchor: RadixPopover.Anchor, Close: RadixPopover.Close, Content: PopoverContent };

export type HoverCardContentProps = RadixHoverCard.HoverCardContentProps & { arrow?: boolean };

const HoverCardContent = forwardRef<HTMLDivElement, HoverCardContentProps>(function HoverCardContent(
  { arrow = false, sideOffset = 8, className, children, ...rest },
  ref,
) {
  return (
    <RadixHoverCard.Portal>
      <RadixHoverCard.Content ref={ref} sideOffset={sideOffset} className={className ? `${css.floating} ${className}` : css.floating} {...rest}>
        {children}
        {arrow ? <RadixHoverCard.Arrow className={css.arrow} width={14} height={7} /> : null}
      </RadixHoverCard.Content>
    </RadixHoverCard.Portal>
  );
});

/** Hover-to-open floating panel (Radix HoverCard), e.g. a QR code preview. */
export const HoverCard = { Root: RadixHoverCard.Root, Trigger: RadixHoverCard.Trigger, Content: HoverCardContent };

export type TooltipProps = {
  /** Text in the bubble. */
  content: ReactNode;
  /** The element that shows the tooltip on hover and focus. */
  children: ReactNode;
  /** @default 'top' */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Controlled open state (stories, tours). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** @default 200 */
  delayDuration?: number;
};

/**
 * A short text hint on hover/focus (Radix Tooltip, with its own provider). A finger cannot hover, and Radix
 * closes a tooltip on a tap, so a tap (a touch pointer) toggles it here: nothing is reachable only by hover.
 */
export function Tooltip({ content, children, side = 'top', open, defaultOpen, onOpenChange, delayDuration = 200 }: TooltipProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen ?? false);
  const shown = open ?? uncontrolled;
  const shownRef = useRef(shown);
  shownRef.current = shown;
  // true from a touch's pointerdown on the trigger until its click has been handled
  const tapping = useRef(false);
  const change = (next: boolean) => {
    if (open === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root
        open={shown}
        onOpenChange={(next) => {
          // during a tap Radix would close on pointerdown and click and open on the focus the tap gives;
          // the click below decides instead
          if (tapping.current) return;
          change(next);
        }}
      >
        <RadixTooltip.Trigger
          asChild
          onPointerDown={(event) => {
            tapping.current = event.pointerType === 'touch';
          }}
          onClick={() => {
            if (!tapping.current) return;
            change(!shownRef.current);
            setTimeout(() => {
              tapping.current = false;
            }, 0);
          }}
        >
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content side={side} sideOffset={6} className={css.tooltip}>
            {content}
            <RadixTooltip.Arrow className={css.tooltipArrow} width={10} height={5} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
