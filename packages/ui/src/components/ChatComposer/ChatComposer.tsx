import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { Button, IconButton } from '../../primitives/Button';
import { StopIcon } from '../../primitives/studioIcons';
import { ExpandIcon, SendIcon } from '../../primitives/writingIcons';
import { toast } from '../../primitives/toastStore';
import * as css from './ChatComposer.css';
import { Inline } from '../../primitives/Stack';

/** spec 02 §5, §9: the chat input holds at most 2000 characters. */
export const CHAT_INPUT_MAX = 2000;

export type ChatComposerProps = {
  value: string;
  onValueChange: (value: string) => void;
  /** Sends the question (not blank; trimmed). */
  onSend: (question: string) => void;
  /** An answer is being prepared or streamed: the input is disabled and 停止回答 shows (spec 02 §4). */
  processing?: boolean;
  /** Stops the running answer. */
  onStop?: () => void;
  /** Opens the free-text question dialog. */
  onExpand?: () => void;
  /** @default '请输入您的问题，Ctrl + Enter 发送' */
  placeholder?: string;
  /** @default 2000 */
  maxLength?: number;
  /** A line under the input (e.g. this month's tokens). */
  hint?: string;
  className?: string;
};

/**
 * The question input of the AI writing assistant (spec 02 §2.8, §5): Ctrl+Enter (⌘+Enter) sends, Enter makes a
 * new line, a blank question is refused with 请输入您的问题, at most 2000 characters. While an answer is running
 * the input is disabled and the button becomes 停止回答.
 */
export function ChatComposer({
  value,
  onValueChange,
  onSend,
  processing = false,
  onStop,
  onExpand,
  placeholder = '请输入您的问题，Ctrl + Enter 发送',
  maxLength = CHAT_INPUT_MAX,
  hint,
  className,
}: ChatComposerProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const send = () => {
    if (processing) return;
    if (!value.trim()) {
      toast.warning('请输入您的问题');
      ref.current?.focus();
      return;
    }
    onSend(value.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <div className={className ? `${css.composer} ${className}` : css.composer} data-state={processing ? 'processing' : 'idle'}>
      <textarea
        ref={ref}
        className={css.textarea}
        aria-label="输入问题"
        placeholder={placeholder}
        value={value}
        maxLength={maxLength}
        disabled={processing}
        onChange={(event) => onValueChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Inline gap="3">
        <span className={css.hint}>{hint}</span>
        <span className={css.count} data-over={value.length >= maxLength}>
          {value.length}/{maxLength}
        </span>
        {onExpand ? (
          <IconButton label="展开输入" size="sm" disabled={processing} onClick={onExpand}>
            <ExpandIcon />
          </IconButton>
        ) : null}
        {processing ? (
          <Button variant="danger" size="sm" icon={<StopIcon />} onClick={onStop}>
            停止回答
          </Button>
        ) : (
          <Button size="sm" icon={<SendIcon />} onClick={send}>
            发送
          </Button>
        )}
      </Inline>
    </div>
  );
}
