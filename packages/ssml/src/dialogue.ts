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

// ── Quoted speech (issue 27 item 4) ──
// A script without labels whose speech is in quotation marks (“……”，小明说。 / 小红问：“……”) is a dialogue too: each
// quotation is given to the speaker its attribution names, found by the verb of saying next to it; narration and
// quotations nobody is named for keep the script's voice. Everything below reads each paragraph once, left to right,
// and looks only at the text between one quotation and the next, so it runs in time linear in the script.

/// The verbs of saying an attribution is recognised by, longest first where one ends another (说道 before 道). A
/// quotation is given to the subject of the clause beside it that has one of these: `小红问：“……”`, `“……”小明说。`,
/// `“……”他说，“……”`. A clause ending in a colon needs no verb (`老师点点头：“……”`) when its subject is a person.
///
/// | verb | e.g. |
/// |---|---|
/// | 说, 说道, 讲, 告诉 | 小明说：“……” |
/// | 问, 问道, 追问, 反问 | 小红问：“……” |
/// | 道, 笑道, 叹道, 骂道, 哭道 | “……”奶奶笑道。 |
/// | 答, 答道, 回答, 回应 | 他回答：“……” |
/// | 喊, 喊道, 叫, 叫道, 嚷, 嚷道, 吼, 吼道, 呼, 惊呼 | “……”她在门口喊。 |
/// | 补充, 解释, 提醒, 嘱咐, 催促, 安慰, 抱怨, 感叹, 嘀咕, 嘟囔, 念叨, 宣布 | 妈妈提醒：“……” |
export const SAYING_VERBS = [
  '说道', '问道', '笑道', '叹道', '骂道', '哭道', '答道', '喊道', '叫道', '嚷道', '吼道',
  '说', '讲', '告诉', '问', '追问', '反问', '道', '答', '回答', '回应', '喊', '叫', '嚷', '吼', '呼', '惊呼',
  '补充', '解释', '提醒', '嘱咐', '催促', '安慰', '抱怨', '感叹', '嘀咕', '嘟囔', '念叨', '宣布',
] as const;

/// Words that name a person (or a storybook animal) as the subject of an attribution: kin, trades, titles. A subject
/// is the clause's start up to the end of such a word when one begins within its first three characters (王叔叔,
/// 病人家属), else a given name (小明, 老王, 阿强, 乐乐, a surname and one character).
export const PERSON_WORDS = [
  '爸爸', '妈妈', '爷爷', '奶奶', '姥姥', '姥爷', '外公', '外婆', '哥哥', '姐姐', '弟弟', '妹妹', '叔叔', '阿姨', '伯伯', '舅舅',
  '婶婶', '儿子', '女儿', '孩子', '宝宝', '丈夫', '妻子', '老公', '老婆', '大爷', '大妈', '大娘', '大叔', '大哥', '大姐', '家属',
  '老师', '同学', '同事', '校长', '医生', '大夫', '护士', '病人', '警察', '司机', '老板娘', '老板', '经理', '店员', '服务员', '售货员',
  '记者', '主持人', '教授', '先生', '女士', '小姐', '师傅', '老人', '年轻人', '小伙子', '姑娘', '男孩', '女孩', '顾客', '乘客',
  '乘务员', '管理员', '厨师', '班长', '队长', '主任', '科长', '领导', '村长', '邻居', '朋友', '客人', '王子', '公主', '国王', '皇帝',
  '狐狸', '兔子', '乌鸦', '老虎', '狮子', '猴子', '小狗', '小猫', '松鼠', '青蛙', '老鼠', '小熊', '熊猫', '小鸟', '小鸭', '山羊',
] as const;

const SURNAMES = new Set([...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤']);
/// Doubled words and 小/老 words that start clauses without being names: 悄悄问, 点点头, 小声说, 老是说.
const NOT_NAMES = new Set(['悄悄', '轻轻', '慢慢', '默默', '静静', '偷偷', '连连', '渐渐', '常常', '刚刚', '紧紧', '狠狠', '好好', '早早', '久久', '远远', '高高', '暗暗', '缓缓', '匆匆', '淡淡', '微微', '重重', '频频', '眨眨', '点点', '看看', '摇摇', '拍拍', '想想', '笑笑', '走走', '小声', '小心', '老是', '老实', '老早']);
/// A clause starting with one of these names whom one speaks to, not who speaks: 对乌鸦说, 向大家解释.
const PREPOSITIONS = new Set([...'对向朝跟和冲给为把被']);
const PRONOUNS: Record<string, 1 | 2 | null> = { 他: 1, 她: 2, 它: null };
const OPENING: Record<string, string> = { '“': '”', '「': '」', '『': '』', '"': '"' };
/// Where a clause ends: what separates the attribution from the narration around it.
const CLAUSE_END = new Set([...'，,。！？!?；;：:…—、”」』"\n']);
/// An attribution clause is at most this long: a longer stretch of narration is not one.
const CLAUSE_MAX = 40;

const isHan = (ch: string) => /^\p{Script=Han}$/u.test(ch);

/// The verb of saying in `clause` (the last one), as its index, or -1.
function sayingVerbAt(clause: string): number {
  let found = -1;
  for (let i = 0; i < clause.length; i += 1) {
    if (SAYING_VERBS.some((verb) => clause.startsWith(verb, i))) found = i;
  }
  return found;
}

/// The person a clause starts with, or null: a speaker already met (the longest), a person word within the first
/// three characters, 小/老/阿 and a character, a doubled name (乐乐), a surname and a character, or a pronoun.
function subjectOf(clause: string, known: readonly string[]): string | null {
  let best = '';
  for (const name of known) if (name.length > best.length && clause.startsWith(name)) best = name;
  if (best) return best;
  if (PREPOSITIONS.has(clause[0] ?? '')) return null;
  let end = 0;
  for (let at = 0; at <= 2 && at < clause.length; at += 1) {
    for (const word of PERSON_WORDS) if (clause.startsWith(word, at) && at + word.length > end) end = at + word.length;
  }
  if (end > 0) return clause.slice(0, end);
  const [first = '', second = ''] = clause;
  if (first in PRONOUNS) return first;
  if (!isHan(first) || !isHan(second) || NOT_NAMES.has(first + second) || SAYING_VERBS.some((verb) => verb.startsWith(second))) return null;
  if ('小老阿'.includes(first) || first === second) return first + second;
  // a surname starts many words (高兴, 马上): a surname name only right before its verb (王明说, 李小华问)
  if (SURNAMES.has(first)) {
    const verbAfter = (at: number) => SAYING_VERBS.some((verb) => clause.startsWith(verb, at));
    if (verbAfter(2)) return first + second;
    if (isHan(clause[2] ?? '') && verbAfter(3)) return clause.slice(0, 3);
  }
  return null;
}

/// The clauses of a stretch of narration, last first, each at most CLAUSE_MAX characters.
function clausesBackward(text: string): string[] {
  const clauses: string[] = [];
  let end = text.length;
  for (let i = text.length - 1; i >= -1 && clauses.length < 3; i -= 1) {
    if (i === -1 || CLAUSE_END.has(text[i]!)) {
      if (end - (i + 1) > 0 && end - (i + 1) <= CLAUSE_MAX) clauses.push(text.slice(i + 1, end).trim());
      else if (end - (i + 1) > CLAUSE_MAX) break;
      end = i;
    }
  }
  return clauses.filter(Boolean);
}

/// Who a quotation preceded by `before` (the narration since the last quotation) is attributed to, or null: the
/// last clause must end in a colon (or a comma after a verb of saying); its subject, or when it has none (`说：`,
/// `对乌鸦说：`) the subject of the clause before it.
function attributedBefore(before: string, known: readonly string[]): string | null {
  const trimmed = before.trimEnd();
  const mark = trimmed.at(-1);
  if (mark !== '：' && mark !== ':' && mark !== '，' && mark !== ',') return null;
  const [last, previous] = clausesBackward(trimmed.slice(0, -1));
  if (last === undefined) return null;
  const verb = sayingVerbAt(last);
  if (verb < 0 && mark !== '：' && mark !== ':') return null;
  return subjectOf(last, known) ?? (previous !== undefined ? subjectOf(previous, known) : null);
}

/// Who a quotation followed by `after` is attributed to: the first clause after it with a verb of saying (`小明说。`,
/// `，奶奶笑道。`), its subject.
function attributedAfter(after: string, known: readonly string[]): string | null {
  let start = 0;
  while (start < after.length && (after[start] === '，' || after[start] === ',' || after[start] === ' ')) start += 1;
  let end = start;
  while (end < after.length && end - start <= CLAUSE_MAX && !CLAUSE_END.has(after[end]!) && !(after[end]! in OPENING)) end += 1;
  const clause = after.slice(start, end);
  if (sayingVerbAt(clause) < 0) return null;
  return subjectOf(clause, known);
}

interface Quotation {
  from: number;
  to: number;
  /// Index in the paragraph's text of the opening and closing marks.
  open: number;
  close: number;
}

/// The quotations of `doc` and who says each, as `findSpeakers` gives labelled lines (a line's label is empty: the
/// quotation marks stay in the script). A pronoun (他, 她) is the last speaker not of the other sex, or the person
/// the paragraph starts with, or else a speaker of its own; a paragraph that is only a quotation, in an exchange of two, is the other one's turn.
/// Quotations nobody is found for are left to the script's voice.
export function findQuotedSpeakers(doc: PMNode): DialogueScript {
  const lines: SpeakerLine[] = [];
  const counts = new Map<string, number>();
  // the speakers in the order they last spoke, the latest last
  const recent: string[] = [];
  const give = (speaker: string, quote: Quotation) => {
    lines.push({ speaker, labelFrom: quote.from, labelTo: quote.from, from: quote.from, to: quote.to });
    counts.set(speaker, (counts.get(speaker) ?? 0) + 1);
    const at = recent.indexOf(speaker);
    if (at >= 0) recent.splice(at, 1);
    recent.push(speaker);
  };
  doc.forEach((paragraph, offset) => {
    // the paragraph's text, an inline node standing as one replacement character, so indices are positions
    let text = '';
    paragraph.forEach((child) => {
      text += child.isText ? child.text! : '\uFFFC'.repeat(child.nodeSize);
    });
    const start = offset + 1;
    const quotes: Quotation[] = [];
    for (let i = 0; i < text.length; i += 1) {
      const closing = OPENING[text[i]!];
      if (closing === undefined) continue;
      const close = text.indexOf(closing, i + 1);
      if (close < 0) break;
      quotes.push({ open: i, close, from: start + i + 1, to: start + close });
      i = close;
    }
    const known = () => [...counts.keys()];
    // the person the paragraph starts with, for a pronoun nobody before answers to
    let firstEnd = 0;
    while (firstEnd < text.length && firstEnd < CLAUSE_MAX && !CLAUSE_END.has(text[firstEnd]!) && !(text[firstEnd]! in OPENING)) firstEnd += 1;
    const opener = subjectOf(text.slice(0, firstEnd), known());
    quotes.forEach((quote, index) => {
      const before = text.slice(index === 0 ? 0 : quotes[index - 1]!.close + 1, quote.open);
      const after = text.slice(quote.close + 1, quotes[index + 1]?.open ?? text.length);
      let speaker = attributedBefore(before, known()) ?? attributedAfter(after, known());
      if (speaker !== null && speaker in PRONOUNS) {
        const sex = PRONOUNS[speaker];
        const other = sex === 1 ? 2 : sex === 2 ? 1 : null;
        speaker = [...recent].reverse().find((name) => other === null || speakerHints(name).sex !== other) ?? (opener && !(opener in PRONOUNS) ? opener : speaker);
      }
      if (speaker === null && quotes.length === 1 && text.slice(0, quote.open).trim() === '' && text.slice(quote.close + 1).trim() === '' && recent.length >= 2) {
        // a paragraph of nothing but a quotation, in an exchange: the one who did not speak last
        speaker = recent.at(-2)!;
      }
      if (speaker !== null && quote.to > quote.from) give(speaker, quote);
    });
  });
  const speakers = [...counts].map(([name, count]) => ({ name, lines: count, ...speakerHints(name) }));
  return { speakers, lines };
}

/// The dialogue of a script: its labelled speakers when it has two or more (`findSpeakers`), else its quoted speech
/// (`findQuotedSpeakers`).
export function findDialogue(doc: PMNode): DialogueScript {
  const labelled = findSpeakers(doc);
  return isDialogue(labelled) ? labelled : findQuotedSpeakers(doc);
}
