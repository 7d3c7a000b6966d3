import { useState } from 'react';
import { Button, IconButton } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import { DownloadIcon, ErrorIcon } from '../../primitives/icons';
import { RefreshIcon, TrashIcon } from '../../primitives/studioIcons';
import { ConfirmDialog } from '../ConfirmDialog';
import { formatDateTime } from '../TaskList';
import { DrawImagePreview } from './DrawImagePreview';
import { CoverIcon, ZoomIcon } from './drawIcons';
import { canRegenerate, drawTaskState, parseDrawSize, ratioName, tileWidth, type DrawTaskData } from './drawTask';
import * as css from './DrawTaskCard.css';
import { Inline } from '../../primitives/Stack';

export interface DrawTaskCardProps {
  task: DrawTaskData;
  /** 刷新: ask for the task's latest state (spec 02 §4: check replaces the card with fresh data). */
  onRefresh: (task: DrawTaskData) => Promise<unknown> | void;
  /** 重新生成 (status above 1). */
  onRegenerate: (task: DrawTaskData) => Promise<unknown> | void;
  /** Delete after the person confirmed (删除后无法恢复，是否继续删除？); a rejection keeps the question open. */
  onDelete: (task: DrawTaskData) => Promise<unknown>;
  /** 设为作品封面 for the picture at `index`. */
  onSetCover: (task: DrawTaskData, index: number) => void;
}

/**
 * One drawing in 我的作品 (spec 02 §2.11, §4): while queued or running a spinner, the status text and 刷新 over
 * placeholders of the asked shape; when done the pictures (preview, 下载, 设为作品封面 on each); when failed the
 * reason. 重新生成 once it is done or failed; 删除 asks first (spec 02 §8).
 */
export function DrawTaskCard({ task, onRefresh, onRegenerate, onDelete, onSetCover }: DrawTaskCardProps) {
  const state = drawTaskState(task.taskStatus);
  const [confirming, setConfirming] = useState(false);
  const [previewing, setPreviewing] = useState<number | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  const { width, height } = parseDrawSize(task.paramSize);
  const tile = { width: tileWidth(task.paramSize), aspectRatio: `${width} / ${height}` };
  const short = task.paramPrompt.length > 24 ? `${task.paramPrompt.slice(0, 24)}…` : task.paramPrompt;

  const busy = (set: (value: boolean) => void, run: () => Promise<unknown> | void) => async () => {
    set(true);
    try {
      await run();
    } catch {
      // the caller reports the failure (a toast); the card stays as it was
    } finally {
      set(false);
    }
  };

  return (
    <article className={css.card} data-state={state} data-testid={`draw-task-${task.taskCode}`} aria-label={`作品：${short}`}>
      <header className={css.header}>
        <div className={css.headText}>
          <p className={css.prompt} title={task.paramPrompt}>
            {task.paramPrompt}
          </p>
          <Inline gap="2" wrap>
            <span className={css.chip}>{task.styleName}</span>
            <span className={css.chip}>{ratioName(task.paramSize)}</span>
            <span className={css.chip}>{task.paramNum} 张</span>
            {task.paramRefImg ? (
              <span className={css.chip} title="参考图">
                <img className={css.refThumb} src={task.paramRefImg} alt="参考图" />
                {task.paramRefMode === 'repaint' ? '参考内容' : '参考图片'} {Math.round(task.paramRefStrength * 100)}%
              </span>
            ) : null}
            <time className={css.time} dateTime={new Date(task.createTime).toISOString()}>
              {formatDateTime(task.createTime)}
            </time>
          </Inline>
        </div>
        <Inline gap="2" flexShrink={0}>
          {canRegenerate(task.taskStatus) ? (
            <Button variant="soft" size="sm" icon={<RefreshIcon />} loading={regenerating} onClick={busy(setRegenerating, () => onRegenerate(task))}>
              重新生成
            </Button>
          ) : null}
          <IconButton label="删除" size="sm" onClick={() => setConfirming(true)}>
            <TrashIcon />
          </IconButton>
        </Inline>
      </header>

      {state === 'done' ? (
        <>
          <Inline gap="3" align="stretch" wrap>
            {task.imageList.map((image, index) => (
              <figure key={image.url} className={css.tile} style={tile} data-wide={width > height || undefined} role="group" aria-label={`第 ${index + 1} 张`}>
                <button type="button" className={css.imageButton} aria-label={`预览第 ${index + 1} 张`} onClick={() => setPreviewing(index)}>
                  <img className={css.image} src={image.url} alt={`${short} 第 ${index + 1} 张`} loading="lazy" />
                </button>
                <div className={css.tileActions}>
                  <IconButton label="预览" size="sm" className={css.tileButton} onClick={() => setPreviewing(index)}>
                    <ZoomIcon />
                  </IconButton>
                  <a className={css.tileLink} href={image.downloadUrl} download aria-label="下载" title="下载">
                    <DownloadIcon />
                  </a>
                  <IconButton label="设为作品封面" size="sm" className={css.tileButton} onClick={() => onSetCover(task, index)}>
                    <CoverIcon />
                  </IconButton>
                </div>
              </figure>
            ))}
          </Inline>
          {task.notes && task.notes.length > 0 ? <p className={css.notes}>{task.notes.join('；')}</p> : null}
        </>
      ) : state === 'failed' ? (
        <div className={css.failure} role="status">
          <ErrorIcon size={20} />
          <div>
            <div className={css.failureTitle}>生成失败</div>
            <div className={css.failureText}>{task.taskStatusText}</div>
          </div>
        </div>
      ) : (
        <div className={css.pending}>
          <Inline gap="3" align="stretch" wrap aria-hidden>
            {Array.from({ length: task.paramNum }, (_, index) => (
              <div key={index} className={css.placeholder} style={tile} />
            ))}
          </Inline>
          <div className={css.pendingStatus}>
            <Spinner size={18} label={task.taskStatusText} />
            <span className={css.pendingText}>{task.taskStatusText}</span>
            <Button variant="link" size="sm" icon={<RefreshIcon />} loading={refreshing} onClick={busy(setRefreshing, () => onRefresh(task))}>
              刷新
            </Button>
          </div>
        </div>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="删除作品"
        text="删除后无法恢复，是否继续删除？"
        tone="danger"
        onConfirm={() => onDelete(task)}
      />
      {previewing !== null && state === 'done' ? (
        <DrawImagePreview
          images={task.imageList}
          index={previewing}
          onIndexChange={setPreviewing}
          onClose={() => setPreviewing(null)}
          prompt={task.paramPrompt}
          size={task.paramSize}
          onSetCover={(index) => {
            setPreviewing(null);
            onSetCover(task, index);
          }}
        />
      ) : null}
    </article>
  );
}
