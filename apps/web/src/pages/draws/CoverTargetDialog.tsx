// 设为作品封面 (issue 17): the newest dubbing tasks and drafts from the API, the cover set through the drawing
// call; the dialog itself is the ui piece.
import { DrawCoverDialog, toast, type DrawCoverChoice } from '@peiyin/ui';
import { useCoverTargets, useSetDrawCover } from '../../api/draw';

export interface CoverChoice {
  taskCode: string;
  index: number;
  /** The picture, shown in the dialog. */
  url: string;
}

export function CoverTargetDialog({ choice, onClose }: { choice: CoverChoice | null; onClose: () => void }) {
  const open = choice !== null;
  const { tasks, works } = useCoverTargets(open);
  const setCover = useSetDrawCover();
  const taskChoices: DrawCoverChoice[] = (tasks.data?.list ?? []).map((task) => ({
    target: { type: 'task', code: task.code },
    title: task.title,
    anchorName: task.anchorName,
    time: task.createTime,
    cover: task.cover ?? null,
  }));
  const draftChoices: DrawCoverChoice[] = (works.data?.list ?? []).map((work) => ({
    target: { type: 'work', workId: work.workId },
    title: work.title || work.summary,
    anchorName: work.anchorName,
    time: work.updateTime,
    cover: work.cover ?? null,
  }));

  return (
    <DrawCoverDialog
      // a new picture starts a fresh choice
      key={choice ? `${choice.taskCode}:${choice.index}` : 'closed'}
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      picture={choice?.url ?? ''}
      tasks={taskChoices}
      drafts={draftChoices}
      loading={tasks.isPending || works.isPending}
      onConfirm={async (target) => {
        if (!choice) return;
        await setCover.mutateAsync({ taskCode: choice.taskCode, index: choice.index, target });
        toast.success('已设为作品封面');
      }}
    />
  );
}
