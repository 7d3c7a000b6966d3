import { useState } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import * as css from './ChatComposer.css';

export type QuestionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The text to start from (what the input holds). */
  defaultValue?: string;
  /** @default 2000 */
  maxLength?: number;
  /** Sends the question; the dialog closes. */
  onSubmit: (question: string) => void;
};

/** spec 02 §5: the free-text question dialog, for a long question or a whole script (问题不能为空). */
export function QuestionDialog({ open, onOpenChange, ...rest }: QuestionDialogProps) {
  // The form is mounted on each opening, so it starts from the input's text every time.
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {open ? <QuestionForm onOpenChange={onOpenChange} {...rest} /> : null}
    </Dialog.Root>
  );
}

function QuestionForm({ onOpenChange, defaultValue = '', maxLength = 2000, onSubmit }: Omit<QuestionDialogProps, 'open'>) {
  const [value, setValue] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!value.trim()) {
      setError('问题不能为空');
      return;
    }
    onSubmit(value.trim());
    onOpenChange(false);
  };

  return (
    <Dialog.Content
      title="输入问题"
      description="适合粘贴整篇稿子或较长的要求"
      width={640}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            取消
          </Button>
          <Button onClick={submit}>发送</Button>
        </>
      }
    >
      <textarea
        className={css.dialogArea}
        aria-label="问题"
        placeholder="请输入您的问题"
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(null);
        }}
      />
      <div className={css.dialogCount}>
        {value.length}/{maxLength}
      </div>
      {error ? (
        <div className={css.dialogError} role="alert">
          {error}
        </div>
      ) : null}
    </Dialog.Content>
  );
}
