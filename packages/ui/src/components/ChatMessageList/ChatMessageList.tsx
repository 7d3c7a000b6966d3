import { useEffect, useRef } from 'react';
import { Button } from '../../primitives/Button';
import { ErrorIcon, SparkleIcon, UserIcon } from '../../primitives/icons';
import { RefreshIcon } from '../../primitives/studioIcons';
import { MicIcon } from '../../primitives/icons';
import { CopyButton } from '../CopyButton';
import { Markdown, markdownToScript } from '../Markdown';
import * as css from './ChatMessageList.css';
import { Inline } from '../../primitives/Stack';

/** spec 02 §3: a chat message's state: -1 failed, 1 preparing, 2 streaming, 3 complete. */
export const chatMessageStates = { failed: -1, preparing: 1, streaming: 2, complete: 3 } as const;
export type ChatMessageState = (typeof chatMessageStates)[keyof typeof chatMessageStates];
const stateNames: Record<ChatMessageState, string> = { [-1]: 'failed', 1: 'preparing', 2: 'streaming', 3: 'complete' };

/** One message of the list (spec 02 §3 "GPT chat message"). */
export interface ChatMessageItem {
  id: string | number;
  /** 1 question, 2 answer. */
  role: 1 | 2;
  /** The text (Markdown for answers). */
  content: string;
  state: ChatMessageState;
  /** Why a failed answer failed; shown in the answer (spec 02 §8). */
  errorMessage?: string | null;
  /** The person stopped this answer: what had arrived is kept. */
  stopped?: boolean;
}

export type ChatMessageListProps = {
  messages: readonly ChatMessageItem[];
  /** The mode's welcome, shown first as the assistant's own message. */
  welcome?: string;
  /** 送去配音 on an answer: its text with the Markdown removed. */
  onSendToDubbing?: (script: string, message: ChatMessageItem) => void;
  /** 重新生成 on an answer that ended (complete, stopped or failed): the same question is asked again (issue 28). */
  onRegenerate?: (message: ChatMessageItem) => void;
  /** An answer is on its way: 重新生成 waits for it. @default false */
  busy?: boolean;
  className?: string;
};

function Answer({ message, onSendToDubbing, onRegenerate, busy }: { message: ChatMessageItem } & Pick<ChatMessageListProps, 'onSendToDubbing' | 'onRegenerate' | 'busy'>) {
  const state = stateNames[message.state];
  const done = message.state === chatMessageStates.complete;
  const failed = message.state === chatMessageStates.failed;
  const regenerate = onRegenerate ? (
    <Button variant="ghost" size="sm" icon={<RefreshIcon />} disabled={busy} onClick={() => onRegenerate(message)}>
      重新生成
    </Button>
  ) : null;
  return (
    <div className={css.body}>
      <div className={css.bubble} data-role="answer" data-state={state}>
        {message.state === chatMessageStates.preparing ? (
          <span className={css.thinking} role="status">
            <span className={css.dots} aria-hidden="true">
              <span className={css.dot} />
              <span className={css.dot} />
              <span className={css.dot} />
            </span>
            正在思考...
          </span>
        ) : message.content ? (
          <Markdown streaming={message.state === chatMessageStates.streaming}>{message.content}</Markdown>
        ) : message.stopped ? (
          <span className={css.stopped}>已停止回答</span>
        ) : null}
        {message.state === chatMessageStates.failed ? (
          <div className={css.error} role="alert">
            <ErrorIcon />
            {message.errorMessage || '发生异常'}
          </div>
        ) : null}
      </div>
      {done && message.content.trim() ? (
        <Inline gap="2" wrap>
          <CopyButton text={markdownToScript(message.content)} variant="ghost" />
          {onSendToDubbing ? (
            <Button variant="soft" size="sm" icon={<MicIcon />} onClick={() => onSendToDubbing(markdownToScript(message.content), message)}>
              送去配音
            </Button>
          ) : null}
          {regenerate}
          {message.stopped ? <span className={css.stopped}>已停止回答</span> : null}
        </Inline>
      ) : null}
      {(done && !message.content.trim()) || failed ? <Inline gap="2">{regenerate}</Inline> : null}
    </div>
  );
}

/**
 * The conversation of the AI writing assistant (spec 02 §2.8, §4 "Chat answer"): the mode's welcome, then
 * questions and answers. An answer is preparing (1, 正在思考...), streaming (2, Markdown with a caret),
 * complete (3, with 复制, 送去配音 and 重新生成) or failed (-1, its error text in the answer, and 重新生成). The list follows a
 * streaming answer down unless the person has scrolled up to read.
 */
export function ChatMessageList({ messages, welcome, onSendToDubbing, onRegenerate, busy = false, className }: ChatMessageListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const last = messages.at(-1);

  useEffect(() => {
    const element = ref.current;
    if (element && pinned.current) element.scrollTop = element.scrollHeight;
  }, [messages.length, last?.content, last?.state]);

  return (
    <div
      ref={ref}
      className={className ? `${css.list} ${className}` : css.list}
      role="log"
      aria-label="对话内容"
      aria-live="polite"
      onScroll={(event) => {
        const element = event.currentTarget;
        pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
      }}
    >
      {welcome ? (
        <div className={css.row} data-role="answer" data-testid="chat-welcome">
          <span className={css.avatar} aria-hidden="true">
            <SparkleIcon size={18} />
          </span>
          <div className={css.body}>
            <div className={css.bubble} data-role="answer" data-kind="welcome">
              {welcome}
            </div>
          </div>
        </div>
      ) : null}
      {messages.map((message) =>
        message.role === 1 ? (
          <div key={message.id} className={css.row} data-role="question" data-testid="chat-question">
            <span className={css.avatar} aria-hidden="true">
              <UserIcon size={18} />
            </span>
            <div className={css.body}>
              <div className={css.bubble} data-role="question">
                {message.content}
              </div>
            </div>
          </div>
        ) : (
          <div key={message.id} className={css.row} data-role="answer" data-testid="chat-answer" data-state={stateNames[message.state]}>
            <span className={css.avatar} aria-hidden="true">
              <SparkleIcon size={18} />
            </span>
            <Answer message={message} onSendToDubbing={onSendToDubbing} onRegenerate={onRegenerate} busy={busy} />
          </div>
        ),
      )}
    </div>
  );
}
