import { useState } from 'react';
import { Button, IconButton } from '../../primitives/Button';
import { Empty } from '../../primitives/Badge';
import { Pagination } from '../../primitives/Pagination';
import { Spinner } from '../../primitives/Spinner';
import { EditIcon, TrashIcon } from '../../primitives/studioIcons';
import { ConfirmDialog } from '../ConfirmDialog';
import { formatDateTime } from '../TaskList/format';
import * as css from '../TaskList/TaskList.css';
import { summary as summaryClass } from './DraftList.css';

/** spec 02 §9: 10 works a page. */
export const DRAFTS_PAGE_SIZE = 10;

/** A draft (work) as the list shows it (spec 02 §3 "Work"). */
export interface DraftListItem {
  workId: number;
  title: string;
  anchorName: string;
  /** Script length in characters. */
  length: number;
  /** ms timestamp */
  updateTime: number;
  /** The first words of the script, shown under the title. */
  summary?: string;
  /** Its cover picture (设为作品封面 in AI drawing), shown before the title. */
  cover?: string | null;
}

export interface DraftListProps<T extends DraftListItem = DraftListItem> {
  drafts: readonly T[];
  total: number;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  /** @default 10 */
  pageSize?: number;
  /** @default false */
  loading?: boolean;
  /** Open the draft in the editor. */
  onOpen: (draft: T) => void;
  /** Delete after the person confirmed; a rejection keeps the question open (spec 02 §2.6). */
  onDelete: (draft: T) => Promise<unknown>;
}

/** The dubbing drafts of the creation center (spec 02 §2.6): open in the editor, delete with confirmation. */
export function DraftList<T extends DraftListItem>({ drafts, total, page, onPageChange, pageSize = DRAFTS_PAGE_SIZE, loading = false, onOpen, onDelete }: DraftListProps<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);

  if (drafts.length === 0) {
    return loading ? (
      <div className={css.state}>
        <Spinner />
      </div>
    ) : (
      <Empty className={css.state} />
    );
  }

  return (
    <div className={css.wrap}>
      <table className={css.table} data-state={loading ? 'loading' : 'idle'} aria-busy={loading || undefined} aria-label="配音草稿">
        <thead>
          <tr>
            <th className={css.th}>标题</th>
            <th className={css.th}>主播</th>
            <th className={css.th}>字数</th>
            <th className={css.th}>更新时间</th>
            <th className={`${css.th} ${css.actionsCell}`}>操作</th>
          </tr>
        </thead>
        <tbody>
          {drafts.map((draft) => (
            <tr key={draft.workId} className={css.row} data-testid={`draft-${draft.workId}`}>
              <td className={css.td}>
                {draft.cover ? (
                  <div className={css.titleWithCover}>
                    <img className={css.cover} src={draft.cover} alt={`${draft.title} 的封面`} />
                    <div className={css.coverText}>
                      <div className={css.title}>{draft.title}</div>
                      {draft.summary ? <div className={summaryClass}>{draft.summary}</div> : null}
                    </div>
                  </div>
                ) : (
                  <>
                    <div className={css.title}>{draft.title}</div>
                    {draft.summary ? <div className={summaryClass}>{draft.summary}</div> : null}
                  </>
                )}
              </td>
              <td className={css.td}>{draft.anchorName}</td>
              <td className={css.td}>{draft.length}</td>
              <td className={`${css.td} ${css.time}`}>{formatDateTime(draft.updateTime)}</td>
              <td className={`${css.td} ${css.actionsCell}`}>
                <span className={css.actions}>
                  <Button variant="soft" size="sm" icon={<EditIcon />} aria-label={`打开 ${draft.title}`} onClick={() => onOpen(draft)}>
                    打开
                  </Button>
                  <IconButton label={`删除 ${draft.title}`} size="sm" onClick={() => setDeleting(draft)}>
                    <TrashIcon />
                  </IconButton>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={css.pager}>
        <Pagination page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="删除草稿"
        text="该操作无法撤销，是否确定删除该配音草稿？"
        tone="danger"
        onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
      />
    </div>
  );
}
