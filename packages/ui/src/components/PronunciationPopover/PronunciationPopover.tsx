import { useState } from 'react';
import { pinyinReadings, removeMarkup, setPhoneme, toToneMarks, updateMarkup, validateCustomPinyin, reason } from '@peiyin/ssml';
import { Button, Input } from '../../primitives';
import { MarkupPanel, RemoveButton } from '../MarkupPopover/MarkupPanel';
import * as panel from '../MarkupPopover/MarkupPanel.css';
import { markupNodeAt, selectedText, type MarkupEditProps } from '../MarkupPopover/types';
import * as css from './PronunciationPopover.css';

export type PronunciationPopoverProps = MarkupEditProps;

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
export function PronunciationPopover({ state, run, pos, onClose }: PronunciationPopoverProps) {
  const node = pos === undefined ? null : markupNodeAt(state, pos, 'phoneme');
  const char = node ? String(node.attrs.dataText) : selectedText(state);
  const current = node ? String(node.attrs.pinyin) : null;
  const readings = pinyinReadings(char);
  const toned = readings.filter((r) => r.tone !== 5);
  const neutral = readings.filter((r) => r.tone === 5);
  const [letters, setLetters] = useState('');
  const [tone, setTone] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // spec 02 §5: a new reading needs exactly one Chinese character selected
  const blocked = node ? null : reason(state, 'phoneme');

  const apply = (pinyin: string) => {
    const ok = run(node && pos !== undefined ? updateMarkup({ pinyin }, pos) : setPhoneme(pinyin));
    if (ok) onClose();
  };
  const confirmCustom = () => {
    const result = validateCustomPinyin(letters, tone);
    if (!result.ok) return setError(result.message);
    // spec 02 §5: empty input closes the pop-up
    if (result.value === null) return onClose();
    apply(result.value);
  };
  const group = (title: string, list: typeof readings) =>
    list.length > 0 ? (
      <div className={panel.body}>
        <span className={panel.sectionLabel}>{title}</span>
        <div className={panel.options} role="group" aria-label={title}>
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
            </button>
          ))}
        </div>
      </div>
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
      <div className={css.character}>
        <span className={css.glyph} data-testid="pronunciation-char">
          {char}
        </span>
        {current ? <span className={css.current}>当前读音：{toToneMarks(current)}</span> : null}
      </div>
      {group('带声调', toned)}
      {group('轻声', neutral)}
      <div className={css.custom}>
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
        <div className={css.tones} role="radiogroup" aria-label="声调">
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
        </div>
      </div>
    </MarkupPanel>
  );
}
