// The rules of the custom anchor forms (spec 02 §5), one message per field so a form can show each
// under its input. The wording and limits come from @peiyin/ssml, which the server checks with too.
import { CUSTOM_ANCHOR_TEXT_MAX, MESSAGES, PITCH_RANGE, SPEED_RANGE, TEMPLATE_COMMENT_MAX, TEMPLATE_NAME_MAX, VOLUME_RANGE, formatSpeed } from '@peiyin/ssml';
import type { FormErrors } from '../../forms/validators';

/// Input limits of the custom anchor forms: name 30 and description 150 (spec 02 §9, the same as a
/// template's, which a custom anchor is saved from), audition text 100 (spec 02 §5).
export const customAnchorLimits = {
  nameMax: TEMPLATE_NAME_MAX,
  commentMax: TEMPLATE_COMMENT_MAX,
  textMax: CUSTOM_ANCHOR_TEXT_MAX,
  pitch: PITCH_RANGE,
  speed: SPEED_RANGE,
  volume: VOLUME_RANGE,
} as const;

/// What the edit drawer changes (spec 01 §2 "custom anchor - edit").
export interface CustomAnchorEditValues {
  name: string;
  comment: string;
  /// -500..500 step 5.
  pitch: number;
  /// 0.5..2 step 0.01.
  speed: number;
  /// 0..100.
  volume: number;
  /// Audition text, ≤ 100 characters.
  text: string;
}

/// What the template-save dialog asks for (spec 02 §2.5, §5).
export interface TemplateSaveValues {
  name: string;
  comment: string;
  /// The new anchor's audition text (spec 02 §5 custom anchor: required, ≤ 100).
  text: string;
}

const length = (value: string) => [...value].length;

function checkText(text: string): string | undefined {
  if (text.trim() === '') return MESSAGES.auditionBlank;
  if (length(text.trim()) > CUSTOM_ANCHOR_TEXT_MAX) return MESSAGES.customAnchorTextTooLong;
  return undefined;
}

/// Audition text of a custom anchor: 试听内容不能为空, at most 100 characters.
export function validateAuditionText(text: string): string | undefined {
  return checkText(text);
}

/// spec 02 §5 "Custom anchor": name (主播名称不能为空), description (主播简介不能为空), text (试听内容不能为空, ≤ 100).
export function validateCustomAnchorEdit(values: CustomAnchorEditValues): FormErrors<CustomAnchorEditValues> {
  const errors: FormErrors<CustomAnchorEditValues> = {};
  const name = values.name.trim();
  const comment = values.comment.trim();
  if (name === '') errors.name = MESSAGES.anchorNameBlank;
  else if (length(name) > TEMPLATE_NAME_MAX) errors.name = `主播名称不能超过${TEMPLATE_NAME_MAX}个字符`;
  if (comment === '') errors.comment = MESSAGES.anchorCommentBlank;
  else if (length(comment) > TEMPLATE_COMMENT_MAX) errors.comment = `主播简介不能超过${TEMPLATE_COMMENT_MAX}个字符`;
  const text = checkText(values.text);
  if (text) errors.text = text;
  return errors;
}

/// spec 02 §5 "Template-save dialog": name required ≤ 30, comment required ≤ 150; the audition text follows the
/// custom anchor rule. What it saves is a custom anchor (the editor's 保存主播), so it speaks of 主播 as the custom
/// anchor form does, not of the spec's 模版 (issue 27: a 保存主播 button opened 保存模版).
export function validateTemplateSaveForm(values: TemplateSaveValues): FormErrors<TemplateSaveValues> {
  const { name, comment, text } = validateCustomAnchorEdit({ ...values, pitch: 0, speed: 1, volume: 100 } as CustomAnchorEditValues);
  return { ...(name ? { name } : {}), ...(comment ? { comment } : {}), ...(text ? { text } : {}) };
}

/// Pitch as the detail and the sliders read it: 0, +25, -100.
export function formatPitch(pitch: number): string {
  return pitch > 0 ? `+${pitch}` : String(pitch);
}

/// Speed like '1.0x' (spec 02 §5).
export { formatSpeed };

/// The proposed audition text cut to the limit (the editor proposes its first sentence).
export function clipAuditionText(text: string): string {
  return [...text.trim()].slice(0, CUSTOM_ANCHOR_TEXT_MAX).join('');
}
