import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, IconButton } from '../../primitives/Button';
import { CrownIcon, SparkleIcon } from '../../primitives/icons';
import { EditIcon, PlusIcon, TrashIcon } from '../../primitives/studioIcons';
import { BookIcon, BulbIcon, ChatIcon, PenIcon, TranslateIcon } from '../../primitives/writingIcons';
import { ConfirmDialog } from '../ConfirmDialog';
import * as css from '../../private/writing/WritingSidebar.css';

/** spec 02 §2.8: the three chat modes. */
export const writingModes = [
  { mode: 1, name: '默认对话', description: '写稿、改稿、出选题', icon: <ChatIcon /> },
  { mode: 2, name: '翻译助手', description: '配音稿中外互译', icon: <TranslateIcon /> },
  { mode: 3, name: '编辑助手', description: '润色成可朗读的稿子', icon: <PenIcon /> },
] as const;
export type WritingMode = (typeof writingModes)[number]['mode'];

/** spec 02 §2.8, §9: the service menu: 98 灵感中心 (new tab), 99 魔法提示词库, 100 订阅服务. */
export const writingServiceMenu: readonly { id: 98 | 99 | 100; name: string; icon: ReactNode }[] = [
  { id: 98, name: '灵感中心', icon: <BulbIcon /> },
  { id: 99, name: '魔法提示词库', icon: <BookIcon /> },
  { id: 100, name: '订阅服务', icon: <CrownIcon /> },
];
export type WritingServiceId = (typeof writingServiceMenu)[number]['id'];

export interface WritingConversation {
  id: number;
  title: string;
}

export type WritingSidebarProps = {
  mode: WritingMode;
  onModeChange: (mode: WritingMode) => void;
  /** The current mode's conversations, latest first. */
  conversations: readonly WritingConversation[];
  /** The conversation on screen, null for a new one. */
  activeConversationId: number | null;
  onSelectConversation: (id: number) => void;
  onNewConversation: () => void;
  /** Renames; a rejection keeps the input open. */
  onRenameConversation: (id: number, title: string) => Promise<unknown>;
  /** Deletes after confirmation; a rejection keeps the question open. */
  onDeleteConversation: (id: number) => Promise<unknown>;
  onServiceMenu: (id: WritingServiceId) => void;
  /** This month's tokens. */
  quota?: { used: number; limit: number; member: boolean } | null;
  /** An answer is running: switching is disabled until it ends or is stopped. @default false */
  busy?: boolean;
};

function ConversationRow({ conversation, active, busy, onSelect, onRename, onDelete }: {
  conversation: WritingConversation;
  active: boolean;
  busy: boolean;
  onSelect: () => void;
  onRename: (title: string) => Promise<unknown>;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(conversation.title);
  const commit = async () => {
    const next = title.trim();
    if (!next || next === conversation.title) {
      setEditing(false);
      setTitle(conversation.title);
      return;
    }
    try {
      await onRename(next);
      setEditing(false);
    } catch {
      // the caller shows why; the input stays for another try
    }
  };
  if (editing) {
    return (
      <li className={css.conversation}>
        <input
          className={css.renameInput}
          aria-label="对话名称"
          value={title}
          maxLength={30}
          autoFocus
          onChange={(event) => setTitle(event.target.value)}
          onBlur={() => void commit()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void commit();
            if (event.key === 'Escape') {
              setTitle(conversation.title);
              setEditing(false);
            }
          }}
        />
      </li>
    );
  }
  return (
    <li className={css.conversation}>
      <button type="button" className={css.item} aria-current={active || undefined} disabled={busy && !active} onClick={onSelect}>
        <ChatIcon />
        <span className={css.itemText}>{conversation.title}</span>
      </button>
      <span className={css.conversationActions}>
        <IconButton label={`重命名 ${conversation.title}`} size="sm" onClick={() => setEditing(true)}>
          <EditIcon size={14} />
        </IconButton>
        <IconButton label={`删除 ${conversation.title}`} size="sm" disabled={busy && active} onClick={onDelete}>
          <TrashIcon size={14} />
        </IconButton>
      </span>
    </li>
  );
}

/**
 * The left column of the AI writing assistant (spec 02 §2.8): the three modes, the current mode's conversations
 * (continue, rename, delete), the service menu and this month's tokens.
 */
export function WritingSidebar({
  mode,
  onModeChange,
  conversations,
  activeConversationId,
  onSelectConversation,
  onNewConversation,
  onRenameConversation,
  onDeleteConversation,
  onServiceMenu,
  quota,
  busy = false,
}: WritingSidebarProps) {
  const [deleting, setDeleting] = useState<WritingConversation | null>(null);
  const percent = quota && quota.limit > 0 ? Math.min(100, (quota.used / quota.limit) * 100) : 0;
  return (
    <aside className={css.sidebar} aria-label="AI写作">
      <div className={css.brand}>
        <span className={css.brandMark} aria-hidden="true">
          <SparkleIcon size={16} />
        </span>
        AI写作助手
      </div>
      <Button block icon={<PlusIcon />} onClick={onNewConversation} disabled={busy}>
        新建对话
      </Button>
      <nav aria-label="对话模式">
        <div className={css.sectionTitle}>模式</div>
        <ul className={css.menu}>
          {writingModes.map((item) => (
            <li key={item.mode}>
              <button type="button" className={css.item} aria-pressed={item.mode === mode} disabled={busy && item.mode !== mode} onClick={() => onModeChange(item.mode)}>
                {item.icon}
                <span className={css.itemText}>
                  {item.name}
                  <span className={css.itemSub}>{item.description}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className={css.conversations}>
        <div className={css.sectionTitle}>对话记录</div>
        {conversations.length === 0 ? (
          <div className={css.emptyList}>还没有对话，提个问题开始吧</div>
        ) : (
          <ul className={css.menu} aria-label="对话记录">
            {conversations.map((conversation) => (
              <ConversationRow
                key={conversation.id}
                conversation={conversation}
                active={conversation.id === activeConversationId}
                busy={busy}
                onSelect={() => onSelectConversation(conversation.id)}
                onRename={(title) => onRenameConversation(conversation.id, title)}
                onDelete={() => setDeleting(conversation)}
              />
            ))}
          </ul>
        )}
      </div>
      <nav aria-label="服务">
        <div className={css.sectionTitle}>服务</div>
        <ul className={css.menu}>
          {writingServiceMenu.map((item) => (
            <li key={item.id}>
              <button type="button" className={css.item} onClick={() => onServiceMenu(item.id)}>
                {item.icon}
                <span className={css.itemText}>{item.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {quota ? (
        <div className={css.quota} data-testid="writing-quota">
          {quota.member ? '会员' : '免费额度'} · 本月已用 {quota.used.toLocaleString('en-US')} / {quota.limit.toLocaleString('en-US')} tokens
          <div className={css.quotaBar}>
            <div className={css.quotaFill} data-full={percent >= 100} style={{ width: `${percent}%` }} />
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="删除对话"
        text={`删除后无法恢复，是否删除「${deleting?.title ?? ''}」？`}
        tone="danger"
        onConfirm={() => (deleting ? onDeleteConversation(deleting.id) : undefined)}
      />
    </aside>
  );
}
