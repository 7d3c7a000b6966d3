import { useState } from 'react';
import type { ReactNode } from 'react';
import { Dialog } from '../../primitives/Dialog';
import { Button } from '../../primitives/Button';
import { WarningIcon } from '../../primitives/icons';
import * as css from './ConfirmDialog.css';
import { Inline } from '../../primitives/Stack';

export const confirmDialogTones = ['default', 'danger'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export interface ConfirmDialogProps {
  /** Controlled open state. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Heading of the dialog, e.g. 删除任务. */
  title: ReactNode;
  /** What the person is asked to confirm, e.g. 该操作无法撤销，是否继续删除？ */
  text: ReactNode;
  /** @default '确定' */
  confirmText?: ReactNode;
  /** Label of the cancel button; `null` leaves only the confirm button (an alert). @default '取消' */
  cancelText?: ReactNode | null;
  /** 'danger' paints the confirm button red (deletions). @default 'default' */
  tone?: ConfirmDialogTone;
  /**
   * Runs on confirm. While a returned promise is pending the button shows loading; when it resolves
   * the dialog closes; when it rejects the dialog stays open (the caller shows why).
   */
  onConfirm?: () => void | Promise<unknown>;
  /** @default 400 */
  width?: number;
}

/** Asks before an action that cannot be taken back (spec 02 §8: deleting works and tasks confirms first). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmText = '确定',
  cancelText = '取消',
  tone = 'default',
  onConfirm,
  width = 400,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!onConfirm) {
      onOpenChange(false);
      return;
    }
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // the caller reports the failure; the question stays so it can be tried again
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <Dialog.Content role="alertdialog" title={title} width={width} maskClosable={false} data-tone={tone}>
        <Inline gap="3" align="flex-start">
          <span className={css.icon({ tone })}>
            <WarningIcon size={22} />
          </span>
          <p className={css.text}>{text}</p>
        </Inline>
        <Inline gap="3" align="stretch" justify="flex-end" marginTop="6">
          {cancelText === null ? null : (
            <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
              {cancelText}
            </Button>
          )}
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={busy} onClick={confirm}>
            {confirmText}
          </Button>
        </Inline>
      </Dialog.Content>
    </Dialog.Root>
  );
}
