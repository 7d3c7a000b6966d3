import { WarningIcon } from '../../primitives/icons';
import * as css from './ChatComposer.css';

export type WritingSetupNoticeProps = {
  /** What the server says has to be set (the envelope message of an unconfigured writing model). */
  message: string;
  className?: string;
};

/**
 * Stands in place of the input when the server has no writing model (issue 15): nothing pretends to answer, and
 * the user reads in plain words what is off and what to do instead (issue 28: the settings are the
 * administrator's, in the README and the server's log).
 */
export function WritingSetupNotice({ message, className }: WritingSetupNoticeProps) {
  return (
    <div className={className ? `${css.notice} ${className}` : css.notice} role="alert" data-testid="writing-setup">
      <WarningIcon size={20} className={css.noticeIcon} />
      <div>
        <div className={css.noticeTitle}>AI写作暂未开通</div>
        <div>{message}</div>
      </div>
    </div>
  );
}
