// Dialogue scripts in one step (issue 27 item 3): a script whose paragraphs start with a speaker label (`A：`,
// `旁白：`, `小明：`) is read as a dialogue. `findSpeakers` finds the labels and the lines they speak, with what the
// label says of the speaker (sex, age, a narrator); `proposeVoices` gives each speaker a distinct voice from a list
// of candidates; `assignSpeakers` applies it as multi-voice markup the user can change, and takes the labels out of
// the script (they are not spoken). Pure: the editor shows and applies, the catalogue supplies the candidates.
import type { Node as PMNode } from 'prosemirror-model';
import type { Command } from 'prosemirror-state';
import type { MultiVoiceAttrs } from './schema.ts';

/// What a label tells of its speaker.
export interface SpeakerHints {
  /// 1 male, 2 female, null when the label does not say.
  sex: 1 | 2 | null;
  age: 'child' | 'adult' | 'elder' | null;
  /// 旁白, 解说…: read with the script's own voice.
  narrator: boolean;
}

/// A speaker of a dialogue: its label as written, how many lines it speaks, and the hints of the label.
export interface Speaker extends SpeakerHints {
  name: string;
  lines: number;
}

/// One labelled line: the label (with its colon and the spaces after it) and the speech after it, as document
/// positions.
export interface SpeakerLine {
  speaker: string;
  labelFrom: number;
  labelTo: number;
  from: number;
  to: number;
}

/// What `findSpeakers` found in a script: its speakers and their labelled lines.
export interface DialogueScript {
  /// In order of first appearance.
  speakers: Speaker[];
  lines: SpeakerLine[];
}

/// A label has at most this many characters before its colon.
export const SPEAKER_LABEL_MAX = 8;

const isLabelChar = (ch: string) => /^[\p{Script=Han}A-Za-z0-9]$/u.test(ch);

/// The label at the start of `text`: its name and the length up to the speech (colon and spaces included), or null.
/// A label is 1-8 Chinese characters, letters or digits, then `：` or `:`, then something to say.
export function labelAt(text: string): { name: string; length: number } | null {
  const chars = [...text];
  let at = 0;
  while (at < chars.length && at <= SPEAKER_LABEL_MAX && isLabelChar(chars[at]!)) at += 1;
  if (at === 0 || at > SPEAKER_LABEL_MAX || (chars[at] !== '：' && chars[at] !== ':')) return null;
  let end = at + 1;
  while (end < chars.length && (chars[end] === ' ' || chars[end] === '\u3000')) end += 1;
  if (end >= chars.length) return null;
  const name = chars.slice(0, at).join('');
  // a time (12:30) or a number is no speaker
  if (/^\d+$/.test(name)) return null;
  return { name, length: chars.slice(0, end).join('').length };
}

const NARRATORS = ['旁白', '解说', '画外音', '叙述', '独白'];
const ELDER = ['爷爷', '奶奶', '姥姥', '姥爷', '外公', '外婆', '老人', '婆婆', '大爷', '大妈', '老奶奶', '老爷爷', '老太'];
const CHILD = ['宝宝', '小朋友', '孩子', '儿子', '女儿', '童', '娃', '小男孩', '小女孩'];
const FEMALE = ['妈', '母', '姐', '妹', '女', '婆', '奶', '姑', '姨', '娘', '嫂', '妻', '婶', '姥姥', '外婆', '小姐', '夫人', '太太', '公主', '皇后', '红', '丽', '芳', '娜', '婷', '美', '雪', '燕', '玲', '霞', '萍', '莉', '花'];
const MALE = ['爸', '父', '哥', '弟', '男', '爷', '叔', '伯', '舅', '外公', '先生', '王子', '皇帝', '丈夫', '儿子', '明', '强', '刚', '伟', '军', '杰', '勇', '磊', '涛', '龙', '虎', '师傅'];

/// What a speaker's label suggests: 妈妈 female, 爷爷 an elder male, 小明 male, 旁白 the narrator, A nothing.
export function speakerHints(name: string): SpeakerHints {
  const has = (words: string[]) => words.some((word) => name.includes(word));
  const narrator = has(NARRATORS);
  // 女儿 and 儿子 say both: the longer words decide before the single characters
  const sex = name.includes('女儿') || name.includes('女孩') ? 2 : name.includes('儿子') || name.includes('男孩') ? 1 : has(FEMALE) ? 2 : has(MALE) ? 1 : null;
  const age = has(ELDER) ? 'elder' : has(CHILD) ? 'child' : null;
  return { sex: narrator ? null : sex, age: narrator ? null : age, narrator };
}

/// The labelled lines of `doc` and their speakers. A paragraph speaks when it starts with a label (`labelAt`) in
/// plain text; other paragraphs are left alone.
export function findSpeakers(doc: PMNode): DialogueScript {
  const lines: SpeakerLine[] = [];
  const counts = new Map<string, number>();
  doc.forEach((paragraph, offset) => {
    const first = paragraph.firstChild;
    if (!first || !first.isText) return;
    const label = labelAt(first.text!);
    if (!label) return;
    const start = offset + 1;
    lines.push({ speaker: label.name, labelFrom: start, labelTo: start + label.length, from: start + label.length, to: offset + paragraph.nodeSize - 1 });
    counts.set(label.name, (counts.get(label.name) ?? 0) + 1);
  });
  const speakers = [...counts].map(([name, count]) => ({ name, lines: count, ...speakerHints(name) }));
  return { speakers, lines };
}

/// True when a script reads as a dialogue: two or more speakers.
export const isDialogue = (script: DialogueScript) => script.speakers.length >= 2;

/// A voice a speaker may get.
export interface VoiceCandidate {
  anchorId: string;
  anchorName: string;
  sex: 1 | 2 | null;
  age: 'child' | 'adult' | 'elder' | null;
}

/// A voice for each speaker (null for a narrator: the script's own voice), distinct while candidates last: one of
/// the speaker's sex and age first, then of its sex, then any; a speaker whose label says nothing gets the sex fewer
/// speakers have so far, so A and B do not sound alike. When every candidate is taken they are used again in order.
export function proposeVoices(speakers: readonly Speaker[], candidates: readonly VoiceCandidate[]): Map<string, VoiceCandidate | null> {
  const proposal = new Map<string, VoiceCandidate | null>();
  const used = new Set<string>();
  const bySex = { 1: 0, 2: 0 };
  let reuse = 0;
  for (const speaker of speakers) {
    if (speaker.narrator) {
      proposal.set(speaker.name, null);
      continue;
    }
    const sex = speaker.sex ?? (bySex[1] <= bySex[2] ? 1 : 2);
    const free = candidates.filter((c) => !used.has(c.anchorId));
    const adultish = (c: VoiceCandidate) => (speaker.age ? c.age === speaker.age : c.age === 'adult' || c.age === null);
    const chosen =
      free.find((c) => c.sex === sex && adultish(c)) ??
      free.find((c) => c.sex === sex) ??
      free[0] ??
      (candidates.length > 0 ? candidates[reuse++ % candidates.length]! : null);
    if (chosen) {
      used.add(chosen.anchorId);
      if (chosen.sex === 1 || chosen.sex === 2) bySex[chosen.sex] += 1;
    }
    proposal.set(speaker.name, chosen);
  }
  return proposal;
}

/// Applies `voices` to the lines of `script`: each speaker's lines read by its voice (multi-voice markup, which the
/// user can change or remove like any other), a narrator's by the script's voice, and every label taken out of the
/// script. False when there is nothing to apply.
export function assignSpeakers(script: DialogueScript, voices: ReadonlyMap<string, Pick<MultiVoiceAttrs, 'anchorId' | 'anchorName'> | null>): Command {
  return (state, dispatch) => {
    if (script.lines.length === 0) return false;
    if (dispatch) {
      const tr = state.tr;
      const type = state.schema.marks.multiVoice!;
      // from the end, so the positions before each change still hold
      for (const line of [...script.lines].reverse()) {
        const voice = voices.get(line.speaker);
        if (voice && line.to > line.from) tr.removeMark(line.from, line.to, type).addMark(line.from, line.to, type.create({ anchorId: voice.anchorId, anchorName: voice.anchorName }));
        tr.delete(line.labelFrom, line.labelTo);
      }
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}
