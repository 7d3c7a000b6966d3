import { Button } from '../../primitives/Button';
import { SparkleIcon } from '../../primitives/icons';
import { StopIcon } from '../../primitives/studioIcons';
import { toast } from '../../primitives/toastStore';
import { WritingSetupNotice } from '../ChatComposer';
import * as css from '../../private/writing/Inspiration.css';
import { WritingOutput } from '../../private/writing/WritingOutput';
import { Inline } from '../../primitives/Stack';

/** The rewrite input's limit (the server's: 2000). */
export const REWRITE_INPUT_MAX = 2000;

export type RewriteToolProps = {
  value: string;
  onValueChange: (value: string) => void;
  /** 开始: rewrites the text (not blank). */
  onStart: (content: string) => void;
  /** 停止. */
  onStop: () => void;
  processing: boolean;
  output: string;
  error?: string | null;
  /** The writing model is not configured: this replaces the input. */
  setupMessage?: string | null;
  onSendToDubbing?: (script: string) => void;
};

/**
 * 智能改写 (spec 02 §2.7, §5, §8): the original on the left, the rewritten text streaming in on the right; 开始 /
 * 停止, 请输入文案内容 for a blank input, 复制 (内容为空，无法复制) and 送去配音. The tools layout places it in its
 * frame; it draws only its own two panels.
 */
export function RewriteTool({ value, onValueChange, onStart, onStop, processing, output, error, setupMessage, onSendToDubbing }: RewriteToolProps) {
  const start = () => {
    if (!value.trim()) {
      toast.warning('请输入文案内容');
      return;
    }
    onStart(value.trim());
  };
  return (
    <div className={css.columns}>
      <section className={css.panel} aria-label="原文案">
        <div className={css.panelTitle}>原文案</div>
        {setupMessage ? (
          <WritingSetupNotice message={setupMessage} />
        ) : (
          <>
            <textarea
              className={css.textarea}
              rows={16}
              aria-label="原文案"
              placeholder="粘贴需要改写的文案，例如从视频中提取的口播稿"
              value={value}
              maxLength={REWRITE_INPUT_MAX}
              disabled={processing}
              onChange={(event) => onValueChange(event.target.value)}
            />
            <Inline gap="3" justify="space-between">
              <span className={css.count}>
                {value.length}/{REWRITE_INPUT_MAX}
              </span>
              {processing ? (
                <Button variant="danger" icon={<StopIcon />} onClick={onStop}>
                  停止
                </Button>
              ) : (
                <Button icon={<SparkleIcon />} onClick={start}>
                  开始
                </Button>
              )}
            </Inline>
          </>
        )}
      </section>
      <section className={css.panel}>
        <div className={css.panelTitle}>改写结果</div>
        <WritingOutput output={output} processing={processing} error={error} label="改写结果" emptyHint="改写后的文案会显示在这里，意思不变、表达全新" onSendToDubbing={onSendToDubbing} />
      </section>
    </div>
  );
}
