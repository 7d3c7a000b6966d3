import { useEffect, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { Button } from '../../primitives/Button';
import { Inline } from '../../primitives/Stack';
import { PlayIcon } from '../../primitives/studioIcons';
import { formatClock } from '../AsrTaskList';
import { sentenceAt, type TranscriptSentence } from '../Transcript';
import { canSplit, editSentence, mergeWithNext, splitSentence } from './transcriptEdit';
import * as css from './TranscriptEditor.css';

/** The props of {@link TranscriptEditor}. */
export type TranscriptEditorProps = {
  /** The timed sentences, in order. */
  sentences: readonly TranscriptSentence[];
  /** The sentences after an edit, a merge or a split (times follow the rules of `transcriptEdit`). */
  onSentencesChange: (sentences: TranscriptSentence[]) => void;
  /** The player's position in ms: the sentence being heard is marked. */
  currentMs?: number;
  /** ▶ on a sentence: play the recording from its start (omitted, as for a pasted script: the time alone). */
  onSeek?: (ms: number) => void;
  /** 改写 on a sentence (omitted: no such button). */
  onRewrite?: (index: number) => void;
  /** Nothing can be changed (a rewrite is running). @default false */
  disabled?: boolean;
};

/** The browser sizes a field to its words itself (CSS `field-sizing`, Chromium 123+); elsewhere `fit` does. */
const sizesItself = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/** A text field as tall as its words: a sentence never hides behind a scroll bar of its own. */
function fit(field: HTMLTextAreaElement | null) {
  if (!field || sizesItself) return;
  field.style.height = 'auto';
  // a field not laid out yet (a dialog still opening) measures 0: it keeps its one row until the next render
  if (field.scrollHeight > 0) field.style.height = `${field.scrollHeight}px`;
}

/**
 * 文案提取's transcript, editable before it is used (issue 28 §1): each sentence with its start, ▶ to hear it in
 * the recording, its words in a field to correct, 拆分 at the caret (or Enter), 合并 with the next (or Backspace at
 * the start of the next), and an optional 改写. Controlled: the caller holds the sentences.
 */
export function TranscriptEditor({ sentences, onSentencesChange, currentMs = -1, onSeek, onRewrite, disabled = false }: TranscriptEditorProps) {
  const active = currentMs < 0 ? -1 : sentenceAt(sentences, currentMs);
  const fields = useRef<(HTMLTextAreaElement | null)[]>([]);
  // after a split or a merge the caret goes where the person was typing: [row, offset]
  const caret = useRef<[number, number] | null>(null);
  useLayoutEffect(() => {
    fields.current.slice(0, sentences.length).forEach(fit);
  });
  useEffect(() => {
    const wanted = caret.current;
    if (!wanted) return;
    caret.current = null;
    const field = fields.current[wanted[0]];
    field?.focus();
    field?.setSelectionRange(wanted[1], wanted[1]);
  });

  const split = (index: number) => {
    const at = fields.current[index]?.selectionStart ?? 0;
    if (!canSplit(sentences, index, at)) return;
    caret.current = [index + 1, 0];
    onSentencesChange(splitSentence(sentences, index, at));
  };
  const merge = (index: number) => {
    if (index + 1 >= sentences.length) return;
    caret.current = [index, sentences[index]!.text.trimEnd().length];
    onSentencesChange(mergeWithNext(sentences, index));
  };
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLTextAreaElement>) => {
    // an IME's Enter confirms its candidate: it is not ours
    if (event.nativeEvent.isComposing) return;
    const field = event.currentTarget;
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      split(index);
    } else if (event.key === 'Backspace' && index > 0 && field.selectionStart === 0 && field.selectionEnd === 0) {
      event.preventDefault();
      merge(index - 1);
    }
  };

  return (
    <ol className={css.list} aria-label="识别结果">
      {sentences.map((sentence, index) => {
        const number = index + 1;
        const last = index === sentences.length - 1;
        return (
          <li key={index} className={css.row} aria-current={index === active ? 'true' : undefined}>
            {onSeek ? (
              <button type="button" className={css.play} aria-label={`从 ${formatClock(sentence.beginTime)} 播放第 ${number} 句`} onClick={() => onSeek(sentence.beginTime)}>
                <PlayIcon size={14} />
                <span className={css.time}>{formatClock(sentence.beginTime)}</span>
              </button>
            ) : (
              <span className={`${css.timeOnly} ${css.time}`}>{formatClock(sentence.beginTime)}</span>
            )}
            <textarea
              ref={(field) => {
                fields.current[index] = field;
              }}
              className={css.field}
              rows={1}
              aria-label={`第 ${number} 句`}
              value={sentence.text}
              disabled={disabled}
              onChange={(event) => {
                fit(event.currentTarget);
                onSentencesChange(editSentence(sentences, index, event.currentTarget.value));
              }}
              onKeyDown={(event) => onKeyDown(index, event)}
            />
            <Inline gap="1" wrap justify="flex-end" align="stretch">
              {/* the caret stays in the field: a pressed button must not take the focus before it is read */}
              <Button size="sm" variant="ghost" disabled={disabled} aria-label={`在光标处拆分第 ${number} 句`} onMouseDown={(event) => event.preventDefault()} onClick={() => split(index)}>
                拆分
              </Button>
              <Button size="sm" variant="ghost" disabled={disabled || last} aria-label={`把第 ${number} 句与下一句合并`} onClick={() => merge(index)}>
                合并
              </Button>
              {onRewrite ? (
                <Button size="sm" variant="ghost" disabled={disabled} aria-label={`改写第 ${number} 句`} onClick={() => onRewrite(index)}>
                  改写
                </Button>
              ) : null}
            </Inline>
          </li>
        );
      })}
    </ol>
  );
}
