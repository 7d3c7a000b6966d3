import { Button } from '../../primitives/Button';
import { WarningIcon } from '../../primitives/icons';
import * as css from './UnsavedCopyBanner.css';

export interface UnsavedCopyBannerProps {
  /** When the copy was made (local time). */
  copiedAt: Date | number;
  /** Puts the copy back in the editor. */
  onRestore: () => void;
  /** Drops the copy for good. */
  onDiscard: () => void;
  className?: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/** When a copy was made, as the banner says it: `11月23日 21:05`. */
export function formatCopyTime(at: Date | number): string {
  const date = typeof at === 'number' ? new Date(at) : at;
  return `${date.getMonth() + 1}月${date.getDate()}日 ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * Above the editor when the person comes back to a script whose last changes were never saved on the server
 * (issue 10: nothing typed is ever lost). The editor kept a local copy; this offers it back, or lets it go.
 */
export function UnsavedCopyBanner({ copiedAt, onRestore, onDiscard, className }: UnsavedCopyBannerProps) {
  return (
    <div role="region" aria-label="未保存的内容" className={className ? `${css.banner} ${className}` : css.banner}>
      <WarningIcon size={18} className={css.icon} />
      <span className={css.message}>
        上次编辑的内容还没有保存到草稿 <span className={css.time}>（{formatCopyTime(copiedAt)}）</span>
      </span>
      <span className={css.actions}>
        <Button size="sm" onClick={onRestore}>
          恢复未保存的内容
        </Button>
        <Button size="sm" variant="ghost" onClick={onDiscard}>
          放弃
        </Button>
      </span>
    </div>
  );
}
