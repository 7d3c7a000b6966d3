import { useId, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { WORK_TITLE_INPUT_MAX, validateWorkTitle } from '@peiyin/ssml';
import * as css from './WorkTitle.css';

export interface WorkTitleProps {
  /** The title (controlled). */
  value?: string;
  /** The initial title when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with every edit, with the trimmed title after a valid blur, and with '' when a blur cleared an invalid title. */
  onValueChange?(title: string): void;
  /** @default '未命名作品' */
  placeholder?: string;
  /** Accessible name of the input. @default '作品标题' */
  ariaLabel?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * The editable work title of the editor header (spec 02 §2.2, §5): at most 25 characters typed;
 * on blur a non-blank title must be 1-20 Chinese characters, letters, digits or @ _ -, not starting
 * with @ _ -, otherwise the error shows and the title is cleared. A blank title stays blank (the
 * page derives one from the script at submit, `deriveWorkTitle`).
 */
export function WorkTitle({
  value,
  defaultValue = '',
  onValueChange,
  placeholder = '未命名作品',
  ariaLabel = '作品标题',
  disabled,
  className,
}: WorkTitleProps) {
  const [own, setOwn] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const title = value ?? own;

  const change = (next: string) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };

  const commit = () => {
    const result = validateWorkTitle(title);
    if (result.ok) {
      setError(null);
      if (result.value !== title) change(result.value);
    } else {
      setError(result.message);
      change('');
    }
  };

  return (
    <div className={className ? `${css.root} ${className}` : css.root} data-invalid={error !== null}>
      <input
        className={css.input}
        value={title}
        maxLength={WORK_TITLE_INPUT_MAX}
        placeholder={placeholder}
        aria-label={ariaLabel}
        aria-invalid={error !== null || undefined}
        aria-describedby={error !== null ? errorId : undefined}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setError(null);
          change(event.target.value);
        }}
        onBlur={commit}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          // Enter finishes editing the title, as leaving the field does
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) event.currentTarget.blur();
        }}
      />
      {error !== null ? (
        <span id={errorId} role="alert" className={css.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
