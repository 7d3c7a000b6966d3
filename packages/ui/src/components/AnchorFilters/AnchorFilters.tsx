import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../primitives/Button';
import { Input } from '../../primitives/Input';
import { Dialog } from '../../primitives/Dialog';
import { CloseIcon, make } from '../../primitives/icons';
import { SearchIcon } from '../../primitives/studioIcons';
import * as css from './AnchorFilters.css';
import { Inline, Stack } from '../../primitives/Stack';

/** A tag of the search options (spec 02 §3 "Search tags"): id and name. */
export interface AnchorTag {
  id: number;
  name: string;
}

/** The tag lists of `GET /api/anchor/options` (spec 02 §3). */
export interface AnchorFilterOptions {
  sortTagList: AnchorTag[];
  sceneTagList: AnchorTag[];
  styleTagList?: AnchorTag[];
  sexTagList: AnchorTag[];
  languageTagList: AnchorTag[];
  aiLevelTagList: AnchorTag[];
}

/**
 * The search condition (spec 02 §3): sort (default 1), scene, style, sex, language (default 1),
 * locale and AI level; 0 means "all" for every filter but sort.
 */
export interface AnchorCondition {
  sort: number;
  sceneId: number;
  styleId: number;
  sex: number;
  languageId: number;
  localeId: number;
  aiLevel: number;
}

/** spec 02 §3: sort 1, language 1, everything else all. */
export const defaultAnchorCondition: AnchorCondition = { sort: 1, sceneId: 0, styleId: 0, sex: 0, languageId: 1, localeId: 0, aiLevel: 0 };

/** The rows in their on-screen order (spec 01 §2: sort, language, locale, sex, AI level, scene; the pickers add style). */
export const anchorFilterRows = ['sort', 'languageId', 'localeId', 'sex', 'aiLevel', 'sceneId', 'styleId'] as const;
export type AnchorFilterRow = (typeof anchorFilterRows)[number];

const rowLabels: Record<AnchorFilterRow, string> = {
  sort: '排序',
  languageId: '语种',
  localeId: '口音',
  sex: '性别',
  aiLevel: '等级',
  sceneId: '场景',
  styleId: '风格',
};

/** Funnel of the 筛选 button that opens the filter sheet on a phone. */
const FilterIcon = /* @__PURE__ */ make('Filter', <path d="M4 5h16l-6 7.5V18l-4 2v-7.5z" />);

/**
 * How many filters narrow the list: the rows (among those shown) whose value is not their default. Sort
 * orders rather than filters, so it never counts.
 */
export function activeFilterCount(value: AnchorCondition, rows: readonly AnchorFilterRow[] = anchorFilterRows): number {
  return rows.filter((row) => row !== 'sort' && value[row] !== defaultAnchorCondition[row]).length;
}

/** spec 02 §5 "Anchor name search empty". */
export const SEARCH_BLANK_MESSAGE = '请输入搜索内容';

export type AnchorFiltersProps = {
  options: AnchorFilterOptions;
  /** Locales of the chosen language (`getLocalesByLanguageId`); the row shows only when there are some. */
  locales: AnchorTag[];
  value: AnchorCondition;
  /**
   * A new condition. The caller restarts at page 1 (spec 02 §4: any filter change restarts at page 1);
   * a new language comes with locale 0 (spec 02 §4: changing language resets locale), and the caller
   * loads that language's locales.
   */
  onChange(next: AnchorCondition): void;
  /** Name search (spec 01 §2); a blank name never reaches it: the component shows 请输入搜索内容. */
  onSearch?(name: string): void;
  /** The clear action of the name search: back to the filtered list. */
  onClear?(): void;
  /** The name being searched, when the list shows a name search. */
  searchedName?: string | null;
  /** Show the style row (the pickers, spec 02 §2.4). @default false */
  showStyle?: boolean;
  /** Greys out every row and the search (the favourites tab of the picker, spec 02 §2.4). @default false */
  disabled?: boolean;
  /** Denser chips for the pickers. @default 'md' */
  size?: 'sm' | 'md';
  /**
   * On a phone the rows fold into a 筛选 button (with the count of active filters) that opens them in a
   * sheet with 重置 and 确定; the catalogue page sets it, the pickers do not. @default false
   */
  collapseOnPhone?: boolean;
  className?: string;
};

/**
 * The filter rows of the anchor catalogue and pickers (spec 01 §2, spec 02 §2.4) with the name search.
 * Each row is a radio group of chips; "全部" is the 0 value of the rows that have one.
 */
export function AnchorFilters({
  options,
  locales,
  value,
  onChange,
  onSearch,
  onClear,
  searchedName = null,
  showStyle = false,
  disabled = false,
  size = 'md',
  collapseOnPhone = false,
  className,
}: AnchorFiltersProps) {
  const [name, setName] = useState(searchedName ?? '');
  const [sheetOpen, setSheetOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const tagsOf = (row: AnchorFilterRow): AnchorTag[] => {
    switch (row) {
      case 'sort':
        return options.sortTagList;
      case 'languageId':
        return options.languageTagList;
      case 'localeId':
        return locales;
      case 'sex':
        return options.sexTagList;
      case 'aiLevel':
        return options.aiLevelTagList;
      case 'sceneId':
        return options.sceneTagList;
      case 'styleId':
        return options.styleTagList ?? [];
    }
  };
  // sort always has a value; every other row offers 全部 (0). Language starts at 1 (spec 02 §3) but may be
  // widened to every language (the server treats 0 as no filter), which also hides the locale row.
  const hasAll = (row: AnchorFilterRow) => row !== 'sort';

  const choose = (row: AnchorFilterRow, id: number) => {
    if (value[row] === id) return;
    // spec 02 §4: changing language resets locale
    const next = row === 'languageId' ? { ...value, languageId: id, localeId: 0 } : { ...value, [row]: id };
    onChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setError(SEARCH_BLANK_MESSAGE);
      return;
    }
    setError(null);
    onSearch?.(trimmed);
  };

  const clear = () => {
    setName('');
    setError(null);
    onClear?.();
  };

  const rows = anchorFilterRows.filter((row) => {
    if (row === 'styleId') return showStyle && (options.styleTagList?.length ?? 0) > 0;
    // spec 01 §2: locale shown only when the chosen language has locales
    if (row === 'localeId') return locales.length > 0;
    return true;
  });

  // Rows are drawn inline and, on a phone, again in the sheet: each copy names its radio groups by its own ids.
  // A choice applies at once in either place, so the locales of a new language load while the sheet is open.
  const renderRows = (copy: 'inline' | 'sheet', rowClass: string) =>
    rows.map((row) => {
      const label = rowLabels[row];
      const tags = hasAll(row) ? [{ id: 0, name: '全部' }, ...tagsOf(row)] : tagsOf(row);
      return (
        <div key={row} className={rowClass}>
          <span className={css.rowLabel} id={`${errorId}-${copy}-${row}`}>
            {label}
          </span>
          <Inline role="radiogroup" aria-labelledby={`${errorId}-${copy}-${row}`} aria-disabled={disabled || undefined} gap="2" align="stretch" wrap>
            {tags.map((tag) => {
              const checked = value[row] === tag.id;
              return (
                <button
                  key={tag.id}
                  type="button"
                  role="radio"
                  aria-checked={checked}
                  data-state={checked ? 'checked' : 'unchecked'}
                  disabled={disabled}
                  className={css.chip}
                  onClick={() => choose(row, tag.id)}
                >
                  {tag.name}
                </button>
              );
            })}
          </Inline>
        </div>
      );
    });
  const count = activeFilterCount(value, rows);
  // back to the default condition of spec 02 §3 (sort included); nothing to report when it is already there
  const reset = () => {
    if (anchorFilterRows.some((row) => value[row] !== defaultAnchorCondition[row])) onChange({ ...defaultAnchorCondition });
  };
  const filterButton = collapseOnPhone ? (
    <Button
      type="button"
      variant="secondary"
      size="md"
      className={css.filterButton}
      disabled={disabled}
      icon={<FilterIcon size={14} />}
      aria-label={count > 0 ? `筛选 ${count}` : '筛选'}
      aria-haspopup="dialog"
      onClick={() => setSheetOpen(true)}
    >
      筛选
      {count > 0 ? <span className={css.filterCount}>{count}</span> : null}
    </Button>
  ) : null;

  return (
    <div className={className ? `${css.root({ size })} ${className}` : css.root({ size })} data-disabled={disabled || undefined}>
      {onSearch ? (
        <Inline as="form" gap="2" wrap marginBottom="1" role="search" onSubmit={submit}>
          <Input
            aria-label="主播名称"
            placeholder="搜索主播名称"
            value={name}
            disabled={disabled}
            invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setName(event.target.value);
              if (error) setError(null);
            }}
            prefix={<SearchIcon size={16} />}
            className={css.searchInput}
          />
          <Button type="submit" size="md" disabled={disabled}>
            搜索
          </Button>
          <Button type="button" variant="secondary" size="md" disabled={disabled} onClick={clear} icon={<CloseIcon size={14} />}>
            清除
          </Button>
          {filterButton}
          {error ? (
            <span id={errorId} role="alert" className={css.error}>
              {error}
            </span>
          ) : null}
        </Inline>
      ) : (
        filterButton
      )}
      {renderRows('inline', collapseOnPhone ? css.inlineRow : css.row)}
      {collapseOnPhone ? (
        <Dialog.Root open={sheetOpen} onOpenChange={setSheetOpen}>
          <Dialog.Content
            title="筛选"
            width={480}
            footer={
              <>
                <Button variant="secondary" onClick={reset}>
                  重置
                </Button>
                <Button onClick={() => setSheetOpen(false)}>确定</Button>
              </>
            }
          >
            <Stack gap="3">{renderRows('sheet', css.row)}</Stack>
          </Dialog.Content>
        </Dialog.Root>
      ) : null}
    </div>
  );
}
