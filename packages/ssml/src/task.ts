// What the server checks on a submitted task (ARCHITECTURE "Editor → task": the server validates
// the SSML against the same schema and rules as the editor before queuing it).
import type { ParsedSsml } from './parse.ts';
import { parseSsmlDocument } from './parse.ts';
import { docToText } from './schema.ts';
import type { Validation } from './validate.ts';
import { MESSAGES, validateDoc } from './validate.ts';
import { SsmlParseError } from './xml.ts';

/// Checks submitted SSML: it must parse (else the parse error, with its position), hold some
/// text (配音内容不能为空), stay within the length cap and contain only valid markup (the first
/// problem's message). The value is the parsed script and voice, ready for `planSynthesis`.
export function checkTaskSsml(ssml: string, options: { max?: number } = {}): Validation<ParsedSsml> {
  let parsed: ParsedSsml;
  try {
    parsed = parseSsmlDocument(ssml);
  } catch (e) {
    if (e instanceof SsmlParseError) return { ok: false, message: e.message };
    throw e;
  }
  if (docToText(parsed.doc).trim() === '') return { ok: false, message: MESSAGES.taskBlank };
  const issues = validateDoc(parsed.doc, { max: options.max });
  if (issues.length) return { ok: false, message: issues[0]!.message };
  return { ok: true, value: parsed };
}
