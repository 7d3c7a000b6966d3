import { useState, type FormEvent } from 'react';
import { toToneMarks } from '@peiyin/ssml';
import { Button, IconButton } from '../../primitives/Button';
import { Input } from '../../primitives/Input';
import { Empty } from '../../primitives/Badge';
import { Pagination } from '../../primitives/Pagination';
import { Spinner } from '../../primitives/Spinner';
import { EditIcon, TrashIcon } from '../../primitives/studioIcons';
import { ConfirmDialog } from '../ConfirmDialog';
import { formatDateTime } from '../TaskList';
import * as table from '../../private/records/recordTable.css';
import * as css from './PronunciationDictionary.css';
import { Box } from '../../primitives/Box';
import { Stack } from '../../primitives/Stack';

/** An entry as the page shows it: exactly one of `pinyin` (stored syllables) and `alias`. */
export interface DictionaryEntry {
  id: number;
  word: string;
  pinyin: string | null;
  alias: string | null;
  /** ms timestamp */
  updateTime: number;
}

/** What the form saves: a new entry (no id) or an edited one. */
export interface DictionaryEntryInput {
  id?: number;
  word: string;
  pinyin?: string;
  alias?: string;
}

export interface PronunciationDictionaryProps {
  entries: readonly DictionaryEntry[];
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  /** @default false */
  loading?: boolean;
  /** Saves the form; a rejection's message is shown under it (the server's reason) and the form stays. */
  onSave: (input: DictionaryEntryInput) => Promise<unknown>;
  /** Deletes after the person confirmed. */
  onDelete: (entry: DictionaryEntry) => Promise<unknown>;
}

type Draft = { id?: number; word: string; kind: 'pinyin' | 'alias'; value: string };

const readingOf = (entry: DictionaryEntry) => (entry.pinyin !== null ? entry.pinyin.split(' ').map(toToneMarks).join(' ') : (entry.alias ?? ''));

/**
 * The account's pronunciation dictionary (issue 12 item 5): search, add, edit and delete words read
 * with a pinyin or as another text in every audition and task of the account.
 */
export function PronunciationDictionary(props: PronunciationDictionaryProps) {
  const { entries, total, page, pageSize, onPageChange, keyword, onKeywordChange, loading = false, onSave, onDelete } = props;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<DictionaryEntry | null>(null);

  const open = (next: Draft) => {
    setDraft(next);
    setError(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setBusy(true);
    try {
      await onSave({ ...(draft.id !== undefined ? { id: draft.id } : {}), word: draft.word.trim(), [draft.kind]: draft.value.trim() });
      setDraft(null);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : '保存失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4">
      <div className={css.bar}>
        <Input className={css.search} type="search" aria-label="搜索词条" placeholder="搜索词语、拼音或替换文本" value={keyword} onChange={(e) => onKeywordChange(e.target.value)} />
        <Button onClick={() => open({ word: '', kind: 'pinyin', value: '' })}>添加词条</Button>
        <span className={css.count}>共 {total} 条，最多 2000 条</span>
      </div>
      {draft ? (
        <form className={css.form} aria-label={draft.id !== undefined ? '编辑词条' : '添加词条'} onSubmit={(e) => void submit(e)}>
          <Input aria-label="词语" placeholder="词语，如 重庆、CPU" value={draft.word} maxLength={32} onChange={(e) => setDraft({ ...draft, word: e.target.value })} />
          <Box as="span" display="inline-flex" gap="1" role="group" aria-label="读法类型">
            {(['pinyin', 'alias'] as const).map((kind) => (
              <Button key={kind} type="button" size="md" variant={draft.kind === kind ? 'soft' : 'ghost'} aria-pressed={draft.kind === kind} onClick={() => setDraft({ ...draft, kind })}>
                {kind === 'pinyin' ? '拼音' : '替换文本'}
              </Button>
            ))}
          </Box>
          <Input
            aria-label={draft.kind === 'pinyin' ? '拼音' : '替换文本'}
            placeholder={draft.kind === 'pinyin' ? '每字一个带声调音节，如 chong2 qing4' : '读作的文本，如 中央处理器'}
            value={draft.value}
            maxLength={draft.kind === 'pinyin' ? 300 : 64}
            onChange={(e) => setDraft({ ...draft, value: e.target.value })}
          />
          <Box as="span" display="inline-flex" gap="2">
            <Button type="submit" loading={busy}>
              保存
            </Button>
            <Button type="button" variant="ghost" onClick={() => setDraft(null)}>
              取消
            </Button>
          </Box>
          {error ? (
            <p className={css.error} role="alert">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
      {entries.length === 0 ? (
        loading ? (
          <div className={table.state}>
            <Spinner />
          </div>
        ) : (
          <Empty className={table.state} title={keyword ? '没有找到相关词条' : '还没有词条'} description={keyword ? undefined : '添加常被读错的词语，所有试听和合成都会按词典来读'} />
        )
      ) : (
        <>
          <div className={css.tableScroll}>
            <table className={`${table.table} ${css.tableWide}`} aria-busy={loading || undefined} aria-label="发音词典">
              <thead>
                <tr>
                  <th className={table.th}>词语</th>
                  <th className={table.th}>读法</th>
                  <th className={table.th}>更新时间</th>
                  <th className={`${table.th} ${table.actionsCell}`}>操作</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id} className={table.row} data-testid={`entry-${entry.id}`}>
                    <td className={`${table.td} ${css.word}`}>{entry.word}</td>
                    <td className={`${table.td} ${css.reading}`}>
                      <Box as="span" marginRight="2">{entry.pinyin !== null ? '拼音' : '读作'}</Box>
                      {readingOf(entry)}
                    </td>
                    <td className={`${table.td} ${table.time}`}>{formatDateTime(entry.updateTime)}</td>
                    <td className={`${table.td} ${table.actionsCell}`}>
                      <span className={table.actions}>
                        <Button
                          variant="soft"
                          size="sm"
                          icon={<EditIcon />}
                          aria-label={`编辑 ${entry.word}`}
                          onClick={() => open({ id: entry.id, word: entry.word, kind: entry.pinyin !== null ? 'pinyin' : 'alias', value: entry.pinyin ?? entry.alias ?? '' })}
                        >
                          编辑
                        </Button>
                        <IconButton label={`删除 ${entry.word}`} size="sm" onClick={() => setDeleting(entry)}>
                          <TrashIcon />
                        </IconButton>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Box display="flex" justifyContent="flex-end">
            <Pagination page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
          </Box>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => (next ? undefined : setDeleting(null))}
        title="删除词条"
        text={`删除后「${deleting?.word ?? ''}」将按默认读法朗读，是否确定删除？`}
        tone="danger"
        onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
      />
    </Stack>
  );
}
