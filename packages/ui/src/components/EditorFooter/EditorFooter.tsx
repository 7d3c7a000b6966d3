import type { ReactNode } from 'react';
import { MAX_SPEECH_LENGTH, formatEstimate, tooLongMessage } from '@peiyin/ssml';
import * as css from './EditorFooter.css';

/** Whether the script fits the length cap. */
export const editorFooterStates = ['within', 'over'] as const;
export type EditorFooterState = (typeof editorFooterStates)[number];

export interface EditorFooterProps {
  /** The script's speech length: `getSpeechLength(state).length` of `@peiyin/ssml` (spec 02 §5). */
  length: number;
  /** The cap. @default MAX_SPEECH_LENGTH (8000, spec 02 §9) */
  max?: number;
  /** When the draft was last auto-saved; nothing is shown until the first save. */
  lastSavedAt?: Date | number | null;
  /** Shown at the start of the footer, e.g. the editor hint of spec 02 §2.2. */
  hint?: ReactNode;
  /** How many polyphones the script has to confirm (issue 12: the sources disagree on them); shown as
   * `3 个多音字待确认` when more than zero. */
  polyphonesToConfirm?: number;
  /** The count was clicked: show the first polyphone to confirm. */
  onPolyphonesClick?: () => void;
  /** How long the script will sound, estimated from its plan before synthesis (`estimateDuration` of
   * `@peiyin/ssml`), in milliseconds; not shown when absent (issue 27). */
  estimatedMs?: number | null;
  /** The audition transport at the start of the bar (an `AuditionTransport`: the toolbar's player), issue 27. */
  transport?: ReactNode;
  className?: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The footer's count of polyphones to confirm: `3 个多音字待确认`. */
export const polyphoneCountLabel = (count: number) => `${count} 个多音字待确认`;

/** A save time as the footer shows it: `HH:mm:ss` in local time. */
export function formatSaveTime(at: Date | number): string {
  const date = typeof at === 'number' ? new Date(at) : at;
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

/**
 * The editor's footer (spec 02 §2.2): the current length over the maximum — in the error colour
 * once the script is longer (the submit refuses it then) — and the last auto-save time; and the
 * polyphones the script has to confirm (issue 12), a click showing the first; how long the script will
 * sound, estimated before synthesis, and the audition transport (issue 27).
 */
export function EditorFooter({ length, max = MAX_SPEECH_LENGTH, lastSavedAt, hint, polyphonesToConfirm = 0, onPolyphonesClick, estimatedMs, transport, className }: EditorFooterProps) {
  const state: EditorFooterState = length > max ? 'over' : 'within';
  return (
    <div className={className ? `${css.footer} ${className}` : css.footer} data-state={state} data-transport={transport ? '' : undefined} data-testid="editor-footer">
      {transport}
      {hint ? <span className={css.hint}>{hint}</span> : null}
      <span className={css.end}>
        {polyphonesToConfirm > 0 ? (
          <button type="button" className={css.polyphones} onClick={onPolyphonesClick} disabled={!onPolyphonesClick} data-testid="polyphones-to-confirm">
            {polyphoneCountLabel(polyphonesToConfirm)}
          </button>
        ) : null}
        {estimatedMs != null ? (
          <span className={css.estimate} data-testid="estimated-duration" title="按字数、语速与停顿估算，合成后以实际音频为准">
            <span className={css.estimateLabel}>预计时长 </span>
            <span>{formatEstimate(estimatedMs)}</span>
          </span>
        ) : null}
        {lastSavedAt != null ? <span className={css.saved} data-testid="last-saved">
            {/* a phone says 保存 10:30:05: with the estimate the line is full */}
            <span className={css.estimateLabel}>上次自动</span>保存 {formatSaveTime(lastSavedAt)}
          </span> : null}
        <span className={css.count} title={state === 'over' ? tooLongMessage(max) : undefined} aria-label={`字数 ${length}/${max}`}>
          <span className={css.current}>{length}</span>/{max}
        </span>
      </span>
    </div>
  );
}
