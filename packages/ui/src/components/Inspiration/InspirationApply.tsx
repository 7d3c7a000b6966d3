import { Button } from '../../primitives/Button';
import { ChevronRightIcon, SparkleIcon } from '../../primitives/icons';
import { StopIcon } from '../../primitives/studioIcons';
import { toast } from '../../primitives/toastStore';
import { WritingSetupNotice } from '../ChatComposer';
import * as css from '../../private/writing/Inspiration.css';
import { TemplateIcon } from './TemplateIcon';
import { TemplateLabel, type InspirationTemplate } from './InspirationGrid';
import { WritingOutput } from '../../private/writing/WritingOutput';
import { Stack, Inline } from '../../primitives/Stack';

/** spec 02 §5: an inspiration input holds at most 500 characters. */
export const INSPIRATION_INPUT_MAX = 500;

export type InspirationApplyProps = {
  template: InspirationTemplate;
  value: string;
  onValueChange: (value: string) => void;
  /** 使用: writes with the template (the input is not blank). */
  onSubmit: (content: string) => void;
  /** 停止回答. */
  onStop: () => void;
  processing: boolean;
  /** The streamed text so far. */
  output: string;
  /** A failure, shown in place of the output. */
  error?: string | null;
  /** The writing model is not configured: this replaces the input. */
  setupMessage?: string | null;
  onSendToDubbing?: (script: string) => void;
  /** The breadcrumb's 灵感中心. */
  onBack: () => void;
};

/**
 * The inspiration apply page (spec 02 §2.10, §4, §5): breadcrumb, title, subtitle, demo inputs (a click fills the
 * input), a 10-row input (输入内容不能为空, at most 500), 使用 / 停止回答, then 正在生成... and the streamed text.
 */
export function InspirationApply({ template, value, onValueChange, onSubmit, onStop, processing, output, error, setupMessage, onSendToDubbing, onBack }: InspirationApplyProps) {
  const submit = () => {
    if (!value.trim()) {
      toast.warning('输入内容不能为空');
      return;
    }
    onSubmit(value.trim());
  };
  return (
    <Stack gap="5">
      <nav className={css.breadcrumb} aria-label="位置">
        <button type="button" className={css.crumbLink} onClick={onBack}>
          灵感中心
        </button>
        <ChevronRightIcon size={14} />
        <span aria-current="page">{template.title}</span>
      </nav>
      <Inline as="header" gap="4">
        <TemplateIcon name={template.icon} size={26} />
        <div>
          <h1 className={css.heroTitle}>
            {template.title}
            <TemplateLabel label={template.label} />
          </h1>
          <div className={css.heroSubtitle}>{template.subtitle}</div>
        </div>
      </Inline>
      <div className={css.columns}>
        <section className={css.panel} aria-label="输入">
          <div className={css.panelTitle}>试试这些示例</div>
          <Inline gap="2" align="stretch" wrap>
            {template.demos.map((demo) => (
              <button key={demo} type="button" className={css.demo} disabled={processing || !!setupMessage} onClick={() => onValueChange(demo)} title={demo}>
                {demo}
              </button>
            ))}
          </Inline>
          <div className={css.panelTitle}>输入内容</div>
          {setupMessage ? (
            <WritingSetupNotice message={setupMessage} />
          ) : (
            <>
              <textarea
                className={css.textarea}
                rows={10}
                aria-label="输入内容"
                placeholder={template.placeholder}
                value={value}
                maxLength={INSPIRATION_INPUT_MAX}
                disabled={processing}
                onChange={(event) => onValueChange(event.target.value)}
              />
              <Inline gap="3" justify="space-between">
                <span className={css.count}>
                  {value.length}/{INSPIRATION_INPUT_MAX}
                </span>
                {processing ? (
                  <Button variant="danger" icon={<StopIcon />} onClick={onStop}>
                    停止回答
                  </Button>
                ) : (
                  <Button icon={<SparkleIcon />} onClick={submit}>
                    使用
                  </Button>
                )}
              </Inline>
            </>
          )}
        </section>
        <section className={css.panel}>
          <div className={css.panelTitle}>生成结果</div>
          <WritingOutput output={output} processing={processing} error={error} emptyHint="输入内容后点击「使用」，文案会显示在这里" onSendToDubbing={onSendToDubbing} />
        </section>
      </div>
    </Stack>
  );
}
