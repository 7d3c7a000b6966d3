import { useId, type ReactNode } from 'react';
import * as css from './TextResult.css';
import { Button } from '../../primitives/Button';
import { CopyIcon } from '../../primitives/toolIcons';
import { MicIcon } from '../../primitives/icons';
import { Inline, Stack } from '../../primitives/Stack';

export type TextResultProps = {
  /** e.g. 识别结果. */
  title: ReactNode;
  /** Beside the title: confidence, duration, source. */
  meta?: ReactNode;
  /** The text; editable, so a misread word is fixed before it goes to the editor. */
  value: string;
  onChange: (value: string) => void;
  /** Copy was asked for, with the text as shown. */
  onCopy: (text: string) => void;
  /** 送去配音 was asked for, with the text as shown. */
  onSend: (text: string) => void;
  /** Back to the form (重新识别, 继续上传); absent when the result has no form to go back to. */
  backLabel?: string;
  onBack?: () => void;
  /** More actions after the main ones (导出 TXT…). */
  extra?: ReactNode;
  /** The picture the text was read from, shown beside it so a misread word is found at a glance (OCR). */
  picture?: { src: string; alt: string };
};

/// spec 02 §5: a text's length counts its characters without the line breaks.
export const textLength = (value: string) => [...value].filter((ch) => ch !== '\n' && ch !== '\r').length;

/** A tool's text result: an editable text, its length, and 复制 / 送去配音 (spec 02 §2.7 "toggles between a form and a result"). */
export function TextResult({ title, meta, value, onChange, onCopy, onSend, backLabel, onBack, extra, picture }: TextResultProps) {
  const id = useId();
  const length = textLength(value);
  const box = <textarea id={id} className={css.text} value={value} onChange={(event) => onChange(event.currentTarget.value)} spellCheck={false} />;
  return (
    <Stack gap="3">
      <Inline gap="3" align="baseline" justify="space-between">
        <label htmlFor={id} className={css.title}>
          {title}
        </label>
        {meta ? <span className={css.meta}>{meta}</span> : null}
      </Inline>
      {picture ? (
        <div className={css.split}>
          <img className={css.picture} src={picture.src} alt={picture.alt} />
          {box}
        </div>
      ) : (
        box
      )}
      <Inline gap="3" justify="space-between" wrap>
        <span className={css.count}>{length} 字</span>
        <Inline gap="2" align="stretch" wrap>
          {onBack && backLabel ? (
            <Button variant="ghost" onClick={onBack}>
              {backLabel}
            </Button>
          ) : null}
          {extra}
          <Button variant="secondary" icon={<CopyIcon size={16} />} onClick={() => onCopy(value)} disabled={!value.trim()}>
            复制
          </Button>
          <Button icon={<MicIcon size={16} />} onClick={() => onSend(value)} disabled={!value.trim()}>
            送去配音
          </Button>
        </Inline>
      </Inline>
    </Stack>
  );
}
