import type { ReactNode, RefObject } from 'react';
import { Dialog as RadixDialog, VisuallyHidden } from 'radix-ui';
import { IconButton, Popover } from '../../primitives';
import { CloseIcon } from '../../primitives/icons';
import { floatingFrame } from './MarkupPanel.css';
import * as css from './EditorPopup.css';
import { useIsPhone } from './useIsPhone';

type Measurable = { getBoundingClientRect(): DOMRect };

export type EditorPopupProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The pop-up's name: the accessible name of its dialog (the menu's label). */
  label: string;
  /** The button that opens it (a toolbar menu); none for a pop-up anchored on a chip. */
  trigger?: ReactNode;
  /** Where a chip's pop-up floats from on a tablet or desktop. */
  anchorRef?: RefObject<Measurable | null>;
  side?: 'top' | 'bottom';
  align?: 'start' | 'center' | 'end';
  /** Focus after closing: the editor's page takes it back (see EditorToolbar's `onPopupClose`). */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
};

/**
 * A pop-up of the editor (a toolbar menu or a chip's edit panel): floating beside its trigger on a tablet
 * or desktop, kept inside the viewport; a bottom sheet as wide as the screen on a phone (issue 19), where
 * a 300 px bubble beside a word would cover the very text it edits.
 */
export function EditorPopup({ open, onOpenChange, label, trigger, anchorRef, side = 'bottom', align = 'start', onCloseAutoFocus, children }: EditorPopupProps) {
  const phone = useIsPhone();
  if (phone) {
    return (
      <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
        {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
        <RadixDialog.Portal>
          <RadixDialog.Overlay className={css.mask} data-dialog-mask="" />
          <RadixDialog.Content className={css.sheet} data-sheet="" aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
            <VisuallyHidden.Root>
              <RadixDialog.Title>{label}</RadixDialog.Title>
            </VisuallyHidden.Root>
            <div className={css.grip} aria-hidden />
            <RadixDialog.Close asChild>
              <IconButton label="关闭" className={css.close}>
                <CloseIcon size={18} />
              </IconButton>
            </RadixDialog.Close>
            <div className={css.body}>{children}</div>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    );
  }
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Popover.Trigger asChild>{trigger}</Popover.Trigger> : null}
      {anchorRef ? <Popover.Anchor virtualRef={anchorRef as RefObject<Measurable>} /> : null}
      <Popover.Content
        side={side}
        align={align}
        collisionPadding={12}
        className={`${floatingFrame} ${css.frame}`}
        aria-label={label}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {children}
      </Popover.Content>
    </Popover.Root>
  );
}
