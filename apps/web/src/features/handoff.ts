// 送去配音: a tool's result (an AI writing answer, OCR text, a transcript) becomes the script of the dubbing editor.
// The text travels in sessionStorage rather than the address: scripts run to 8000 characters, and an address
// would also leave them in the browser's history. The editor takes it once (takeHandoff) and removes it.
import { countSpeechLength, docFromText, MAX_SPEECH_LENGTH, tooLongMessage } from '@peiyin/ssml';

const storageKey = 'peiyin.handoff';

/** Where a handed-off script came from; the editor names it in the footer (已载入…文案). */
export type HandoffSource = 'gpt' | 'inspiration' | 'rewrite' | 'ocr' | 'asr' | 'video';

export interface Handoff {
  text: string;
  source: HandoffSource;
}

export type HandoffCheck = { ok: true } | { ok: false; message: string };

/// spec 02 §9: a script is at most 8000 characters, counted the way the editor counts them.
export function checkHandoff(text: string): HandoffCheck {
  if (!text.trim()) return { ok: false, message: '内容为空，无法送去配音' };
  if (countSpeechLength(docFromText(text)) > MAX_SPEECH_LENGTH) return { ok: false, message: tooLongMessage() };
  return { ok: true };
}

/// Leaves the text for the editor and answers the address to open (`/creation?handoff=1`), or the refusal.
export function sendToDubbing(handoff: Handoff): { ok: true; href: string } | { ok: false; message: string } {
  const check = checkHandoff(handoff.text);
  if (!check.ok) return check;
  sessionStorage.setItem(storageKey, JSON.stringify({ text: handoff.text, source: handoff.source }));
  return { ok: true, href: '/creation?handoff=1' };
}

/// The editor's side: the handed-off script, once (a reload does not load it twice over the user's edits).
export function takeHandoff(): Handoff | null {
  const raw = sessionStorage.getItem(storageKey);
  if (raw === null) return null;
  sessionStorage.removeItem(storageKey);
  try {
    const value = JSON.parse(raw) as Partial<Handoff>;
    return typeof value.text === 'string' && typeof value.source === 'string' ? { text: value.text, source: value.source } : null;
  } catch {
    return null;
  }
}
