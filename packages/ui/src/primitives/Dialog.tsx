import { forwardRef } from 'react';
import type { ReactNode } from 'react';
import { Dialog as RadixDialog, VisuallyHidden } from 'radix-ui';
import * as css from './overlay.css';
import { IconButton } from './Button';
import { CloseIcon } from './icons';

export type DialogContentProps = Omit<RadixDialog.DialogContentProps, 'title'> & {
  /** Title in the header; always given to assistive tech (hidden visually when `hideTitle`). */
  title: ReactNode;
  /** Keep the title for screen readers only (e.g. a dialog with its own artwork header). @default false */
  hideTitle?: boolean;
  /** Short line under the title. */
  description?: ReactNode;
  /** Width in px. @default 480 */
  width?: number;
  /** Buttons at the bottom right. */
  footer?: ReactNode;
  /** Show the close icon in the corner. @default true */
  closable?: boolean;
  /** Remove the body padding (content that draws edge to edge). @default false */
  bare?: boolean;
  /** Close when the dark mask is clicked (spec 01 §2: the login modal does). @default true */
  maskClosable?: boolean;
};

/**
 * The dialog box: overlay, portal, focus trap (all Radix), header with title and close icon. On a phone it is a
 * full-screen sheet (overlay.css.ts).
 */
const Content = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  { title, hideTitle = false, description, width = 480, footer, closable = true, bare = false, maskClosable = true, children, className, style, onPointerDownOutside, ...rest },
  ref,
) {
  const titleNode = <RadixDialog.Title className={css.dialogTitle}>{title}</RadixDialog.Title>;
  return (
    <RadixDialog.Portal>
      {/* data-dialog-mask lets tests and callers find the mask that closes the dialog on click */}
      <RadixDialog.Overlay className={css.overlay} data-dialog-mask="" />
      <RadixDialog.Content
        ref={ref}
        className={className ? `${css.dialogContent} ${className}` : css.dialogContent}
        style={{ [css.dialogWidth.slice(4, -1)]: `${width}px`, ...style }}
        onPointerDownOutside={(event) => {
          if (!maskClosable) event.preventDefault();
          onPointerDownOutside?.(event);
        }}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...rest}
      >
        {hideTitle ? (
          <VisuallyHidden.Root>{titleNode}</VisuallyHidden.Root>
        ) : (
          <div className={css.dialogHeader}>
            <div>
              {titleNode}
              {description ? <RadixDialog.Description className={css.dialogDescription}>{description}</RadixDialog.Description> : null}
            </div>
          </div>
        )}
        <div className={bare ? css.dialogBare : css.dialogBody}>{children}</div>
        {footer ? <div className={css.dialogFooter}>{footer}</div> : null}
        {closable ? (
          <RadixDialog.Close asChild>
            <IconButton label="关闭" className={css.dialogClose}>
              <CloseIcon size={18} />
            </IconButton>
          </RadixDialog.Close>
        ) : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
});

/**
 * Modal dialog as a compound component:
 * `<Dialog.Root open onOpenChange><Dialog.Trigger/><Dialog.Content title="…">…</Dialog.Content></Dialog.Root>`.
 */
export const Dialog = {
  Root: RadixDialog.Root,
  Trigger: RadixDialog.Trigger,
  Content,
  Close: RadixDialog.Close,
};
export type DialogRootProps = RadixDialog.DialogProps;
