import { useEffect, useRef } from 'react';
import * as css from './Transcript.css';
import { formatClock } from '../AsrTaskList';

export type TranscriptSentence = { beginTime: number; endTime: number; text: string };

export type TranscriptProps = {
  sentences: readonly TranscriptSentence[];
  /** The player's position in ms: the sentence being heard is marked and kept in view. */
  currentMs?: number;
  /** A sentence was chosen: play from its start. */
  onSeek: (ms: number) => void;
};

/** The index of the sentence playing at `ms` (the last one begun), or -1 before the first. */
export function sentenceAt(sentences: readonly TranscriptSentence[], ms: number): number {
  let low = 0;
  let high = sentences.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (sentences[mid]!.beginTime <= ms) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/** 文案提取's sentences with their times; playback follows the sentence (spec 02 §2.7). */
export function Transcript({ sentences, currentMs = -1, onSeek }: TranscriptProps) {
  const active = currentMs < 0 ? -1 : sentenceAt(sentences, currentMs);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (active < 0) return;
    const item = list.current?.children[active] as HTMLElement | undefined;
    // only the list scrolls, never the page under it
    if (item && list.current) {
      const top = item.offsetTop - list.current.offsetTop;
      if (top < list.current.scrollTop || top + item.offsetHeight > list.current.scrollTop + list.current.clientHeight) list.current.scrollTop = top - 8;
    }
  }, [active]);
  return (
    <ol ref={list} className={css.list} aria-label="识别结果">
      {sentences.map((sentence, index) => (
        <li key={`${sentence.beginTime}-${index}`}>
          <button type="button" className={css.sentence} aria-current={index === active ? 'true' : undefined} onClick={() => onSeek(sentence.beginTime)}>
            <span className={css.time}>{formatClock(sentence.beginTime)}</span>
            <span className={css.text}>{sentence.text}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
