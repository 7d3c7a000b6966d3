import type { KeyboardEvent, ReactNode } from 'react';
import { Button, IconButton } from '../../primitives/Button';
import { CloseIcon } from '../../primitives/icons';
import { PlayIcon } from '../../primitives/studioIcons';
import * as css from './SentenceTimeline.css';

/** Where a sentence of a task being synthesised is: rendered, rendering now, or still to come. */
export const sentenceStates = ['done', 'rendering', 'waiting'] as const;
export type SentenceState = (typeof sentenceStates)[number];

/** What the rows time: an audition (starts estimated from the plan it played) or a task (the audio's real times). */
export const timelineSources = ['audition', 'task'] as const;
export type TimelineSource = (typeof timelineSources)[number];

/** One row of the timeline. */
export interface TimelineSentence {
  /** Its words as written (shown on one line, cut with … when long). */
  text: string;
  /** Where it starts, in ms; null while unknown (a task still rendering). */
  start: number | null;
  /** While a task renders, where this sentence is. */
  state?: SentenceState;
}

export interface SentenceTimelineProps {
  source: TimelineSource;
  sentences: readonly TimelineSentence[];
  /** The sentence being heard, marked. @default -1 */
  current?: number;
  /** While a task renders: sentences rendered of all. */
  progress?: { done: number; total: number } | null;
  /** Named above the rows, e.g. the task's title. */
  caption?: string;
  /** ▶: plays the audio from the sentence's start. */
  onPlayFrom?(index: number): void;
  /** 重新试听: auditions this sentence alone. */
  onAudition?(index: number): void;
  /** 定位: selects the sentence in the script. */
  onJump?(index: number): void;
  onClose?(): void;
  /** The player of the audio, shown above the rows. */
  children?: ReactNode;
}

const stateNames: Record<SentenceState, string> = { done: '已合成', rendering: '合成中', waiting: '等待中' };

/** A start as the timeline shows it: 0:03.2 (tenths, so short sentences differ), 1:02:05.0 past an hour. */
export function formatStart(ms: number): string {
  const tenths = Math.max(0, Math.round(ms / 100));
  const seconds = Math.floor(tenths / 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = seconds >= 3600 ? `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}` : String(Math.floor(seconds / 60));
  return `${clock}:${pad(seconds % 60)}.${tenths % 10}`;
}

/** Up and down arrows move between rows, keeping the column (the same action in the next sentence). */
function moveBetweenRows(event: KeyboardEvent<HTMLOListElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const target = event.target as HTMLElement;
  const row = target.closest('li');
  if (!row) return;
  const column = [...row.querySelectorAll('button')].indexOf(target as HTMLButtonElement);
  const next = (event.key === 'ArrowDown' ? row.nextElementSibling : row.previousElementSibling) as HTMLElement | null;
  const buttons = next ? [...next.querySelectorAll('button')] : [];
  const goal = buttons[column] ?? buttons[0];
  if (!goal) return;
  event.preventDefault();
  goal.focus();
}

/**
 * The sentence timeline (issue 27): after an audition or a task, each sentence with its start, ▶ to play from
 * there, 重新试听 to hear it alone and 定位 to find it in the script; while a task renders, each sentence's state
 * and the progress. Every action is a button: Tab reaches them, ↑ and ↓ move between rows.
 */
export function SentenceTimeline({ source, sentences, current = -1, progress, caption, onPlayFrom, onAudition, onJump, onClose, children }: SentenceTimelineProps) {
  const estimated = source === 'audition';
  const summary = progress
    ? `合成中 · 已合成 ${progress.done}/${progress.total} 句`
    : `共 ${sentences.length} 句${estimated ? ' · 起点按文案估算' : ''}`;
  return (
    <section className={css.timeline} aria-label="时间轴" data-source={source}>
      <div className={css.header}>
        <span className={css.heading}>时间轴</span>
        {caption ? <span className={css.caption}>{caption}</span> : null}
        <span className={css.summary} data-testid="timeline-summary">
          {summary}
        </span>
        {onClose ? (
          <IconButton label="关闭时间轴" size="sm" onClick={onClose} className={css.close}>
            <CloseIcon />
          </IconButton>
        ) : null}
      </div>
      {progress ? (
        <div
          className={css.bar}
          role="progressbar"
          aria-label="合成进度"
          aria-valuemin={0}
          aria-valuemax={progress.total}
          aria-valuenow={progress.done}
          aria-valuetext={`已合成 ${progress.done}/${progress.total} 句`}
        >
          <span className={css.barFill} style={{ width: `${progress.total ? (progress.done / progress.total) * 100 : 0}%` }} />
        </div>
      ) : null}
      {children}
      <ol className={css.rows} onKeyDown={moveBetweenRows}>
        {sentences.map((sentence, index) => {
          const number = index + 1;
          return (
            <li
              // sentences are a list in script order that is replaced whole, never reordered
              key={index}
              className={css.row}
              data-testid={`timeline-sentence-${index}`}
              data-state={sentence.state}
              data-current={index === current ? 'true' : undefined}
              aria-current={index === current ? 'true' : undefined}
            >
              <span className={css.start} title={estimated ? '按文案估算的起点' : undefined}>
                {sentence.start === null ? '--:--' : `${estimated ? '约' : ''}${formatStart(sentence.start)}`}
              </span>
              <span className={css.text} title={sentence.text}>
                {sentence.text}
              </span>
              {sentence.state ? <span className={css.state({ state: sentence.state })}>{stateNames[sentence.state]}</span> : null}
              <span className={css.actions}>
                {onPlayFrom ? (
                  <IconButton label={`从第 ${number} 句播放`} size="sm" disabled={sentence.start === null} onClick={() => onPlayFrom(index)}>
                    <PlayIcon />
                  </IconButton>
                ) : null}
                {onAudition ? (
                  <Button variant="ghost" size="sm" aria-label={`重新试听第 ${number} 句`} onClick={() => onAudition(index)}>
                    重新试听
                  </Button>
                ) : null}
                {onJump ? (
                  <Button variant="ghost" size="sm" aria-label={`在文案中定位第 ${number} 句`} onClick={() => onJump(index)}>
                    定位
                  </Button>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
