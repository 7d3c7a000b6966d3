import { Empty } from '../../primitives/Badge';
import { Pagination } from '../../primitives/Pagination';
import { Spinner } from '../../primitives/Spinner';
import { AnchorCard } from '../AnchorCard';
import type { AnchorCardData } from '../AnchorCard';
import * as css from './AnchorGrid.css';
import { atomsAt } from '../../theme/sprinkles.css';
import { Box } from '../../primitives/Box';
import { Stack } from '../../primitives/Stack';

// The catalogue's columns per screen class: two cards a row on a phone, three on a tablet, four on a desktop.
const catalogueColumns = atomsAt({ gridTemplateColumns: { phone: 2, tablet: 3, desktop: 4 } });

export const anchorGridStates = ['loading', 'empty', 'ready'] as const;
export type AnchorGridState = (typeof anchorGridStates)[number];

export type AnchorGridProps = {
  anchors: AnchorCardData[];
  /** 1-based page shown. */
  page: number;
  /** spec 02 §9: 20 on the anchors page, 30 in the picker, 200 in the multi-voice picker. */
  pageSize: number;
  total: number;
  onPageChange(page: number): void;
  /** A page is loading: the cards give way to a spinner. @default false */
  loading?: boolean;
  onOpen?(anchor: AnchorCardData): void;
  onToggleFavorite?(anchor: AnchorCardData, favorite: boolean): Promise<boolean>;
  /** The picked anchor of a picker. */
  selectedKey?: string | null;
  /** @default 'md' */
  size?: 'sm' | 'md';
  /** Columns of the grid, on every screen. @default 2 on a phone, 3 on a tablet, 4 on a desktop (3 everywhere with size sm) */
  columns?: number;
  /** Format of the sample audio when its URL has no extension, e.g. 'mp3' (the server's sample URLs). */
  audioFormat?: string;
};

/** A stable key of an anchor: system and custom anchors have separate id spaces. */
export const anchorKey = (anchor: { anchorType: number; id: number }) => `${anchor.anchorType}:${anchor.id}`;

/**
 * The card grid with its pager (spec 01 §2: previous, pager, next) and the empty state 暂无数据.
 * `data-state` is loading | empty | ready.
 */
export function AnchorGrid({
  anchors,
  page,
  pageSize,
  total,
  onPageChange,
  loading = false,
  onOpen,
  onToggleFavorite,
  selectedKey = null,
  size = 'md',
  columns,
  audioFormat,
}: AnchorGridProps) {
  const state: AnchorGridState = loading ? 'loading' : anchors.length === 0 ? 'empty' : 'ready';
  // a picker (sm) or a caller that names its columns keeps them; the catalogue follows the screen
  const cols = columns ?? (size === 'sm' ? 3 : null);
  return (
    <Stack as="section" gap="4" data-state={state} aria-busy={loading || undefined} aria-label="主播列表">
      {state === 'loading' ? (
        <div className={css.loading}>
          <Spinner size={24} label="加载中" />
        </div>
      ) : state === 'empty' ? (
        <Empty title="暂无数据" />
      ) : (
        <div
          className={cols === null ? `${css.grid({ size })} ${catalogueColumns}` : css.grid({ size })}
          style={cols === null ? undefined : { gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }}
        >
          {anchors.map((anchor) => (
            <AnchorCard
              key={anchorKey(anchor)}
              anchor={anchor}
              size={size}
              selected={selectedKey === anchorKey(anchor)}
              {...(audioFormat ? { audioFormat } : {})}
              {...(onOpen ? { onOpen } : {})}
              {...(onToggleFavorite ? { onToggleFavorite } : {})}
            />
          ))}
        </div>
      )}
      {state !== 'empty' ? (
        <Box display="flex" justifyContent="center">
          <Pagination page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
        </Box>
      ) : null}
    </Stack>
  );
}
