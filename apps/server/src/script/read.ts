import { countSpeechLength, docFromText, docToText, parseSsmlDocument, SsmlParseError, type VoiceSettings } from '@peiyin/ssml';
import { AppError } from '../http/errors.ts';

type PMNode = ReturnType<typeof docFromText>;

/// A script as the editor sends it: SSML (contentVersion 2, starts with `<speak`) or plain text.
export interface Script {
  doc: PMNode;
  /** The voice written in the SSML, when it is SSML. */
  voice: VoiceSettings | null;
  plain: string;
  length: number;
}

export const isSsml = (text: string) => /^\s*(<\?xml[^>]*>\s*)?<speak[\s>]/.test(text);

/// Parses a submitted script; an SSML error answers 400 with its positioned message, blank content
/// answers `blankMessage`.
export function readScript(text: string, blankMessage: string): Script {
  let doc: PMNode;
  let voice: VoiceSettings | null = null;
  if (isSsml(text)) {
    try {
      const parsed = parseSsmlDocument(text);
      doc = parsed.doc;
      voice = parsed.voice;
    } catch (error) {
      if (error instanceof SsmlParseError) throw new AppError(400, error.message);
      throw error;
    }
  } else {
    doc = docFromText(text);
  }
  const plain = docToText(doc);
  if (plain.trim() === '') throw new AppError(400, blankMessage);
  return { doc, voice, plain, length: countSpeechLength(doc) };
}
