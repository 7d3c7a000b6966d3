import { useState } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Empty } from '../../primitives/Badge';
import { Spinner } from '../../primitives/Spinner';
import { Tabs } from '../../primitives/Tabs';
import { CheckIcon } from '../../primitives/icons';
import { formatDateTime } from '../TaskList';
import * as css from './DrawCoverDialog.css';
import { Inline } from '../../primitives/Stack';

/** Where a cover goes: a dubbing task (by code) or a draft (by workId). */
export type DrawCoverTarget = { type: 'task'; code: string } | { type: 'work'; workId: number };

export interface DrawCoverChoice {
  target: DrawCoverTarget;
  title: string;
  anchorName: string;
  /** ms timestamp: created (task) or updated (draft). */
  time: number;
  /** Its cover now, if it has one. */
  cover?: string | null;
}

export interface DrawCoverDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The picture that becomes the cover. */
  picture: string;
  tasks: readonly DrawCoverChoice[];
  drafts: readonly DrawCoverChoice[];
  /** The lists are loading. @default false */
  loading?: boolean;
  /** 确定 with the chosen target; a rejection keeps the dialog open (the caller says why). */
  onConfirm: (target: DrawCoverTarget) => Promise<unknown>;
}

const keyOf = (target: DrawCoverTarget) => (target.type === 'task' ? `task:${target.code}` : `work:${target.workId}`);

/**
 * 设为作品封面 (issue 17): the picture beside the newest dubbing tasks and drafts; one is chosen, 确定 sets it
 * as that one's cover (shown in the creation center).
 */
export function DrawCoverDialog({ open, onOpenChange, picture, tasks, drafts, loading = false, onConfirm }: DrawCoverDialogProps) {
  const [tab, setTab] = useState<'task' | 'work'>(tasks.length === 0 && drafts.length > 0 ? 'work' : 'task');
  const [chosen, setChosen] = useState<DrawCoverTarget | null>(null);
  const [saving, setSaving] = useState(false);

  const close = (next: boolean) => {
    if (!next) setChosen(null);
    onOpenChange(next);
  };

  const list = (items: readonly DrawCoverChoice[], label: string) =>
    loading ? (
      <div className={css.state}>
        <Spinner label="加载中" />
      </div>
    ) : items.length === 0 ? (
      <div className={css.state}>
        <Empty title={`还没有${label}`} description="先在 AI 配音里创建，再回来设置封面" />
      </div>
    ) : (
      <div className={css.list} role="radiogroup" aria-label={label}>
        {items.map((item) => {
          const checked = chosen !== null && keyOf(chosen) === keyOf(item.target);
          return (
            <button key={keyOf(item.target)} type="button" role="radio" aria-checked={checked} className={css.target} onClick={() => setChosen(item.target)}>
              {item.cover ? <img className={css.thumb} src={item.cover} alt="" /> : <span className={css.thumb} />}
              <span className={css.text}>
                <span className={css.title}>{item.title}</span>
                <span className={css.meta}>
                  {item.anchorName} · {formatDateTime(item.time)}
                </span>
              </span>
              {checked ? <CheckIcon className={css.check} /> : null}
            </button>
          );
        })}
      </div>
    );

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Content
        title="设为作品封面"
        description="选择一个配音任务或草稿，封面会显示在创作中心"
        width={600}
        footer={
          <>
            <Button variant="secondary" onClick={() => close(false)}>
              取消
            </Button>
            <Button
              disabled={chosen === null}
              loading={saving}
              onClick={async () => {
                if (!chosen) return;
                setSaving(true);
                try {
                  await onConfirm(chosen);
                  close(false);
                } catch {
                  // the caller said why; the choice stays for another try
                } finally {
                  setSaving(false);
                }
              }}
            >
              确定
            </Button>
          </>
        }
      >
        <Inline gap="4" align="flex-start">
          <img className={css.picture} src={picture} alt="封面图片" />
          <Tabs.Root className={css.choices} value={tab} onValueChange={(next) => setTab(next === 'work' ? 'work' : 'task')}>
            <Tabs.List aria-label="封面用于">
              <Tabs.Trigger value="task">配音任务</Tabs.Trigger>
              <Tabs.Trigger value="work">配音草稿</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="task">{list(tasks, '配音任务')}</Tabs.Content>
            <Tabs.Content value="work">{list(drafts, '配音草稿')}</Tabs.Content>
          </Tabs.Root>
        </Inline>
      </Dialog.Content>
    </Dialog.Root>
  );
}
