// SSML or document → the ordered segments an engine speaks (ARCHITECTURE "Editor → task": the
// worker asks an engine per speech segment and mixes silences, sounds and background music).
// Markup is applied to the text the engine reads: aliases and number readings replace their
// text, letter readings are spaced out, phonemes travel as hints beside the text.
import type { Mark, Node as PMNode } from 'prosemirror-model';
import type { MultiVoiceAttrs, SpeechNodeSpec, SubPitchAttrs } from './schema.ts';
import { DEFAULT_SMART_BREAKS, VOICE_DEFAULTS, type BackgroundMusic, type SmartBreakConfig, type SegmentVoice, type VoiceSettings } from './voice.ts';
import { parseSsmlDocument } from './parse.ts';
import type { TnResult } from './tn/normalize.ts';
import { toDictionaryMatcher, type DictionaryInput, type DictionaryMatcher } from './dictionary.ts';
import { paragraphReadings } from './readings.ts';

/// How a segment is spoken.
export interface Prosody {
  /// In the product's units: -500..500 for the script and local pitch, -100..100 in a multi-voice range.
  pitch: number;
  /// Rate multiplier, 0.5-2.
  speed: number;
  /// 0-100.
  volume: number;
}

/// A pinyin the engine should use for `length` characters at `offset` of the segment text.
export interface PhonemeHint {
  /// UTF-16 offset in the segment text.
  offset: number;
  /// UTF-16 length of the characters it covers.
  length: number;
  /// Letters and tone digit, e.g. `hang2`.
  pinyin: string;
}

/// One step of a synthesis plan.
export type Segment =
  | {
      kind: 'speech';
      voice: SegmentVoice;
      prosody: Prosody;
      /// What the engine reads (after the text front-end).
      text: string;
      phonemes: PhonemeHint[];
      /// The same words as written, for subtitles (`128元` where `text` says 一百二十八元); markup
      /// counts with its spoken form, as before the front-end existed.
      written: string;
    }
  | { kind: 'silence'; ms: number; source: 'break' | 'punctuation' }
  | { kind: 'sound'; id: string; name: string; src: string; duration: number }
  | { kind: 'bgm'; id: string; name: string; src: string; volume: number; fadein: number; fadeout: number };

/// Options of `planSynthesis`.
export interface PlanOptions {
  /// The voice of the script; with SSML input it overrides the SSML's outer voice.
  voice?: VoiceSettings;
  /// Smart narration; default the voice's `smartBreaks` (as written in the SSML), else
  /// `DEFAULT_SMART_BREAKS`.
  smartBreaks?: SmartBreakConfig;
  /// Background music; default the voice's `bgm`.
  bgm?: BackgroundMusic | null;
  /// Read the plain text through the text front-end (`normalizeText`: numbers, symbols, letters),
  /// default true. Markup the user set (number readings, aliases, word readings, phonemes,
  /// continuous reading) is never normalised: it always wins.
  normalize?: boolean;
  /// The user's pronunciation dictionary: alias entries are read as their alias (by the front-end),
  /// pinyin entries become phoneme hints. Inline markup overrides it.
  dictionary?: DictionaryInput;
}

type SpeechSegment = Extract<Segment, { kind: 'speech' }>;

function pauseTable(config: SmartBreakConfig): Map<string, number> {
  const table = new Map<string, number>();
  if (!config.enabled) return table;
  for (const p of config.pauses) {
    // The ellipsis is matched per '…' run (see below), so its one-character form is enough.
    if (p.enabled) for (const m of p.marks) table.set(m.length > 1 && m[0] === '…' ? '…' : m, p.ms);
  }
  return table;
}

/// Plans the synthesis of an SSML string or a document: speech segments (voice, prosody and the
/// text to read), silences for breaks and smart punctuation pauses (none inside continuous
/// reading), sounds, and the background music once at the start.
export function planSynthesis(input: string | PMNode, options: PlanOptions = {}): Segment[] {
  let doc: PMNode;
  let voice: VoiceSettings;
  if (typeof input === 'string') {
    const parsed = parseSsmlDocument(input);
    doc = parsed.doc;
    voice = options.voice ?? parsed.voice;
  } else {
    doc = input;
    voice = options.voice ?? { anchorId: '' };
  }
  const pauses = pauseTable(options.smartBreaks ?? voice.smartBreaks ?? DEFAULT_SMART_BREAKS);
  const segments: Segment[] = [];
  const bgm = options.bgm !== undefined ? options.bgm : voice.bgm;
  if (bgm) {
    segments.push({
      kind: 'bgm',
      id: bgm.id,
      name: bgm.name ?? '',
      src: bgm.src ?? '',
      volume: bgm.volume ?? 50,
      fadein: bgm.fadein ?? 0,
      fadeout: bgm.fadeout ?? 0,
    });
  }

  const baseVoice: SegmentVoice = {
    anchorId: voice.anchorId,
    anchorName: voice.anchorName ?? '',
    templateId: voice.templateId ?? '',
    intensity: voice.intensity ?? VOICE_DEFAULTS.intensity,
    role: voice.role ?? '',
  };
  const baseProsody: Prosody = {
    pitch: voice.pitch ?? VOICE_DEFAULTS.pitch,
    speed: voice.speed ?? VOICE_DEFAULTS.speed,
    volume: voice.volume ?? VOICE_DEFAULTS.volume,
  };

  let speech: SpeechSegment | null = null;
  let speechMark: Mark | null = null;
  const normalize = options.normalize !== false;
  const dictionary = toDictionaryMatcher(options.dictionary);

  const flush = () => {
    if (speech && speech.text.trim() !== '') segments.push(speech);
    speech = null;
  };
  const silence = (ms: number, source: 'break' | 'punctuation') => {
    flush();
    const last = segments[segments.length - 1];
    if (last?.kind === 'silence') {
      // An explicit break replaces the smart pause before it; breaks add up; pauses keep the longer.
      if (source === 'break') last.ms = last.source === 'break' ? last.ms + ms : ms;
      else last.ms = Math.max(last.ms, ms);
      if (source === 'break') last.source = 'break';
      return;
    }
    segments.push({ kind: 'silence', ms, source });
  };
  const speechFor = (mark: Mark | null): SpeechSegment => {
    if (speech && (speechMark === mark || (speechMark && mark && speechMark.eq(mark)))) return speech;
    flush();
    speechMark = mark;
    let v = baseVoice;
    let p = baseProsody;
    if (mark?.type.name === 'multiVoice') {
      const a = mark.attrs as MultiVoiceAttrs;
      v = { anchorId: a.anchorId, anchorName: a.anchorName, templateId: a.templateId, intensity: 1, role: a.roleValue };
      p = { pitch: a.pitch, speed: a.speed, volume: a.volume };
    } else if (mark?.type.name === 'subPitch') {
      const a = mark.attrs as SubPitchAttrs;
      p = { pitch: a.pitch, speed: a.speed, volume: a.volume };
    }
    speech = { kind: 'speech', voice: v, prosody: p, text: '', phonemes: [], written: '' };
    return speech;
  };

  const append = (mark: Mark | null, piece: string, written = piece) => {
    const s = speechFor(mark);
    if (dictionary) dictionaryHints(dictionary, piece, s.text.length, s.phonemes);
    s.text += piece;
    s.written += written;
  };

  // Markup is read as the user set it: no front-end, no dictionary.
  const markup = (mark: Mark | null, spoken: string) => {
    const s = speechFor(mark);
    s.text += spoken;
    s.written += spoken;
  };

  function speakText(original: string, tn: TnResult, mark: Mark | null): void {
    const text = tn.text;
    // Spoken offsets → written offsets at the pause marks (never inside a reading).
    let span = 0;
    let shift = 0;
    const writtenAt = (at: number) => {
      while (span < tn.spans.length) {
        const s = tn.spans[span]!;
        const spokenStart = s.from + shift;
        if (spokenStart >= at) break;
        shift += s.spoken.length - (s.to - s.from);
        span++;
      }
      return at - shift;
    };
    let writtenStart = 0;
    const appendTo = (end: number) => {
      const w = writtenAt(end);
      append(mark, text.slice(start, end), original.slice(writtenStart, w));
      writtenStart = w;
    };
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      const ms = pauses.get(ch);
      if (ms === undefined) continue;
      let end = i + 1;
      if (ch === '…') while (text[end] === '…') end++;
      appendTo(end);
      silence(ms, 'punctuation');
      start = end;
      i = end - 1;
    }
    if (start < text.length) appendTo(text.length);
  }

  doc.forEach((paragraph) => {
    // The same reading the editor marks (readings.ts): one function for both.
    const readings = new Map(paragraphReadings(paragraph, { normalize, ...(dictionary ? { dictionary } : {}) }).map((r) => [r.index, r.tn]));
    paragraph.forEach((node, _offset, index) => {
      const mark = node.marks.find((m) => m.type.spec.group === 'voice') ?? null;
      if (node.isText) return speakText(node.text ?? '', readings.get(index)!, mark);
      const a = node.attrs;
      switch (node.type.name) {
        case 'break':
          return silence(a.time as number, 'break');
        case 'sound':
          flush();
          segments.push({ kind: 'sound', id: a.soundId, name: a.name, src: a.src, duration: a.duration });
          return;
        case 'phoneme': {
          const s = speechFor(mark);
          s.phonemes.push({ offset: s.text.length, length: (a.dataText as string).length, pinyin: a.pinyin });
          s.text += a.dataText;
          s.written += a.dataText;
          return;
        }
        case 'sayAs':
          // Spaced letters are read one by one by every engine.
          return markup(mark, a.interpretAs === 'word' ? a.dataText : [...(a.dataText as string)].join(' '));
        default: {
          // Continuous reading, aliases and number readings: the spoken text, never split by pauses.
          const spoken = (node.type.spec as SpeechNodeSpec).spokenText;
          return markup(mark, spoken ? spoken(node) : (a.dataText ?? ''));
        }
      }
    });
    flush();
  });
  flush();
  return segments;
}

/// Phoneme hints for the dictionary's pinyin entries found in `piece` (appended at `offset`).
function dictionaryHints(dictionary: DictionaryMatcher, piece: string, offset: number, hints: PhonemeHint[]): void {
  for (let i = 0; i < piece.length; ) {
    const entry = dictionary.match(piece, i);
    if (!entry) {
      i++;
      continue;
    }
    const syllables = entry.pinyin?.trim().split(/\s+/) ?? [];
    const chars = [...entry.word];
    if (syllables.length === chars.length) {
      let at = i;
      chars.forEach((c, k) => {
        hints.push({ offset: offset + at, length: c.length, pinyin: syllables[k]! });
        at += c.length;
      });
    }
    i += entry.word.length;
  }
}

/// The text of every speech segment of a plan, in order (what the engine will read).
export function spokenText(segments: readonly Segment[]): string {
  return segments.map((s) => (s.kind === 'speech' ? s.text : '')).join('');
}
