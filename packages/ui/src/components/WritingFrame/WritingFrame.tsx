import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../primitives/icons';
import { conversationActions } from '../../private/writing/WritingSidebar.css';
import * as css from './WritingFrame.css';

export type WritingFrameProps = {
  /** The side column: a `WritingSidebar`. */
  sidebar: ReactNode;
  /** The conversation: the message list and the composer. */
  children: ReactNode;
  /** What the phone's bar says while the column is folded (the current mode, the conversation). @default 'AI写作助手' */
  summary?: ReactNode;
};

/**
 * The frame of the AI writing page (spec 02 §2.8): `WritingSidebar` beside the conversation. On a phone there is
 * no room for both, so the column folds into a bar above the conversation; opening it shows the column over the
 * conversation, and choosing a mode, a conversation or 新建对话 folds it again (renaming or deleting does not:
 * the list is still what one is working on).
 */
export function WritingFrame({ sidebar, children, summary = 'AI写作助手' }: WritingFrameProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const foldAfterChoice = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    // a click bubbling from a dialog the column opened (a portal) is not inside the column's DOM
    if (!event.currentTarget.contains(target)) return;
    const button = target.closest('button');
    if (!button || button.disabled || button.closest(`.${conversationActions}`)) return;
    setOpen(false);
  };
  return (
    <div className={css.frame}>
      <button type="button" className={css.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((was) => !was)}>
        <span className={css.toggleLabel}>{summary}</span>
        <span>模式与对话</span>
        <ChevronDownIcon size={16} className={css.chevron} />
      </button>
      <div id={panelId} className={css.panel} data-state={open ? 'open' : 'closed'} onClick={foldAfterChoice}>
        {sidebar}
      </div>
      <section aria-label="对话" className={css.conversation}>
        {children}
      </section>
    </div>
  );
}
