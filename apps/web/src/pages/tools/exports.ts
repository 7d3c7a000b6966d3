// 文案提取's exports, made in the browser from the task's sentences (spec 02 §2.7: TXT and SRT).
import type { AsrSentence } from '@peiyin/api-client';

/// A sentence as the exports need it: its words and times (an edited transcript's sentences carry no channel).
export type TimedText = Pick<AsrSentence, 'beginTime' | 'endTime' | 'text'>;

export function transcriptText(sentences: readonly TimedText[]): string {
  return sentences.map((sentence) => sentence.text.trim()).filter(Boolean).join('\n');
}

/// A pause this long between two sentences is where the speaker started a new paragraph.
export const PARAGRAPH_PAUSE_MS = 1500;

/// The transcript as prose for 送去配音 (issue 28: it gave the same result as 导入配音编辑器): sentences run on in
/// paragraphs, a new paragraph where the speaker paused, so the editor gets a script to rework rather than one
/// subtitle a line. 导入配音编辑器 keeps one sentence a line with its times (SRT).
export function transcriptParagraphs(sentences: readonly TimedText[]): string {
  const paragraphs: string[][] = [];
  let lastEnd = -Infinity;
  for (const sentence of sentences) {
    const text = sentence.text.trim();
    if (!text) continue;
    if (paragraphs.length === 0 || sentence.beginTime - lastEnd >= PARAGRAPH_PAUSE_MS) paragraphs.push([]);
    paragraphs.at(-1)!.push(text);
    lastEnd = sentence.endTime;
  }
  return paragraphs.map((paragraph) => paragraph.join('')).join('\n');
}

/// 00:01:02,345
function srtTime(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(total / 3_600_000);
  const m = Math.floor((total % 3_600_000) / 60_000);
  const s = Math.floor((total % 60_000) / 1000);
  return `${two(h)}:${two(m)}:${two(s)},${String(total % 1000).padStart(3, '0')}`;
}

export function transcriptSrt(sentences: readonly TimedText[]): string {
  return sentences
    .filter((sentence) => sentence.text.trim())
    .map((sentence, index) => `${index + 1}\n${srtTime(sentence.beginTime)} --> ${srtTime(sentence.endTime)}\n${sentence.text.trim()}\n`)
    .join('\n');
}

/// Saves a file made here (an `<a download>` on a blob: address; nothing leaves the browser).
export function saveFile(name: string, data: Blob): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // after the click has been handled: revoking at once can cancel the download in some browsers
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/// A file name from a task's title, without its extension.
export function baseName(title: string): string {
  const dot = title.lastIndexOf('.');
  return (dot > 0 ? title.slice(0, dot) : title) || '文案';
}

/// The transcript as a Word document: the title, then one paragraph per sentence with its start time. `docx`
/// (≈100 KB gzipped) is loaded only when asked for.
export async function transcriptDocx(title: string, sentences: readonly TimedText[]): Promise<Blob> {
  const { Document, Packer, Paragraph, TextRun, HeadingLevel } = await import('docx');
  const clock = (ms: number) => {
    const seconds = Math.floor(ms / 1000);
    return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  };
  const document = new Document({
    creator: '配音 Peiyin',
    title,
    sections: [
      {
        children: [
          new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 }),
          ...sentences
            .filter((sentence) => sentence.text.trim())
            .map((sentence) => new Paragraph({ children: [new TextRun({ text: `[${clock(sentence.beginTime)}] `, color: '888888' }), new TextRun(sentence.text.trim())] })),
        ],
      },
    ],
  });
  return Packer.toBlob(document);
}
