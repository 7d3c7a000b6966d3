import { WarningIcon } from '../../primitives/icons';
import * as css from './ChatComposer.css';

export type WritingSetupNoticeProps = {
  /** What the server says has to be set (the envelope message of an unconfigured writing model). */
  message: string;
  className?: string;
};

/**
 * Stands in place of the input when the server has no writing model (issue 15): nothing pretends to answer,
 * and whoever runs the studio learns what to set.
 */
export function WritingSetupNotice({ message, className }: WritingSetupNoticeProps) {
  return (
    <div className={className ? `${css.notice} ${className}` : css.notice} role="alert" data-testid="writing-setup">
      <WarningIcon size={20} className={css.noticeIcon} />
      <div>
        <div className={css.noticeTitle}>AI写作服务未配置</div>
        {/* the server's message starts with the same words as the title: say them once */}
        <div>{message.replace(/^AI写作服务未配置[：:]\s*/, '')}</div>
        <div className={css.noticeCode}>例如本地 Ollama：LLM_BASE_URL=http://localhost:11434/v1 LLM_MODEL=qwen2.5:7b</div>
      </div>
    </div>
  );
}
