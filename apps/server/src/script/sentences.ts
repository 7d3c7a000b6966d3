// What a sentence of a script is, for its subtitles, its progress while it renders, its timeline (issue 27) and the
// clauses an engine may speak in one breath (audio/render.ts): one rule, so a sentence is the same thing in all.
const sentenceEnd = /[。！？!?；;…]["”’」』）)]*$/;
const maxCueChars = 32;

/// One sentence of a task: the parts (by their position in the list given) it spans, and its words.
export interface SentenceSpan {
  first: number;
  last: number;
  text: string;
}

/// The sentences of a task, from its plan (before rendering) or its timings (after): consecutive speech parts join
/// until a sentence ends (or the sentence grows long, cut at a comma). The subtitle cues, the progress of a
/// rendering task and its timeline all use this one rule, so a sentence is the same thing in all three (issue 27).
export function sentenceSpans(parts: readonly { kind: string; text?: string | undefined }[]): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  let current: SentenceSpan | null = null;
  const close = () => {
    if (current && current.text.trim()) spans.push({ ...current, text: current.text.trim() });
    current = null;
  };
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part.kind !== 'speech' || !part.text) continue;
    const text = part.text.replace(/\s+/g, ' ');
    if (!text.trim()) continue;
    if (!current) current = { first: i, last: i, text: '' };
    current.text += text;
    current.last = i;
    const length = [...current.text].length;
    if (sentenceEnd.test(current.text.trim()) || (length >= maxCueChars && /[，,、：:]$/.test(current.text.trim())) || length >= maxCueChars * 2) close();
  }
  close();
  return spans;
}

