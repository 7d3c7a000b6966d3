import { Empty } from '../../primitives/Badge';
import { Pagination } from '../../primitives/Pagination';
import { Spinner } from '../../primitives/Spinner';
import { PromptCard, type PromptItem } from './PromptCard';
import * as css from './PromptLibrary.css';
import { Inline, Stack } from '../../primitives/Stack';
import { Box } from '../../primitives/Box';

/** spec 02 §2.9, §9: 12 prompts a page. */
export const PROMPTS_PAGE_SIZE = 12;

export type PromptGridProps = {
  prompts: readonly PromptItem[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  /** The category chips; the first chip (全部) is null. */
  categories: readonly string[];
  category: string | null;
  onCategoryChange: (category: string | null) => void;
  onUse: (text: string, prompt: PromptItem) => void;
  /** @default false */
  loading?: boolean;
};

/** The magic prompt library (spec 02 §2.9): category chips, a grid of 12 with a 中/英 toggle per card, pages. */
export function PromptGrid({ prompts, total, page, onPageChange, categories, category, onCategoryChange, onUse, loading = false }: PromptGridProps) {
  return (
    <Stack gap="5">
      <Inline gap="2" align="stretch" wrap role="group" aria-label="提示词分类">
        {[null, ...categories].map((name) => (
          <button key={name ?? 'all'} type="button" className={css.chip} aria-pressed={name === category} onClick={() => onCategoryChange(name)}>
            {name ?? '全部'}
          </button>
        ))}
      </Inline>
      {prompts.length === 0 ? (
        <div className={css.state}>{loading ? <Spinner /> : <Empty />}</div>
      ) : (
        <ul className={css.grid} data-state={loading ? 'loading' : 'idle'} aria-busy={loading || undefined} aria-label="提示词">
          {prompts.map((prompt) => (
            <li key={prompt.id}>
              <PromptCard prompt={prompt} onUse={onUse} />
            </li>
          ))}
        </ul>
      )}
      {total > PROMPTS_PAGE_SIZE ? (
        <Box display="flex" justifyContent="center">
          <Pagination page={page} pageSize={PROMPTS_PAGE_SIZE} total={total} onChange={onPageChange} />
        </Box>
      ) : null}
    </Stack>
  );
}
