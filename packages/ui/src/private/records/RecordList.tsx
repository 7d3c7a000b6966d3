import { useState } from 'react';
import type { HTMLAttributes, Key, ReactNode } from 'react';
import { Empty } from '../../primitives/Badge';
import { Pagination } from '../../primitives/Pagination';
import { Spinner } from '../../primitives/Spinner';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import * as css from './recordTable.css';
import { Box } from '../../primitives/Box';
import { Stack } from '../../primitives/Stack';

// The frame the creation center's task and draft lists share (issue 11 named them near-copies): the empty and
// loading states, a table with its pager, and the delete question. Below a desktop the same table lays each row
// out as a card (recordTable.css `card*`): the title on top, the other columns as labelled fields, the actions last,
// so every button stays in reach of a thumb and the page never scrolls sideways. Not exported from the package.

/** A column: its header, and what a row shows in it. */
export interface RecordColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  /** Extra class of the cell (e.g. `css.time`), or one per row. */
  className?: string | ((item: T) => string | undefined);
  /** The column every card starts with below a desktop (the title). @default false */
  lead?: boolean;
}

export interface RecordListProps<T> {
  /** Accessible name of the table. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => Key;
  /** Attributes of a row (test ids, data-status). */
  rowProps?: (item: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | number>;
  columns: readonly RecordColumn<T>[];
  /** The row's buttons; `askDelete` opens the delete question for it. */
  actions: (item: T, askDelete: () => void) => ReactNode;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  /** The delete question (spec 02 §2.6); a rejected `onDelete` keeps it open. */
  deleteQuestion: { title: string; text: string };
  onDelete: (item: T) => Promise<unknown>;
  /** More dialogs of the list. */
  children?: ReactNode;
}

export function RecordList<T>({
  label,
  items,
  itemKey,
  rowProps,
  columns,
  actions,
  total,
  page,
  pageSize,
  onPageChange,
  loading,
  deleteQuestion,
  onDelete,
  children,
}: RecordListProps<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);

  if (items.length === 0) return <RecordsState loading={loading} />;

  return (
    <Stack gap="4">
      {/* explicit roles: the card layout below a desktop changes the table's display, not what it is */}
      <table className={`${css.table} ${css.cardTable}`} role="table" data-state={loading ? 'loading' : 'idle'} aria-busy={loading || undefined} aria-label={label}>
        <thead className={css.cardHidden}>
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} role="columnheader" className={css.th}>
                {column.header}
              </th>
            ))}
            <th role="columnheader" className={`${css.th} ${css.actionsCell}`}>
              操作
            </th>
          </tr>
        </thead>
        <tbody className={css.cardBlock}>
          {items.map((item) => (
            <tr key={itemKey(item)} role="row" className={`${css.row} ${css.cardRow}`} {...rowProps?.(item)}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  role="cell"
                  className={[css.td, css.cardCell, column.lead ? css.cardLead : css.cardField, typeof column.className === 'function' ? column.className(item) : column.className].filter(Boolean).join(' ')}
                  data-label={column.header}
                >
                  {column.cell(item)}
                </td>
              ))}
              <td role="cell" className={`${css.td} ${css.cardCell} ${css.actionsCell} ${css.cardActions}`}>
                <span className={css.actions}>{actions(item, () => setDeleting(item))}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Box display="flex" justifyContent="flex-end">
        <Pagination page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={deleteQuestion.title}
        text={deleteQuestion.text}
        tone="danger"
        onConfirm={() => (deleting !== null ? onDelete(deleting) : undefined)}
      />
      {children}
    </Stack>
  );
}

/** What a record list shows with nothing to list: a spinner while it loads, else 暂无数据. Shared with the lists
 * that lay out their records otherwise (TaskList's cards). */
export function RecordsState({ loading = false }: { loading?: boolean | undefined }) {
  return loading ? (
    <div className={css.state}>
      <Spinner />
    </div>
  ) : (
    <Empty className={css.state} />
  );
}
