import { useState, type ReactNode } from 'react';
import * as css from './FileDrop.css';
import { UploadIcon } from '../../primitives/toolIcons';
import { Stack } from '../../primitives/Stack';

export const fileDropStates = ['idle', 'uploading', 'error', 'unavailable'] as const;
export type FileDropState = (typeof fileDropStates)[number];

export type FileDropProps = {
  /** What the picker offers (`.jpg,.jpeg,.png`); the page and the server still check what was chosen. */
  accept: string;
  /** The control's name for assistive technology, e.g. 选择图片. */
  label: string;
  /** The main line, e.g. 点击或拖拽图片到此处. */
  title: ReactNode;
  /** Formats and limits. */
  hint?: ReactNode;
  /** @default 'idle' */
  state?: FileDropState;
  /** 0–100 while uploading. */
  progress?: number;
  /** While uploading (上传中 / 识别中); at 'error' the reason; at 'unavailable' why the tool cannot be used here. */
  message?: ReactNode;
  /** One file was chosen or dropped (never called while uploading or unavailable). */
  onFile: (file: File) => void;
};

/**
 * Where a tool takes its file: click to pick, or drop. Shows the upload's progress as a bar, a refusal in
 * red under the zone, or, when the server has no provider for the tool, why it cannot be used (未配置).
 */
export function FileDrop({ accept, label, title, hint, state = 'idle', progress = 0, message, onFile }: FileDropProps) {
  const [over, setOver] = useState(false);
  const busy = state === 'uploading' || state === 'unavailable';
  const percent = Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <Stack gap="3">
      <label
        className={css.zone}
        data-state={state}
        data-over={over || undefined}
        onDragOver={(event) => {
          if (busy) return;
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          const file = event.dataTransfer.files[0];
          if (file && !busy) onFile(file);
        }}
      >
        <input
          className={css.input}
          type="file"
          accept={accept}
          aria-label={label}
          disabled={busy}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // the same file may be chosen again after a refusal
            event.currentTarget.value = '';
            if (file) onFile(file);
          }}
        />
        <span className={css.icon} aria-hidden>
          <UploadIcon size={28} />
        </span>
        {state === 'uploading' ? (
          <span className={css.progressBlock}>
            <span className={css.title}>{message ?? '上传中'}</span>
            <span className={css.track} role="progressbar" aria-label={typeof message === 'string' ? message : '上传进度'} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
              <span className={css.bar} style={{ width: `${percent}%` }} />
            </span>
            <span className={css.hint}>{percent}%</span>
          </span>
        ) : (
          <>
            <span className={css.title}>{title}</span>
            {hint ? <span className={css.hint}>{hint}</span> : null}
          </>
        )}
      </label>
      {state === 'error' && message ? (
        <p className={css.error} role="alert">
          {message}
        </p>
      ) : null}
      {state === 'unavailable' && message ? (
        <p className={css.notice} role="note">
          {message}
        </p>
      ) : null}
    </Stack>
  );
}
