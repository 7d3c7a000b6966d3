import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { IconButton } from '../../primitives/Button';
import { CloseIcon } from '../../primitives/icons';
import * as css from './Drawer.css';

export const drawerSides = ['right', 'left'] as const;
export type DrawerSide = (typeof drawerSides)[number];

export interface DrawerProps {
  /** Controlled open state. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Title in the header, also the panel's accessible name. */
  title: ReactNode;
  /** Short line under the title. */
  description?: ReactNode;
  /** The edge the panel is attached to. @default 'right' */
  side?: DrawerSide;
  /** Width in px. @default 480 */
  width?: number;
  /** Buttons at the bottom, outside the scrolling body. */
  footer?: ReactNode;
  /** Close when the dark mask is clicked. @default true */
  maskClosable?: boolean;
  /**
   * The element that opens the drawer (rendered in place, as a Radix trigger): it gets `aria-expanded`, and
   * focus returns to it on close even where a tap does not focus a button (iOS Safari).
   */
  trigger?: ReactNode;
  children: ReactNode;
}

// a CSS variable's name from the `var(--…)` that createVar gives
const cssVarName = (reference: string) => reference.slice(4, -1);

/**
 * A side panel over the page: a Radix Dialog (portal, focus trap, Esc to close, focus return) laid out
 * as a full-height drawer with a fixed header and footer and a scrolling body (spec 01 §2 "edit drawer").
 * On a phone it takes the whole width: a narrower panel would leave a strip too thin to tap or read.
 */
export function Drawer({ open, onOpenChange, title, description, side = 'right', width = 480, footer, maskClosable = true, trigger, children }: DrawerProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={css.overlay} data-dialog-mask="" />
        <RadixDialog.Content
          className={css.panel({ side })}
          style={{ [cssVarName(css.panelWidth)]: `${width}px` }}
          data-side={side}
          onPointerDownOutside={(event) => {
            if (!maskClosable) event.preventDefault();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={css.header}>
            <div>
              <RadixDialog.Title className={css.title}>{title}</RadixDialog.Title>
              {description ? <RadixDialog.Description className={css.description}>{description}</RadixDialog.Description> : null}
            </div>
            <RadixDialog.Close asChild>
              <IconButton label="关闭">
                <CloseIcon size={18} />
              </IconButton>
            </RadixDialog.Close>
          </div>
          <div className={css.body}>{children}</div>
          {footer ? <div className={css.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
