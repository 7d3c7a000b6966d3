// 设为作品封面 (issue 17): choose the dubbing task or draft that shows the picture as its cover in the creation
// center. The newest of each are offered.
import { useState, type ReactElement } from 'react';
import type { DrawSetCoverInput } from '@peiyin/api-client';
import { Button, Dialog, Empty, Spinner, Tabs, toast } from '@peiyin/ui';
import { useCoverTargets, useSetDrawCover } from '../../api/draw';
import * as css from './DrawsPage.css';

export interface CoverChoice {
  taskCode: string;
  index: number;
}

type Target = DrawSetCoverInput['target'];
const sameTarget = (a: Target | null, b: Target) =>
  a !== null && a.type === b.type && (a.type === 'task' ? a.code === (b as { code: string }).code : a.workId === (b as { workId: number }).workId);
const day = (time: number) => new Date(time).toLocaleDateString('zh-CN');

export function CoverTargetDialog({ choice, onClose }: { choice: CoverChoice | null; onClose: () => void }) {
  const open = choice !== null;
  const { tasks, works } = useCoverTargets(open);
  const setCover = useSetDrawCover();
  const [tab, setTab] = useState<'task' | 'work'>('task');
  const [target, setTarget] = useState<Target | null>(null);

  const close = () => {
    setTarget(null);
    onClose();
  };

  const option = (value: Target, title: string, meta: string, cover: string | null | undefined) => (
    <button
      key={value.type === 'task' ? value.code : value.workId}
      type="button"
      role="radio"
      aria-checked={sameTarget(target, value)}
      className={css.target}
      onClick={() => setTarget(value)}
    >
      {cover ? <img className={css.targetThumb} src={cover} alt="" /> : <span className={css.targetThumb} />}
      <span className={css.targetText}>
        <span className={css.targetTitle}>{title}</span>
        <span className={css.targetMeta}>{meta}</span>
      </span>
    </button>
  );

  const list = (loading: boolean, items: ReactElement[], label: string) =>
    loading ? (
      <Spinner label="加载中" />
    ) : items.length === 0 ? (
      <Empty title={`还没有${label}`} />
    ) : (
      <div className={css.targetList} role="radiogroup" aria-label={label}>
        {items}
      </div>
    );

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Content
        title="设为作品封面"
        description="选择一个配音任务或草稿，封面会显示在创作中心"
        width={520}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              取消
            </Button>
            <Button
              disabled={target === null}
              loading={setCover.isPending}
              onClick={async () => {
                if (!choice || !target) return;
                await setCover.mutateAsync({ taskCode: choice.taskCode, index: choice.index, target });
                toast.success('已设为作品封面');
                close();
              }}
            >
              确定
            </Button>
          </>
        }
      >
        <Tabs.Root value={tab} onValueChange={(next) => setTab(next === 'work' ? 'work' : 'task')}>
          <Tabs.List aria-label="封面用于">
            <Tabs.Trigger value="task">配音任务</Tabs.Trigger>
            <Tabs.Trigger value="work">配音草稿</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="task">
            {list(
              tasks.isPending,
              (tasks.data?.list ?? []).map((task) => option({ type: 'task', code: task.code }, task.title, `${task.anchorName} · ${day(task.createTime)}`, task.cover)),
              '配音任务',
            )}
          </Tabs.Content>
          <Tabs.Content value="work">
            {list(
              works.isPending,
              (works.data?.list ?? []).map((work) => option({ type: 'work', workId: work.workId }, work.title || work.summary, `${work.anchorName} · ${day(work.updateTime)}`, work.cover)),
              '配音草稿',
            )}
          </Tabs.Content>
        </Tabs.Root>
      </Dialog.Content>
    </Dialog.Root>
  );
}
