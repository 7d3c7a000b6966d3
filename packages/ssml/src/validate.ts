// Validation rules of the editor and its markup (spec 02 §5 "Editor and markup", §9), with the
// spec's messages. Validators return `{ok: true, value}` with the normalised value, or
// `{ok: false, message}` with the Chinese message to show.
import type { Node as PMNode } from 'prosemirror-model';
import type { Counter } from './length.ts';
import { MAX_SPEECH_LENGTH, countSpeechLength } from './length.ts';
import { isChineseChar } from './pinyin.ts';

/// The result of a validator.
export type Validation<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Validation<T> => ({ ok: true, value });
const fail = <T = never>(message: string): Validation<T> => ({ ok: false, message });

/// Every user-facing message of the editor rules. Texts in quotes in spec 02 are used verbatim;
/// the others (marked "ours") fill gaps the spec leaves.
export const MESSAGES = {
  aliasBlank: '别名不能为空',
  pinyinLetters: '拼音仅支持小写英文字母，最多7位', // ours
  pinyinTone: '请选择声调：1-4声或轻声', // ours
  breakRange: '停顿时长需在0.2-5秒之间，最多一位小数', // ours
  punctuationPauseRange: '标点停顿需在200-5000毫秒之间，步长100毫秒', // ours
  outOfRange: (min: number, max: number) => `取值范围为${min}~${max}`, // ours
  workTitle: '任务标题仅支持1-20位中文汉字、英文字母、数字、@_-特殊符号组成',
  templateNameBlank: '模版名称不能为空',
  templateNameTooLong: '模版名称不能超过30个字符', // ours
  templateCommentBlank: '模版描述不能为空',
  templateCommentTooLong: '模版描述不能超过150个字符', // ours
  anchorNameBlank: '主播名称不能为空',
  anchorCommentBlank: '主播简介不能为空',
  auditionBlank: '试听内容不能为空',
  auditionTooLong: '请滑动鼠标选择需要试听的内容，单次试听不能超过1000字符',
  customAnchorTextTooLong: '试听内容不能超过100个字符', // ours
  auditionFailedHint: '请正确使用标点符号断句，不要使用空格或换行代替标点', // ours, spec 02 §5 "after a failure"
  draftBlank: '文案内容不能为空',
  taskBlank: '配音内容不能为空',
  exportBlank: '文本内容为空',
  srtOnly: '仅支持导入.srt格式的字幕文件', // ours
  tooLong: `文本长度超过最大限制${MAX_SPEECH_LENGTH}字符`, // ours
  continuousInvalid: '不支持当前选择内容进行连读',
  numberUnrecognised: '无法识别当前选中的数字！',
  wordOnly: '请选择需要设置的单词',
  phonemeOneChar: '请选择一个需要设置读音的汉字', // ours
  anchorRequired: '请选择一个主播！',
  emotionRequired: '请选择一个情绪',
  anchorUnknown: (id: string) => `无法识别主播：${id}`,
  soundRequired: '请选择一个音效!',
  styleRequired: '请选择一个风格!',
  noMoreEmotions: '没有更多情绪或风格！',
  noRoles: '不支持多角色',
  unmatchedBreak: '无法匹配此标签',
  searchBlank: '请输入搜索内容',
} as const;

/// A numeric slider: bounds, step and default (spec 02 §5 "Sliders").
export interface SliderRange {
  /// Smallest value, inclusive.
  readonly min: number;
  /// Largest value, inclusive.
  readonly max: number;
  /// Increment of the slider.
  readonly step: number;
  /// Value of a fresh control.
  readonly default: number;
}

/// Pitch in the local pop-up, the pitch menu and the custom anchor form.
export const PITCH_RANGE: SliderRange = { min: -500, max: 500, step: 5, default: 0 };
/// Pitch in the multi-voice picker dialog.
export const MULTI_VOICE_PITCH_RANGE: SliderRange = { min: -100, max: 100, step: 5, default: 0 };
/// Speed, shown like `1.0x`.
export const SPEED_RANGE: SliderRange = { min: 0.5, max: 2, step: 0.01, default: 1 };
/// Volume.
export const VOLUME_RANGE: SliderRange = { min: 0, max: 100, step: 1, default: 100 };
/// Emotion intensity.
export const INTENSITY_RANGE: SliderRange = { min: 0.01, max: 2, step: 0.01, default: 1 };
/// Background music volume.
export const BGM_VOLUME_RANGE: SliderRange = { min: 0, max: 100, step: 1, default: 50 };
/// Background music fade in / fade out, ms.
export const FADE_RANGE: SliderRange = { min: 0, max: 10000, step: 100, default: 0 };
/// Pause after a punctuation mark, ms.
export const PUNCTUATION_PAUSE_RANGE: SliderRange = { min: 200, max: 5000, step: 100, default: 200 };

/// Break quick choices in ms (0.2 s, 0.5 s, 1.0 s).
export const BREAK_PRESETS_MS = [200, 500, 1000] as const;
/// The break inserted by default, ms.
export const BREAK_DEFAULT_MS = 200;
/// Custom break input in seconds: 0.2-5, step 0.1, one decimal.
export const BREAK_CUSTOM_RANGE_S: SliderRange = { min: 0.2, max: 5, step: 0.1, default: 0.2 };
/// A committed break is clamped to 0.1-5 s (spec 02 §5).
export const BREAK_COMMIT_MIN_MS = 100;
/// The longest break, ms.
export const BREAK_COMMIT_MAX_MS = 5000;

/// Audition: at most 1000 characters selected; 300 after the cursor without selection.
export const AUDITION_MAX_LENGTH = 1000;
/// Characters auditioned after the cursor when nothing is selected.
export const AUDITION_AFTER_CURSOR = 300;
/// Work title: input limit, and the valid length of a title.
export const WORK_TITLE_INPUT_MAX = 25;
/// The longest valid work title.
export const WORK_TITLE_MAX = 20;
/// A title derived from the content takes up to 15 characters.
export const DERIVED_TITLE_MAX = 15;
/// Template-save dialog limits.
export const TEMPLATE_NAME_MAX = 30;
/// The longest template comment.
export const TEMPLATE_COMMENT_MAX = 150;
/// Custom anchor audition text limit.
export const CUSTOM_ANCHOR_TEXT_MAX = 100;

const decimalsOf = (step: number) => (String(step).split('.')[1] ?? '').length;

/// Clamps `value` into `range` and snaps it to the step (as a slider does).
export function clampToRange(value: number, range: SliderRange): number {
  if (!Number.isFinite(value)) return range.default;
  const clamped = Math.min(range.max, Math.max(range.min, value));
  const snapped = range.min + Math.round((clamped - range.min) / range.step) * range.step;
  return Number(Math.min(range.max, snapped).toFixed(decimalsOf(range.step)));
}

/// Accepts a value inside `range` that lies on its step; otherwise the range message.
export function validateRange(value: number, range: SliderRange): Validation<number> {
  if (!Number.isFinite(value) || value < range.min || value > range.max || clampToRange(value, range) !== value) {
    return fail(MESSAGES.outOfRange(range.min, range.max));
  }
  return ok(value);
}

/// Shows a speed like the speed slider: `1` → `1.0x`, `1.25` → `1.25x`.
export function formatSpeed(speed: number): string {
  const fixed = speed.toFixed(2).replace(/0$/, '');
  return `${fixed}x`;
}

/// A stored pinyin: 1-7 lowercase letters and a tone digit 1-5 (5 is the neutral tone).
export const PINYIN_PATTERN = /^[a-z]{1,7}[1-5]$/;
/// True when `pinyin` is a valid stored pinyin such as `hang2`.
export function isValidPinyin(pinyin: string): boolean {
  return PINYIN_PATTERN.test(pinyin);
}

/// Custom pinyin of the pronunciation pop-up: letters (lowercase a-z, at most 7) and a tone (1-4,
/// or 5 for neutral). The value is pinyin plus tone digit; `null` means the input was empty and
/// the pop-up simply closes (spec 02 §5).
export function validateCustomPinyin(letters: string, tone: number | null): Validation<string | null> {
  const input = letters.trim();
  if (input === '') return ok(null);
  if (!/^[a-z]{1,7}$/.test(input)) return fail(MESSAGES.pinyinLetters);
  if (tone === null || !Number.isInteger(tone) || tone < 1 || tone > 5) return fail(MESSAGES.pinyinTone);
  return ok(`${input}${tone}`);
}

/// Alias text must not be blank (别名不能为空); the value is trimmed.
export function validateAlias(alias: string): Validation<string> {
  const value = alias.trim();
  return value === '' ? fail(MESSAGES.aliasBlank) : ok(value);
}

/// Custom break input in seconds (0.2-5, at most one decimal); the value is milliseconds.
export function validateBreakSeconds(input: string | number): Validation<number> {
  const text = String(input).trim();
  if (!/^\d+(\.\d)?$/.test(text)) return fail(MESSAGES.breakRange);
  const seconds = Number(text);
  if (seconds < BREAK_CUSTOM_RANGE_S.min || seconds > BREAK_CUSTOM_RANGE_S.max) return fail(MESSAGES.breakRange);
  return ok(Math.round(seconds * 1000));
}

/// What a break commit sends: milliseconds clamped to 0.1-5 s; not-a-number gives the default.
export function clampBreakMs(ms: number): number {
  if (!Number.isFinite(ms)) return BREAK_DEFAULT_MS;
  return Math.round(Math.min(BREAK_COMMIT_MAX_MS, Math.max(BREAK_COMMIT_MIN_MS, ms)));
}

/// A punctuation pause: 200-5000 ms, step 100.
export function validatePunctuationPause(ms: number): Validation<number> {
  const r = validateRange(ms, PUNCTUATION_PAUSE_RANGE);
  return r.ok ? r : fail(MESSAGES.punctuationPauseRange);
}

const TITLE = /^[\p{Script=Han}A-Za-z0-9][\p{Script=Han}A-Za-z0-9@_-]*$/u;

/// Work title on blur: blank is accepted (filled at submit by `deriveWorkTitle`); otherwise 1-20
/// Chinese characters, letters, digits, @ _ -, not starting with @ _ -.
export function validateWorkTitle(title: string): Validation<string> {
  const value = title.trim();
  if (value === '') return ok('');
  if (!TITLE.test(value) || [...value].length > WORK_TITLE_MAX) return fail(MESSAGES.workTitle);
  return ok(value);
}

/// A title derived from the content: its first 1-15 letters, digits and Chinese characters
/// (other characters are skipped, so it never starts with @ _ -). Empty when the content has none.
/// A number or a Latin word is kept whole or left out, never cut (issue 27: 2024 became 202); only a
/// first word longer than the whole title is cut, as nothing else would be left.
export function deriveWorkTitle(content: string): string {
  const kept = [...content].filter((ch) => /[\p{Script=Han}A-Za-z0-9]/u.test(ch));
  if (kept.length <= DERIVED_TITLE_MAX) return kept.join('');
  const latin = (ch: string | undefined) => ch !== undefined && /^[A-Za-z0-9]$/.test(ch);
  let end = DERIVED_TITLE_MAX;
  // the cut falls inside a run of letters or digits when both characters beside it belong to one
  if (latin(kept[end - 1]) && latin(kept[end])) {
    while (end > 0 && latin(kept[end - 1])) end -= 1;
    if (end === 0) end = DERIVED_TITLE_MAX;
  }
  return kept.slice(0, end).join('');
}

/// Template-save dialog: name required (≤ 30), comment required (≤ 150).
export function validateTemplateSave(input: { name: string; comment: string }): Validation<{ name: string; comment: string }> {
  const name = input.name.trim();
  const comment = input.comment.trim();
  if (name === '') return fail(MESSAGES.templateNameBlank);
  if ([...name].length > TEMPLATE_NAME_MAX) return fail(MESSAGES.templateNameTooLong);
  if (comment === '') return fail(MESSAGES.templateCommentBlank);
  if ([...comment].length > TEMPLATE_COMMENT_MAX) return fail(MESSAGES.templateCommentTooLong);
  return ok({ name, comment });
}

/// The custom anchor form (spec 02 §5 "Custom anchor").
export interface CustomAnchorForm {
  /// Anchor name, required.
  name: string;
  /// Anchor description, required.
  comment: string;
  /// Audition text, required, at most `CUSTOM_ANCHOR_TEXT_MAX` characters.
  text: string;
  /// Within `PITCH_RANGE`.
  pitch: number;
  /// Within `SPEED_RANGE`.
  speed: number;
  /// Within `VOLUME_RANGE`.
  volume: number;
}

/// Custom anchor form: name, comment and audition text required, text ≤ 100, sliders in range.
export function validateCustomAnchor(form: CustomAnchorForm): Validation<CustomAnchorForm> {
  const name = form.name.trim();
  const comment = form.comment.trim();
  const text = form.text.trim();
  if (name === '') return fail(MESSAGES.anchorNameBlank);
  if (comment === '') return fail(MESSAGES.anchorCommentBlank);
  if (text === '') return fail(MESSAGES.auditionBlank);
  if ([...text].length > CUSTOM_ANCHOR_TEXT_MAX) return fail(MESSAGES.customAnchorTextTooLong);
  for (const [value, range] of [
    [form.pitch, PITCH_RANGE],
    [form.speed, SPEED_RANGE],
    [form.volume, VOLUME_RANGE],
  ] as const) {
    const r = validateRange(value, range);
    if (!r.ok) return r;
  }
  return ok({ ...form, name, comment, text });
}

/// Audition text: not blank, at most 1000 characters.
export function validateAuditionText(text: string): Validation<string> {
  if (text.trim() === '') return fail(MESSAGES.auditionBlank);
  if ([...text].length > AUDITION_MAX_LENGTH) return fail(MESSAGES.auditionTooLong);
  return ok(text);
}

const notBlank = (message: string) => (text: string): Validation<string> =>
  text.trim() === '' ? fail(message) : ok(text);
/// Draft save: the script must not be blank (文案内容不能为空).
export const validateDraftText = notBlank(MESSAGES.draftBlank);
/// Task submit: the script must not be blank (配音内容不能为空).
export const validateTaskText = notBlank(MESSAGES.taskBlank);
/// Text export: 文本内容为空 when blank.
export const validateExportText = notBlank(MESSAGES.exportBlank);

/// SRT import accepts `.srt` files only.
export function validateSrtFileName(fileName: string): Validation<string> {
  return /\.srt$/i.test(fileName.trim()) ? ok(fileName) : fail(MESSAGES.srtOnly);
}

/// A problem found in a document, at a position.
export interface DocIssue {
  /// Document position of the offending node (0 for the whole document).
  pos: number;
  /// The user-facing message.
  message: string;
}

function nodeIssue(node: PMNode): string | null {
  const a = node.attrs;
  switch (node.type.name) {
    case 'break':
      return a.time >= BREAK_COMMIT_MIN_MS && a.time <= BREAK_COMMIT_MAX_MS ? null : MESSAGES.breakRange;
    case 'phoneme':
      if (!isChineseChar(a.dataText)) return MESSAGES.phonemeOneChar;
      return isValidPinyin(a.pinyin) ? null : MESSAGES.pinyinLetters;
    case 'continuous': {
      const n = [...(a.dataText as string)].length;
      return n >= 2 && n <= 19 ? null : MESSAGES.continuousInvalid;
    }
    case 'alias':
      return (a.alias as string).trim() === '' ? MESSAGES.aliasBlank : null;
    case 'aliasNumber':
      return (a.reading as string).trim() === '' ? MESSAGES.numberUnrecognised : null;
    case 'sayAs':
      return /^[A-Za-z]+$/.test(a.dataText) ? null : MESSAGES.wordOnly;
    case 'sound':
      return a.soundId ? null : MESSAGES.soundRequired;
    default:
      return null;
  }
}

function markIssue(node: PMNode): string | null {
  for (const mark of node.marks) {
    const a = mark.attrs;
    if (mark.type.name === 'multiVoice') {
      if (!a.anchorId) return MESSAGES.anchorRequired;
      for (const [v, r] of [
        [a.pitch, MULTI_VOICE_PITCH_RANGE],
        [a.speed, SPEED_RANGE],
        [a.volume, VOLUME_RANGE],
      ] as const) {
        if (v < r.min || v > r.max) return MESSAGES.outOfRange(r.min, r.max);
      }
    } else if (mark.type.name === 'subPitch') {
      for (const [v, r] of [
        [a.pitch, PITCH_RANGE],
        [a.speed, SPEED_RANGE],
        [a.volume, VOLUME_RANGE],
      ] as const) {
        if (v < r.min || v > r.max) return MESSAGES.outOfRange(r.min, r.max);
      }
    }
  }
  return null;
}

/// A problem inside one paragraph; `offset` is relative to the paragraph's content.
export interface ParagraphIssue {
  /// Offset of the offending node inside the paragraph.
  offset: number;
  /// The user-facing message.
  message: string;
}

const NO_ISSUES: readonly ParagraphIssue[] = [];

/// The problems of one paragraph's markup (see `validateDoc`).
export function paragraphIssues(paragraph: PMNode): readonly ParagraphIssue[] {
  let found: ParagraphIssue[] | null = null;
  paragraph.forEach((child, offset) => {
    if (child.isText && child.marks.length === 0) return;
    const message = (child.isText ? null : nodeIssue(child)) ?? (child.marks.length ? markIssue(child) : null);
    if (message) (found ??= []).push({ offset, message });
  });
  return found ?? NO_ISSUES;
}

/// The message for a script over `max` (default 8000) characters.
export function tooLongMessage(max: number = MAX_SPEECH_LENGTH): string {
  return max === MAX_SPEECH_LENGTH ? MESSAGES.tooLong : `文本长度超过最大限制${max}字符`;
}

/// Every problem of a document: over the length cap (`max`, default 8000) and markup whose
/// attributes break the rules (e.g. after an old draft or an imported SSML). Empty when valid.
export function validateDoc(doc: PMNode, options: { counter?: Counter; max?: number } = {}): DocIssue[] {
  const issues: DocIssue[] = [];
  const max = options.max ?? MAX_SPEECH_LENGTH;
  if (countSpeechLength(doc, { counter: options.counter }) > max) issues.push({ pos: 0, message: tooLongMessage(max) });
  doc.forEach((paragraph, offset) => {
    for (const issue of paragraphIssues(paragraph)) issues.push({ pos: offset + 1 + issue.offset, message: issue.message });
  });
  return issues;
}
