// 送去配音 and 去配音: a text from elsewhere in the studio (a sample, an AI writing answer, OCR text, a transcript)
// becomes the script of the dubbing editor. It travels in the navigation's state, not the address: scripts run to
// 8000 characters, and an address would keep them in the browser's history list. The state belongs to that
// history entry (a reload keeps it), goes through the login dialog when one is needed, and is dropped as soon
// as the editor rewrites its address, so the text is put in the editor once. A transcript's timed sentences may
// travel as SRT instead: the editor reads them the way its 导入字幕 reads a .srt file. 文案提取's 去配音 sends its
// edited sentences one a line with their times (`cues`): the editor's task speaks each line from its cue's start
// and its SRT has one subtitle per line (issue 28 §1).
import { useCallback } from 'react';
import { countSpeechLength, docFromText, MAX_SPEECH_LENGTH, parseSrt, tooLongMessage } from '@peiyin/ssml';
import { toast, type TimedCue } from '@peiyin/ui';
import { useGo } from '../layout/useGo';

/** Where a script came from; the editor's footer names it while the text is unchanged. */
export type HandoffSource = 'sample' | 'gpt' | 'inspiration' | 'rewrite' | 'ocr' | 'asr' | 'asrSubtitles' | 'video';

const loadedHints: Record<HandoffSource, string> = {
  sample: '已载入样音文案', // spec 02 §2.12
  gpt: '已载入AI写作文案',
  inspiration: '已载入灵感中心文案',
  rewrite: '已载入改写后的文案',
  ocr: '已载入图片识别文案',
  asr: '已载入文案提取结果',
  asrSubtitles: '已导入文案提取字幕',
  video: '已载入视频文案',
};

/// The script of an SRT file as the editor's 导入字幕 makes it: the cues' text, one a line.
export function scriptFromSrt(srt: string): { text: string; cues: number } {
  const parsed = parseSrt(srt);
  return { text: parsed.cues.map((cue) => cue.text).join('\n'), cues: parsed.cues.length };
}

export interface ScriptHandoff {
  text: string;
  /** The script as SRT subtitles (a transcript's timed sentences), carried and read in place of `text`. */
  srt?: string;
  source: HandoffSource;
  /** The subtitle times of the script's lines, one cue a line (文案提取's 去配音). */
  cues?: readonly TimedCue[];
  /** The voice to read it with (a sample's anchor and template); the editor's default anchor otherwise. */
  voice?: { anchorType: number; anchorId: number; templateId?: number | null };
}

export type HandoffCheck = { ok: true } | { ok: false; message: string };

/// spec 02 §9: a script is at most 8000 characters, counted the way the editor counts them.
export function checkHandoff(text: string): HandoffCheck {
  if (!text.trim()) return { ok: false, message: '内容为空，无法送去配音' };
  if (countSpeechLength(docFromText(text)) > MAX_SPEECH_LENGTH) return { ok: false, message: tooLongMessage() };
  return { ok: true };
}

/// The editor's address for a handoff: its voice in the query, as the editor keeps it.
export function handoffHref(handoff: Pick<ScriptHandoff, 'voice'>): string {
  if (!handoff.voice) return '/creation';
  const query = new URLSearchParams({ anchorType: String(handoff.voice.anchorType), anchorId: String(handoff.voice.anchorId) });
  if (handoff.voice.templateId != null) query.set('templateId', String(handoff.voice.templateId));
  return `/creation?${query}`;
}

/// Opens the editor with the text (login first when needed); a refusal (empty, over 8000) is shown as a
/// warning and answers false.
export function useSendToDubbing(): (handoff: ScriptHandoff) => boolean {
  const go = useGo();
  return useCallback(
    (handoff: ScriptHandoff) => {
      const check = checkHandoff(handoff.srt !== undefined ? scriptFromSrt(handoff.srt).text : handoff.text);
      if (!check.ok) {
        toast.warning(check.message);
        return false;
      }
      const carried =
        handoff.srt !== undefined
          ? { srt: handoff.srt, source: handoff.source }
          : { text: handoff.text, source: handoff.source, ...(handoff.cues?.length ? { cues: handoff.cues.map(({ start, end, text }) => ({ start, end, text })) } : {}) };
      go({ href: handoffHref(handoff), loginRequired: true, state: { handoff: carried } });
      return true;
    },
    [go],
  );
}

/// Cues as a navigation state carries them (a history entry can hold anything): kept only when every one is a
/// cue with times in order.
function cuesOf(value: unknown): TimedCue[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const cues: TimedCue[] = [];
  for (const item of value as unknown[]) {
    const cue = item as Partial<TimedCue> | null;
    if (!cue || typeof cue.text !== 'string' || !Number.isInteger(cue.start) || !Number.isInteger(cue.end)) return null;
    if (cue.end! <= cue.start! || cue.start! < (cues.at(-1)?.start ?? 0)) return null;
    cues.push({ start: cue.start!, end: cue.end!, text: cue.text });
  }
  return cues;
}

/// The editor's side: the handed-off script carried by a navigation state, if any.
export function handoffOf(state: unknown): { text: string; source: HandoffSource; hint: string; cues?: TimedCue[] } | null {
  const value = (state as { handoff?: Partial<ScriptHandoff> } | null)?.handoff;
  if (!value || typeof value.source !== 'string') return null;
  const text = typeof value.srt === 'string' ? scriptFromSrt(value.srt).text : value.text;
  if (typeof text !== 'string' || !text.trim()) return null;
  const hint = loadedHints[value.source as HandoffSource];
  const cues = cuesOf(value.cues);
  return hint ? { text, source: value.source as HandoffSource, hint, ...(cues ? { cues } : {}) } : null;
}
