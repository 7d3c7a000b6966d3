import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../primitives/Button';
import * as css from './PronunciationFiles.css';
import { Inline, Stack } from '../../primitives/Stack';

/// A row of an imported file that could not be stored.
export interface DictionaryImportProblem {
  line: number;
  message: string;
}

/// What an import did (nothing is stored when `problems` is not empty).
export interface DictionaryImportResult {
  added: number;
  updated: number;
  unchanged: number;
  problems: readonly DictionaryImportProblem[];
}

export interface PronunciationFilesProps {
  /** Imports a file's text (CSV or PLS); rejects with the server's reason for a file it cannot read. */
  onImport: (content: string, fileName: string) => Promise<DictionaryImportResult>;
  /** Saves the dictionary as a file of that kind (a failure is reported by the caller). */
  onExport: (format: 'csv' | 'pls') => Promise<unknown> | void;
  /** Nothing to export yet. */
  empty?: boolean;
}

type Outcome = { kind: 'done'; result: DictionaryImportResult; fileName: string } | { kind: 'failed'; message: string } | null;

/**
 * Import and export of the pronunciation dictionary (issue 12 item 5): 导入词典 reads a CSV
 * (`词语,拼音,替换文本`) or W3C PLS file; a file with a wrong row imports nothing and lists every
 * wrong row with its line, so nothing is lost between two half imports. 导出 CSV / 导出 PLS save
 * the whole dictionary.
 */
export function PronunciationFiles({ onImport, onExport, empty = false }: PronunciationFilesProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'import' | 'csv' | 'pls' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const problemsId = useId();

  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // the same file can be picked again after it was corrected
    event.target.value = '';
    if (!file) return;
    setBusy('import');
    setOutcome(null);
    try {
      const result = await onImport(await file.text(), file.name);
      setOutcome({ kind: 'done', result, fileName: file.name });
    } catch (failure) {
      setOutcome({ kind: 'failed', message: failure instanceof Error && failure.message ? failure.message : '导入失败' });
    } finally {
      setBusy(null);
    }
  };
  const exporting = async (format: 'csv' | 'pls') => {
    setBusy(format);
    try {
      await onExport(format);
    } catch {
      // the app reports a failed call itself (a toast); the buttons are free again
    } finally {
      setBusy(null);
    }
  };

  const result = outcome?.kind === 'done' ? outcome.result : null;
  return (
    <Stack as="section" gap="2" aria-label="导入导出">
      <Inline gap="2" wrap>
        <Button variant="soft" loading={busy === 'import'} disabled={busy !== null && busy !== 'import'} onClick={() => input.current?.click()}>
          导入词典
        </Button>
        <input ref={input} className={css.file} type="file" accept=".csv,.pls,.xml,text/csv,application/pls+xml" aria-label="选择词典文件" tabIndex={-1} onChange={picked} />
        <Button variant="ghost" loading={busy === 'csv'} disabled={empty || (busy !== null && busy !== 'csv')} onClick={() => void exporting('csv')}>
          导出 CSV
        </Button>
        <Button variant="ghost" loading={busy === 'pls'} disabled={empty || (busy !== null && busy !== 'pls')} onClick={() => void exporting('pls')}>
          导出 PLS
        </Button>
        <span className={css.hint}>CSV 表头为“词语,拼音,替换文本”；PLS 使用 alphabet="x-pinyin"（数字声调拼音）</span>
      </Inline>
      {outcome?.kind === 'failed' ? (
        <p className={css.failed} role="alert">
          {outcome.message}
        </p>
      ) : null}
      {result && result.problems.length === 0 ? (
        <p className={css.done} role="status">
          已导入「{outcome?.kind === 'done' ? outcome.fileName : ''}」：新增 {result.added} 条，更新 {result.updated} 条，未变 {result.unchanged} 条
        </p>
      ) : null}
      {result && result.problems.length > 0 ? (
        <Stack gap="1" role="alert" aria-describedby={problemsId}>
          <p className={css.failed}>有 {result.problems.length} 行无法导入，未导入任何词条。请修改文件后重新导入：</p>
          <ul id={problemsId} className={css.list}>
            {result.problems.map((p) => (
              <li key={`${p.line}:${p.message}`}>{p.message}</li>
            ))}
          </ul>
        </Stack>
      ) : null}
    </Stack>
  );
}
