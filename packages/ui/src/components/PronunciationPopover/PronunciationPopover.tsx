import { useState } from 'react';
import {
  paragraphRuns,
  pinyinReadings,
  reason,
  removeMarkup,
  setPhoneme,
  toToneMarks,
  updateMarkup,
  validateCustomPinyin,
  wordReadingAt,
  type PronunciationEntry,
} from '@peiyin/ssml';
import type { EditorState } from 'prosemirror-state';
import { Button, Input } from '../../primitives';
import { MarkupPanel, RemoveButton } from '../../private/markup/MarkupPanel';
import * as panel from '../../private/markup/MarkupPanel.css';
import { markupNodeAt, runOn, selectedText, withRange, type MarkupEditProps } from '../../private/markup/types';
import * as css from './PronunciationPopover.css';
import { Stack, Inline } from '../../primitives/Stack';

export type PronunciationPopoverProps = MarkupEditProps & {
  /** A polyphone to confirm (issue 12): its readings with the suggested one first. Shown as one group,
   * the suggestion marked 建议, so confirming it is one click. */
  suggestion?: { candidates: readonly string[]; suggested: string } | undefined;
  /** Offers 应用到全部同词: the reading chosen also becomes an entry of the user's pronunciation
   * dictionary for the word around the character (every occurrence, now and in future scripts). */
  onApplyToAll?: ((entry: PronunciationEntry) => void) | undefined;
};

/** The dictionary entry 应用到全部同词 adds for the character selected in `state`, read `reading`; null when the
 * character is not part of a word of two or more characters. */
export function wordEntryAt(state: EditorState, reading: string): PronunciationEntry | null {
  const { from, to } = state.selection;
  const $from = state.doc.resolve(from);
  if (to !== from + 1 || !$from.parent.isTextblock) return null;
  const offset = $from.parentOffset;
  const run = paragraphRuns($from.parent).find((r) => r.offset <= offset && offset < r.offset + r.text.length);
  if (!run) return null;
  const word = wordReadingAt(run.text, offset - run.offset, reading);
  // a character standing alone is no word: an entry for it would read every 长 of every script alike (issue 27)
  return word && [...word.word].length > 1 ? { word: word.word, pinyin: word.pinyin } : null;
}

/** Tones of the custom pinyin selector: 1-4, and 5 for the neutral tone (spec 02 §5). */
export const pinyinTones = [
  { tone: 1, label: '一声' },
  { tone: 2, label: '二声' },
  { tone: 3, label: '三声' },
  { tone: 4, label: '四声' },
  { tone: 5, label: '轻声' },
] as const;

/**
 * The pronunciation (polyphone) pop-up of spec 02 §2.3: the selected character, its toned and
 * neutral-tone readings, a custom pinyin box with a tone selector, and remove for an existing chip.
 */
export function PronunciationPopover({ state, run, pos, range, suggestion, onApplyToAll, onClose }: PronunciationPopoverProps) {
  const node = pos === undefined ? null : markupNodeAt(state, pos, 'phoneme');
  const target = withRange(state, range);
  const char = node ? String(node.attrs.dataText) : selectedText(target);
  const current = node ? String(node.attrs.pinyin) : null;
  const readings = pinyinReadings(char);
  const toned = readings.filter((r) => r.tone !== 5);
  const neutral = readings.filter((r) => r.tone === 5);
  const [letters, setLetters] = useState('');
  const [tone, setTone] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [toAll, setToAll] = useState(false);
  // spec 02 §5: a new reading needs exactly one Chinese character selected
  const blocked = node ? null : reason(target, 'phoneme');
  // 应用到全部同词: the word around the character (the reading chosen goes in at apply time)
  const word = !node && onApplyToAll && blocked === null ? wordEntryAt(target, suggestion?.suggested ?? readings[0]?.pinyin ?? '') : null;

  const apply = (pinyin: string) => {
    const entry = toAll && word ? wordEntryAt(target, pinyin) : null;
    const ok = node && pos !== undefined ? run(updateMarkup({ pinyin }, pos)) : runOn(run, range, setPhoneme(pinyin));
    if (!ok) return;
    if (entry) onApplyToAll?.(entry);
    onClose();
  };
  const confirmCustom = () => {
    const result = validateCustomPinyin(letters, tone);
    if (!result.ok) return setError(result.message);
    // spec 02 §5: empty input closes the pop-up
    if (result.value === null) return onClose();
    apply(result.value);
  };
  const suggested = suggestion
    ? suggestion.candidates.map((p) => ({ pinyin: p, marked: toToneMarks(p) }))
    : null;
  const group = (title: string, list: readonly { pinyin: string; marked: string }[]) =>
    list.length > 0 ? (
      <Stack gap="3">
        <span className={panel.sectionLabel}>{title}</span>
        <Inline wrap gap="2" align="stretch" role="group" aria-label={title}>
          {list.map((r) => (
            <button
              key={r.pinyin}
              type="button"
              className={`${panel.option} ${css.reading}`}
              data-state={r.pinyin === current ? 'on' : 'off'}
              aria-pressed={r.pinyin === current}
              disabled={blocked !== null}
              onClick={() => apply(r.pinyin)}
            >
              {r.marked}
              {suggestion && r.pinyin === suggestion.suggested ? <span className={css.suggested}>建议</span> : null}
            </button>
          ))}
        </Inline>
      </Stack>
    ) : null;

  return (
    <MarkupPanel
      kind="phoneme"
      title="多音字"
      error={blocked ?? error}
      footer={
        <>
          {node && pos !== undefined ? (
            <RemoveButton onClick={() => run(removeMarkup(pos)) && onClose()} />
          ) : null}
          <Button size="sm" disabled={blocked !== null} onClick={confirmCustom}>
            确定
          </Button>
        </>
      }
    >
      <Inline gap="3" align="baseline">
        <span className={css.glyph} data-testid="pronunciation-char">
          {char}
        </span>
        {current ? <span className={css.current}>当前读音：{toToneMarks(current)}</span> : null}
      </Inline>
      {suggested ? (
        group('读音（建议在前）', suggested)
      ) : (
        <>
          {group('带声调', toned)}
          {group('轻声', neutral)}
        </>
      )}
      {word ? (
        <label className={css.applyAll}>
          <input type="checkbox" checked={toAll} onChange={(event) => setToAll(event.target.checked)} />
          <span>
            应用到全部同词「<span className={css.word}>{word.word}</span>」
          </span>
        </label>
      ) : null}
      <Stack gap="2">
        <span className={panel.sectionLabel}>自定义拼音</span>
        <Input
          size="md"
          aria-label="自定义拼音"
          placeholder="小写字母，最多7位"
          maxLength={7}
          value={letters}
          disabled={blocked !== null}
          onChange={(event) => {
            setLetters(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') confirmCustom();
          }}
        />
        <Inline gap="1" align="stretch" role="radiogroup" aria-label="声调">
          {pinyinTones.map((t) => (
            <button
              key={t.tone}
              type="button"
              role="radio"
              aria-checked={tone === t.tone}
              data-state={tone === t.tone ? 'on' : 'off'}
              className={`${panel.option} ${css.tone}`}
              disabled={blocked !== null}
              onClick={() => {
                setTone(t.tone);
                setError(null);
              }}
            >
              {t.label}
            </button>
          ))}
        </Inline>
      </Stack>
    </MarkupPanel>
  );
}
