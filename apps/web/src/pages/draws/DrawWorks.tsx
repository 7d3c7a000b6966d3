// 我的作品 (spec 02 §2.11, §4): the drawing tasks, newest first, loading older ones as the end comes within 20 px
// (at most once per 500 ms); 没有更多了 once hasMore is false. Cards still queued or being drawn poll on their own.
import { useEffect, useRef } from 'react';
import type { DrawTask } from '@peiyin/api-client';
import { drawLimits } from '@peiyin/api-client';
import { DrawTaskCard, Empty, Spinner, isDrawTaskPending, toast } from '@peiyin/ui';
import { refreshDrawTask, useDeleteDrawTask, useDrawTaskPolling, useDrawTasks, useRegenerateDrawTask } from '../../api/draw';
import * as css from './DrawsPage.css';

interface CardProps {
  task: DrawTask;
  onSetCover: (task: DrawTask, index: number) => void;
}

function PollingCard({ task, onSetCover }: CardProps) {
  useDrawTaskPolling(task.taskCode, isDrawTaskPending(task.taskStatus));
  const regenerate = useRegenerateDrawTask();
  const remove = useDeleteDrawTask();
  return (
    <DrawTaskCard
      task={task}
      onRefresh={() => refreshDrawTask(task.taskCode)}
      onRegenerate={() => regenerate.mutateAsync(task.taskCode)}
      onDelete={async () => {
        await remove.mutateAsync(task.taskCode);
        toast.success('删除成功');
      }}
      onSetCover={(_task, index) => onSetCover(task, index)}
    />
  );
}

/** Calls `load` when the sentinel comes within `distance` px of the viewport, at most once per `delay` ms. */
function useLoadMore(enabled: boolean, load: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node) return;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        const wait = last + drawLimits.scrollDelayMs - Date.now();
        clearTimeout(timer);
        timer = setTimeout(() => {
          last = Date.now();
          latest.current();
        }, Math.max(0, wait));
      },
      { rootMargin: `0px 0px ${drawLimits.scrollDistance}px 0px` },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [enabled]);
  return sentinel;
}

export function DrawWorks({ onSetCover, configured }: { onSetCover: (task: DrawTask, index: number) => void; configured: boolean }) {
  const works = useDrawTasks();
  const tasks = works.data?.pages.flatMap((page) => page.list) ?? [];
  const hasMore = works.hasNextPage;
  const sentinel = useLoadMore(Boolean(hasMore) && !works.isFetchingNextPage, () => void works.fetchNextPage());

  return (
    <section className={css.works} aria-label="我的作品">
      <div className={css.worksHead}>
        <h2 className={css.worksTitle}>我的作品</h2>
        <span className={css.worksHint}>作品仅自己可见，可下载或设为配音作品的封面</span>
      </div>
      {works.isPending ? (
        <Spinner label="加载中" />
      ) : tasks.length === 0 ? (
        <Empty title="还没有作品" description={configured ? '在左侧写下画面描述，选一种风格，点击生成' : '配置图片模型后即可开始创作'} />
      ) : (
        <>
          {tasks.map((task) => (
            <PollingCard key={task.taskCode} task={task} onSetCover={onSetCover} />
          ))}
          <div ref={sentinel} className={css.sentinel} aria-hidden />
          {works.isFetchingNextPage ? <Spinner label="加载中" /> : null}
          {hasMore === false ? <div className={css.end}>没有更多了</div> : null}
        </>
      )}
    </section>
  );
}
