import { Button } from '../../primitives/Button';
import { InfoIcon } from '../../primitives/icons';
import * as css from './EditorPhoneNotice.css';

export interface EditorPhoneNoticeProps {
  /** The person has read it: the page forgets it for good (it remembers the choice). */
  onDismiss: () => void;
  className?: string;
}

/**
 * Above the editor on a phone (issue 19): what works here (writing, the anchor, audition, submitting) and what is
 * better done on a computer (marking up words precisely, several anchors, subtitles), said rather than hidden.
 * Shown on phones only (a tablet and a desktop have the room for all of it).
 */
export function EditorPhoneNotice({ onDismiss, className }: EditorPhoneNoticeProps) {
  return (
    <div role="note" aria-label="手机编辑提示" className={className ? `${css.notice} ${className}` : css.notice}>
      <InfoIcon size={16} className={css.icon} />
      <p className={css.message}>
        <span className={css.strong}>建议在电脑上</span>
        完成精细标注（多音字、局部调节、多主播）和导入字幕：选字更准，面板更全。手机上可以编辑文字、切换主播、试听和提交合成。
      </p>
      <Button size="sm" variant="ghost" className={css.dismiss} onClick={onDismiss}>
        知道了
      </Button>
    </div>
  );
}
