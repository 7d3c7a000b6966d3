// The editable transcript's rules (issue 28 §1), pure so the component and its callers share them: a sentence is
// its words and the stretch of the recording they were said in. Editing keeps the times; merging joins the two
// stretches; splitting at the caret divides the stretch by each part's share of the characters, the best guess
// without the recogniser's word timings.
import type { TranscriptSentence } from '../Transcript';

/** Characters that take time to say: everything but white space. */
function weight(text: string): number {
  let count = 0;
  for (const ch of text) if (ch.trim()) count += 1;
  return count;
}

const latin = (ch: string | undefined) => ch !== undefined && /[A-Za-z0-9]/.test(ch);

/** The sentence at `index` with new words; its times stay. Out of range: the list as it was. */
export function editSentence(sentences: readonly TranscriptSentence[], index: number, text: string): TranscriptSentence[] {
  if (index < 0 || index >= sentences.length) return [...sentences];
  return sentences.map((sentence, i) => (i === index ? { ...sentence, text } : sentence));
}

/** The sentence at `index` joined with the next: its words then the next one's (a space only between two Latin
 *  words), from the first's start to the second's end. The last sentence has no next: the list as it was. */
export function mergeWithNext(sentences: readonly TranscriptSentence[], index: number): TranscriptSentence[] {
  const first = sentences[index];
  const second = sentences[index + 1];
  if (index < 0 || !first || !second) return [...sentences];
  const left = first.text.trimEnd();
  const right = second.text.trimStart();
  const joined = latin(left.at(-1)) && latin(right[0]) ? `${left} ${right}` : left + right;
  const merged = { beginTime: first.beginTime, endTime: Math.max(first.endTime, second.endTime), text: joined };
  return [...sentences.slice(0, index), merged, ...sentences.slice(index + 2)];
}

/** Whether the sentence at `index` can be split at `at` (a UTF-16 offset, as a text field's caret): words on
 *  both sides. */
export function canSplit(sentences: readonly TranscriptSentence[], index: number, at: number): boolean {
  const sentence = sentences[index];
  if (!sentence) return false;
  return weight(sentence.text.slice(0, at)) > 0 && weight(sentence.text.slice(at)) > 0;
}

/** The sentence at `index` cut in two at `at` (a UTF-16 offset): the first part keeps the start, the second the
 *  end, and the cut falls at the first part's share of the characters. Nothing to cut: the list as it was. */
export function splitSentence(sentences: readonly TranscriptSentence[], index: number, at: number): TranscriptSentence[] {
  if (!canSplit(sentences, index, at)) return [...sentences];
  const sentence = sentences[index]!;
  const left = sentence.text.slice(0, at).trim();
  const right = sentence.text.slice(at).trim();
  const share = weight(left) / (weight(left) + weight(right));
  const cut = sentence.beginTime + Math.round((sentence.endTime - sentence.beginTime) * share);
  return [
    ...sentences.slice(0, index),
    { beginTime: sentence.beginTime, endTime: cut, text: left },
    { beginTime: cut, endTime: sentence.endTime, text: right },
    ...sentences.slice(index + 1),
  ];
}
