import { toast } from '@peiyin/ui';

/// 复制: the text to the clipboard, with a toast either way.
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('已复制');
  } catch {
    toast.error('复制失败，请手动选择文字复制');
  }
}
