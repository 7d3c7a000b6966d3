/// spec 02 §8 "Copy": the messages a copy shows.
export const copyMessages = {
  copied: '已复制到剪贴板',
  /** When the Clipboard API is unavailable (plain http, old browsers) and the fallback worked. */
  copiedFallback: '复制成功',
  failed: '复制失败',
  empty: '内容为空，无法复制',
} as const;

export type CopyOutcome = 'clipboard' | 'fallback';

/// Puts text on the clipboard: the Clipboard API where the page may use it, else the old selection copy
/// (which works on plain http, where `navigator.clipboard` does not exist). Rejects when neither works.
export async function copyText(text: string, doc: Document = document): Promise<CopyOutcome> {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard && doc.defaultView?.isSecureContext) {
    await clipboard.writeText(text);
    return 'clipboard';
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  area.select();
  try {
    // The only way to copy without the Clipboard API; deprecated but still implemented by every browser.
    if (!doc.execCommand('copy')) throw new Error('copy refused');
  } finally {
    area.remove();
  }
  return 'fallback';
}
