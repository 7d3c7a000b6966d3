import { Button } from '../../primitives/Button';
import { MicIcon } from '../../primitives/icons';
import { Spinner } from '../../primitives/Spinner';
import { WaveIcon } from '../../primitives/writingIcons';
import { CopyButton } from '../../components/CopyButton';
import { Markdown, markdownToScript } from '../../components/Markdown';
import * as css from './Inspiration.css';
import { Inline } from '../../primitives/Stack';

/** What a generated text is doing: nothing yet, waiting for its first words, arriving, finished, or failed. */
export const writingOutputStates = ['idle', 'generating', 'streaming', 'done', 'error'] as const;
export type WritingOutputState = (typeof writingOutputStates)[number];

export function outputState(processing: boolean, output: string, error: string | null | undefined): WritingOutputState {
  if (error) return 'error';
  if (processing) return output ? 'streaming' : 'generating';
  return output.trim() ? 'done' : 'idle';
}

export type WritingOutputProps = {
  output: string;
  processing: boolean;
  /** A failure: its text replaces the output (spec 02 §8). */
  error?: string | null;
  /** What the idle area says. */
  emptyHint: string;
  /** 送去配音 with the text, Markdown removed. */
  onSendToDubbing?: (script: string) => void;
  /** Label of the output for assistive tech. @default '生成结果' */
  label?: string;
};

/**
 * The result area of the inspiration apply page and smart rewrite (spec 02 §2.10, §4): 正在生成... until the first
 * words, then the streamed text; 复制 only when idle and not blank; 送去配音.
 */
export function WritingOutput({ output, processing, error, emptyHint, onSendToDubbing, label = '生成结果' }: WritingOutputProps) {
  const state = outputState(processing, output, error);
  const script = state === 'done' ? markdownToScript(output) : '';
  return (
    <>
      <div className={css.output} data-state={state} role="region" aria-label={label} aria-live="polite" aria-busy={processing || undefined}>
        {state === 'error' ? (
          <div role="alert">{error}</div>
        ) : state === 'generating' ? (
          <span className={css.generating}>
            <Spinner size={16} label="" />
            正在生成...
          </span>
        ) : state === 'idle' ? (
          <div className={css.outputHint}>
            <WaveIcon size={28} />
            {emptyHint}
          </div>
        ) : (
          <Markdown streaming={state === 'streaming'}>{output}</Markdown>
        )}
      </div>
      <Inline gap="2" justify="flex-end">
        {state === 'done' ? (
          <>
            <CopyButton text={script} />
            {onSendToDubbing ? (
              <Button variant="soft" size="sm" icon={<MicIcon />} onClick={() => onSendToDubbing(script)}>
                送去配音
              </Button>
            ) : null}
          </>
        ) : null}
      </Inline>
    </>
  );
}
