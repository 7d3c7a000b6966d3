import { Button, type ButtonProps } from '../../primitives/Button';
import { toast } from '../../primitives/toastStore';
import { CopyIcon } from '../../primitives/writingIcons';
import { copyMessages, copyText } from './copy';

export type CopyButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  /** What to copy. */
  text: string;
  /** The label. @default '复制' */
  children?: ButtonProps['children'];
  /** Shown when `text` is blank. @default '内容为空，无法复制' */
  emptyMessage?: string;
};

/**
 * Copies a text and says how it went (spec 02 §8): 已复制到剪贴板, 复制成功 when the clipboard API is unavailable and
 * the fallback worked, 复制失败, or 内容为空，无法复制 for a blank text.
 */
export function CopyButton({ text, children = '复制', emptyMessage = copyMessages.empty, variant = 'secondary', size = 'sm', icon, ...rest }: CopyButtonProps) {
  return (
    <Button
      variant={variant}
      size={size}
      icon={icon ?? <CopyIcon />}
      onClick={(event) => {
        if (!text.trim()) {
          toast.warning(emptyMessage);
          return;
        }
        copyText(text, event.currentTarget.ownerDocument).then(
          (how) => toast.success(how === 'clipboard' ? copyMessages.copied : copyMessages.copiedFallback),
          () => toast.error(copyMessages.failed),
        );
      }}
      {...rest}
    >
      {children}
    </Button>
  );
}
