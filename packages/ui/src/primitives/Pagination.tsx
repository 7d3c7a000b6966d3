import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import * as css from './Pagination.css';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageSize: number;
  total: number;
  onChange(page: number): void;
}

/**
 * The pages to show: always the first and last, the current one with two neighbours each side, and a gap
 * ('…') where pages are left out, so the pager keeps one width however many pages there are.
 */
export function pagerItems(page: number, pages: number): Array<number | 'gap'> {
  const shown = new Set([1, pages]);
  for (let p = page - 2; p <= page + 2; p += 1) if (p >= 1 && p <= pages) shown.add(p);
  const items: Array<number | 'gap'> = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous > 1) items.push('gap');
    items.push(p);
    previous = p;
  }
  return items;
}

/** Previous, pager, next (spec 01 §2 anchors page). Renders nothing while everything fits on one page. */
export function Pagination({ page, pageSize, total, onChange }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={css.nav} aria-label="分页">
      <button type="button" className={css.item} disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label="上一页">
        <ChevronLeftIcon />
      </button>
      {pagerItems(page, pages).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className={css.gap} aria-hidden>
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={css.item}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`第 ${item} 页`}
            onClick={() => item !== page && onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className={css.item} disabled={page >= pages} onClick={() => onChange(page + 1)} aria-label="下一页">
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
