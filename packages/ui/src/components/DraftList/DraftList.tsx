import { Button, IconButton } from '../../primitives/Button';
import { EditIcon, TrashIcon } from '../../primitives/studioIcons';
import { formatDateTime } from '../TaskList';
import * as css from '../../private/records/recordTable.css';
import { RecordList, type RecordColumn } from '../../private/records/RecordList';
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

/** The title with the script's first words under it. */
function DraftTitle({ draft }: { draft: DraftListItem }) {
  return (
    <>
      <div className={css.title}>{draft.title}</div>
      {draft.summary ? <div className={summaryClass}>{draft.summary}</div> : null}
    </>
  );
}

const draftColumns: readonly RecordColumn<DraftListItem>[] = [
  {
    header: '标题',
    lead: true,
    cell: (draft) =>
      draft.cover ? (
        // a cover (设为作品封面 in AI drawing) goes before the title
        <div className={css.titleWithCover}>
          <img className={css.cover} src={draft.cover} alt={`${draft.title} 的封面`} />
          <div className={css.coverText}>
            <DraftTitle draft={draft} />
          </div>
        </div>
      ) : (
        <DraftTitle draft={draft} />
      ),
  },
  { header: '主播', cell: (draft) => draft.anchorName },
  { header: '字数', cell: (draft) => draft.length },
  { header: '更新时间', className: css.time, cell: (draft) => formatDateTime(draft.updateTime) },
];

/** The dubbing drafts of the creation center (spec 02 §2.6): open in the editor, delete with confirmation. */
export function DraftList<T extends DraftListItem>({ drafts, total, page, onPageChange, pageSize = DRAFTS_PAGE_SIZE, loading = false, onOpen, onDelete }: DraftListProps<T>) {
  return (
    <RecordList<T>
      label="配音草稿"
      items={drafts}
      itemKey={(draft) => draft.workId}
      rowProps={(draft) => ({ 'data-testid': `draft-${draft.workId}` })}
      columns={draftColumns}
      actions={(draft, askDelete) => (
        <>
          <Button variant="soft" size="sm" icon={<EditIcon />} aria-label={`打开 ${draft.title}`} onClick={() => onOpen(draft)}>
            打开
          </Button>
          <IconButton label={`删除 ${draft.title}`} size="sm" onClick={askDelete}>
            <TrashIcon />
          </IconButton>
        </>
      )}
      total={total}
      page={page}
      pageSize={pageSize}
      onPageChange={onPageChange}
      loading={loading}
      deleteQuestion={{ title: '删除草稿', text: '该操作无法撤销，是否确定删除该配音草稿？' }}
      onDelete={onDelete}
    />
  );
}
