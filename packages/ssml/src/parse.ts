// SSML → document. Reads what `toSsml` writes exactly, and the common SSML other tools write
// (W3C examples, Azure Audio Content Creation exports). Refuses unknown elements, DOCTYPE and
// entity declarations, unknown entities and oversize input, with the position of the problem.
// The server runs it on every submitted task (ARCHITECTURE "Editor → task").
import type { Mark, Node as PMNode, Schema } from 'prosemirror-model';
import { Fragment } from 'prosemirror-model';
import { schema as defaultSchema } from './schema.ts';
import type { NumberKind } from './schema.ts';
import { VOICE_DEFAULTS, type BackgroundMusic, type SmartBreakConfig, type VoiceSettings } from './voice.ts';
import { SsmlParseError, decodeEntities, parseXml, positionOf } from './xml.ts';
import type { XmlChild, XmlElement, XmlText } from './xml.ts';
import { isChineseChar, normalizePinyin } from './pinyin.ts';
import { numberReadings } from './numbers.ts';
import { BREAK_DEFAULT_MS, PITCH_RANGE, SPEED_RANGE, VOLUME_RANGE, clampBreakMs, clampToRange } from './validate.ts';

/// The largest SSML accepted, in characters: an 8000-character script with heavy markup fits.
export const MAX_SSML_LENGTH = 200_000;

/// A parsed SSML document: the script and the voice of its outer `voice`.
export interface ParsedSsml {
  /// The script as a document of the schema.
  doc: PMNode;
  /// The anchor and speech parameters of the outer `voice`.
  voice: VoiceSettings;
}

// Elements read for their content only, and elements skipped with their content.
const TRANSPARENT = new Set(['s', 'emphasis', 'lang', 'mstts:express-as', 'mstts:ttsembedding']);
const SKIPPED = new Set([
  'mark',
  'desc',
  'lexicon',
  'lookup',
  'meta',
  'metadata',
  'bookmark',
  'mstts:bookmark',
  'mstts:silence',
  'mstts:viseme',
  'mstts:audioduration',
]);

const LATIN = /[A-Za-z0-9]/;

/// Each line break with the blanks around it becomes one space between Latin words and nothing
/// elsewhere. One pass (a pattern like `[ \t]*\n` rescans a long run of blanks from each of them).
function foldLineBreaks(raw: string): string {
  const blank = (c: string | undefined) => c === ' ' || c === '\t' || c === '\r';
  let out = '';
  let from = 0;
  for (let nl = raw.indexOf('\n'); nl >= 0; nl = raw.indexOf('\n', from)) {
    let start = nl;
    while (start > from && blank(raw[start - 1])) start--;
    let end = nl + 1;
    while (end < raw.length && (blank(raw[end]) || raw[end] === '\n')) end++;
    const before = raw[start - 1] ?? '';
    const after = raw[end] ?? '';
    out += raw.slice(from, start) + (LATIN.test(before) && LATIN.test(after) ? ' ' : '');
    from = end;
  }
  return out + raw.slice(from);
}

// Formatting whitespace (a line break and the indentation around it) is not part of the script:
// it disappears between Chinese characters and becomes one space between Latin words.
function normalizeText(src: string, t: XmlText): string {
  if (t.cdata) return t.raw;
  let raw = t.raw;
  if (raw.includes('\n')) {
    raw = foldLineBreaks(raw);
  }
  return decodeEntities(src, raw, t.offset);
}

function significant(children: XmlChild[]): XmlChild[] {
  return children.filter((c) => c.kind === 'element' || c.raw.trim() !== '');
}

const num = (raw: string | undefined): number | undefined => {
  if (raw === undefined || raw.trim() === '') return undefined;
  const v = Number(raw);
  return Number.isFinite(v) ? v : undefined;
};
const round = (v: number) => Number(v.toFixed(4));

/// Reads an SSML `pitch` into the product's -500..500 scale (see `pitchToSsml`).
export function pitchFromSsml(raw: string | undefined): number {
  if (!raw) return 0;
  const labels: Record<string, number> = { 'x-low': -300, low: -150, medium: 0, default: 0, high: 150, 'x-high': 300 };
  if (raw in labels) return labels[raw]!;
  let m = /^([+-]?\d+(?:\.\d+)?)%$/.exec(raw);
  if (m) return clampToRange(round(Number(m[1]) * 10), { ...PITCH_RANGE, step: 0.0001 });
  m = /^([+-]?\d+(?:\.\d+)?)st$/.exec(raw);
  if (m) return clampToRange(round((2 ** (Number(m[1]) / 12) - 1) * 1000), { ...PITCH_RANGE, step: 1 });
  m = /^([+-]?\d+(?:\.\d+)?)Hz$/.exec(raw);
  // Relative hertz against a typical 200 Hz voice.
  if (m) return clampToRange(round((Number(m[1]) / 200) * 1000), { ...PITCH_RANGE, step: 1 });
  return 0;
}

/// Reads an SSML `rate` into a speed multiplier 0.5-2.
export function rateFromSsml(raw: string | undefined): number {
  if (!raw) return 1;
  const labels: Record<string, number> = { 'x-slow': 0.5, slow: 0.75, medium: 1, default: 1, fast: 1.25, 'x-fast': 1.5 };
  if (raw in labels) return labels[raw]!;
  const pct = /^([+-]?\d+(?:\.\d+)?)%$/.exec(raw);
  const value = pct ? (raw.startsWith('+') || raw.startsWith('-') ? 1 : 0) + Number(pct[1]) / 100 : num(raw);
  return value === undefined ? 1 : Math.min(SPEED_RANGE.max, Math.max(SPEED_RANGE.min, round(value)));
}

/// Reads an SSML `volume` into 0-100.
export function volumeFromSsml(raw: string | undefined): number {
  if (!raw) return 100;
  const labels: Record<string, number> = { silent: 0, 'x-soft': 20, soft: 40, medium: 60, loud: 80, 'x-loud': 100, default: 100 };
  if (raw in labels) return labels[raw]!;
  let value: number | undefined;
  const db = /^([+-]?\d+(?:\.\d+)?)dB$/.exec(raw);
  const pct = /^([+-]\d+(?:\.\d+)?)%$/.exec(raw);
  if (db) value = 100 * 10 ** (Number(db[1]) / 20);
  else if (pct) value = 100 * (1 + Number(pct[1]) / 100);
  else value = num(raw.replace(/%$/, ''));
  return value === undefined ? 100 : Math.min(VOLUME_RANGE.max, Math.max(VOLUME_RANGE.min, round(value)));
}

function breakMs(el: XmlElement): number | null {
  const time = el.attrs.time;
  if (time !== undefined) {
    const m = /^(\d+(?:\.\d+)?)\s*(ms|s)?$/.exec(time.trim());
    if (!m) return BREAK_DEFAULT_MS;
    const ms = m[2] === 's' ? Number(m[1]) * 1000 : Number(m[1]);
    return ms === 0 ? null : clampBreakMs(ms);
  }
  const strengths: Record<string, number | null> = { none: null, 'x-weak': 100, weak: 200, medium: 400, strong: 800, 'x-strong': 1200 };
  const s = el.attrs.strength ?? 'medium';
  return s in strengths ? strengths[s]! : 400;
}

const SAY_AS_KINDS: Record<string, NumberKind> = {
  cardinal: 'cardinal',
  number: 'cardinal',
  digits: 'digits',
  telephone: 'phone',
  date: 'date',
  time: 'time',
  fraction: 'fraction',
  percentage: 'percent',
};

interface Ctx {
  marks: readonly Mark[];
  /// Inside a multi-voice range: a nested `prosody` is read for its content only.
  inVoice: boolean;
}

/// Parses SSML into the script and the voice settings of its outer `voice`.
export function parseSsmlDocument(src: string, schema: Schema = defaultSchema): ParsedSsml {
  if (src.length > MAX_SSML_LENGTH) {
    throw new SsmlParseError(`SSML内容过长，不能超过${MAX_SSML_LENGTH}个字符`, positionOf(src, MAX_SSML_LENGTH));
  }
  const root = parseXml(src);
  if (root.name !== 'speak') throw new SsmlParseError('根元素必须是 <speak>', positionOf(src, root.offset));
  const n = schema.nodes;

  const paragraphs: PMNode[][] = [];
  let current: PMNode[] | null = null;
  const push = (node: PMNode) => {
    if (!current) {
      current = [];
      paragraphs.push(current);
    }
    current.push(node);
  };
  const fail = (el: XmlElement, reason: string): never => {
    throw new SsmlParseError(reason, positionOf(src, el.offset));
  };
  const textOf = (el: XmlElement): string =>
    el.children.map((c) => (c.kind === 'text' ? normalizeText(src, c) : SKIPPED.has(c.name) ? '' : textOf(c))).join('');
  const pushText = (text: string, ctx: Ctx) => {
    if (text) push(schema.text(text, ctx.marks));
  };
  const pushLeaf = (node: PMNode, ctx: Ctx) => push(node.mark(ctx.marks));

  // A voice with its single express-as and prosody children folded in (how toSsml and Azure
  // write one voice).
  function unwrapVoice(el: XmlElement) {
    let children = el.children;
    let express: XmlElement | null = null;
    let prosody: XmlElement | null = null;
    let only = significant(children);
    if (only.length === 1 && only[0]!.kind === 'element' && only[0]!.name === 'mstts:express-as') {
      express = only[0] as XmlElement;
      children = express.children;
      only = significant(children);
    }
    if (only.length === 1 && only[0]!.kind === 'element' && only[0]!.name === 'prosody') {
      prosody = only[0] as XmlElement;
      children = prosody.children;
    }
    return { express, prosody, children };
  }

  function multiVoiceMark(el: XmlElement, express: XmlElement | null, prosody: XmlElement | null): Mark {
    const style = express?.attrs.style ?? '';
    return schema.marks.multiVoice!.create({
      anchorId: el.attrs.name ?? '',
      anchorName: el.attrs['peiyin:anchor-name'] ?? el.attrs.name ?? '',
      templateId: style,
      templateName: el.attrs['peiyin:template-name'] ?? style,
      roleName: el.attrs['peiyin:role-name'] ?? express?.attrs.role ?? '',
      roleValue: express?.attrs.role ?? '',
      pitch: pitchFromSsml(prosody?.attrs.pitch),
      speed: rateFromSsml(prosody?.attrs.rate),
      volume: volumeFromSsml(prosody?.attrs.volume),
    });
  }

  function phonemes(el: XmlElement, ctx: Ctx): void {
    const text = textOf(el);
    const alphabet = el.attrs.alphabet ?? 'sapi';
    const syllables = /ipa/i.test(alphabet) ? null : normalizePinyin(el.attrs.ph ?? '');
    const chars = [...text];
    if (syllables && chars.length === syllables.length && chars.every(isChineseChar)) {
      chars.forEach((ch, i) => pushLeaf(n.phoneme!.create({ dataText: ch, pinyin: syllables[i] }), ctx));
    } else pushText(text, ctx);
  }

  function sayAs(el: XmlElement, ctx: Ctx): void {
    const text = textOf(el);
    const how = (el.attrs['interpret-as'] ?? '').toLowerCase();
    if (['characters', 'spell-out', 'letters', 'verbatim', 'word'].includes(how) && /^[A-Za-z]+$/.test(text)) {
      pushLeaf(n.sayAs!.create({ dataText: text, interpretAs: how === 'word' ? 'word' : 'characters' }), ctx);
      return;
    }
    const kind = SAY_AS_KINDS[how];
    const reading = kind ? numberReadings(text).find((r) => r.kind === kind) : undefined;
    if (reading) pushLeaf(n.aliasNumber!.create({ dataText: text, reading: reading.reading, kind }), ctx);
    else pushText(text, ctx);
  }

  function content(children: XmlChild[], ctx: Ctx): void {
    for (const child of children) {
      if (child.kind === 'text') {
        const text = normalizeText(src, child);
        // Whitespace between paragraphs is formatting.
        if (current || text.trim() !== '') pushText(text, ctx);
        continue;
      }
      element(child, ctx);
    }
  }

  function element(el: XmlElement, ctx: Ctx): void {
    const a = el.attrs;
    switch (el.name) {
      case 'p':
        current = [];
        paragraphs.push(current);
        content(el.children, ctx);
        current = null;
        return;
      case 'voice': {
        const { express, prosody, children } = unwrapVoice(el);
        content(children, { marks: multiVoiceMark(el, express, prosody).addToSet(ctx.marks), inVoice: true });
        return;
      }
      case 'prosody':
        if (ctx.inVoice) content(el.children, ctx);
        else {
          const mark = schema.marks.subPitch!.create({
            pitch: pitchFromSsml(a.pitch),
            speed: rateFromSsml(a.rate),
            volume: volumeFromSsml(a.volume),
          });
          content(el.children, { ...ctx, marks: mark.addToSet(ctx.marks) });
        }
        return;
      case 'break': {
        const ms = breakMs(el);
        if (ms !== null) pushLeaf(n.break!.create({ time: ms, dataText: a['peiyin:text'] ?? '' }), ctx);
        return;
      }
      case 'audio': {
        const id = a['peiyin:sound-id'];
        const srcAttr = a.src ?? '';
        const desc = el.children.find((c): c is XmlElement => c.kind === 'element' && c.name === 'desc');
        pushLeaf(
          n.sound!.create({
            soundId: id ?? srcAttr,
            name: a['peiyin:name'] ?? (desc ? textOf(desc) : ''),
            duration: num(a['peiyin:duration']) ?? 0,
            src: id !== undefined && srcAttr === `sound:${id}` ? '' : srcAttr,
            dataText: a['peiyin:text'] ?? '',
          }),
          ctx,
        );
        return;
      }
      case 'phoneme':
        phonemes(el, ctx);
        return;
      case 'sub': {
        const text = textOf(el);
        const kind = a['peiyin:number'];
        if (a.alias === undefined) pushText(text, ctx);
        else if (kind !== undefined) pushLeaf(n.aliasNumber!.create({ dataText: text, reading: a.alias, kind }), ctx);
        else pushLeaf(n.alias!.create({ dataText: text, alias: a.alias }), ctx);
        return;
      }
      case 'say-as':
        sayAs(el, ctx);
        return;
      case 'w':
      case 'token':
        pushLeaf(n.continuous!.create({ dataText: textOf(el) }), ctx);
        return;
      case 'mstts:backgroundaudio':
        return; // read with the voice settings
      default:
        if (TRANSPARENT.has(el.name)) content(el.children, ctx);
        else if (!SKIPPED.has(el.name)) fail(el, `不支持的元素 <${el.name}>`);
    }
  }

  // The outer voice gives the settings; later top-level voices with another name or prosody
  // become multi-voice ranges (how Azure writes several speakers).
  const voice: VoiceSettings = { anchorId: '' };
  let bgm: BackgroundMusic | null = null;
  let first = true;
  const plain: Ctx = { marks: [], inVoice: false };
  for (const child of root.children) {
    if (child.kind === 'element' && child.name === 'mstts:backgroundaudio') {
      const a = child.attrs;
      const id = a['peiyin:bgm-id'] ?? a.src ?? '';
      bgm = {
        id,
        name: a['peiyin:name'] ?? '',
        src: a.src === `bgm:${id}` ? '' : (a.src ?? ''),
        volume: num(a.volume) ?? 50,
        fadein: num(a.fadein) ?? 0,
        fadeout: num(a.fadeout) ?? 0,
      };
    } else if (child.kind === 'element' && child.name === 'voice' && first) {
      first = false;
      const { express, prosody, children } = unwrapVoice(child);
      Object.assign(voice, {
        anchorId: child.attrs.name ?? '',
        anchorName: child.attrs['peiyin:anchor-name'] ?? child.attrs.name ?? '',
        templateId: express?.attrs.style ?? '',
        templateName: child.attrs['peiyin:template-name'] ?? express?.attrs.style ?? '',
        intensity: num(express?.attrs.styledegree) ?? VOICE_DEFAULTS.intensity,
        role: express?.attrs.role ?? '',
        roleName: child.attrs['peiyin:role-name'] ?? express?.attrs.role ?? '',
        pitch: pitchFromSsml(prosody?.attrs.pitch),
        speed: rateFromSsml(prosody?.attrs.rate),
        volume: volumeFromSsml(prosody?.attrs.volume),
      });
      content(children, plain);
      current = null;
    } else if (child.kind === 'element' && child.name === 'voice') {
      const { express, prosody } = unwrapVoice(child);
      const same = child.attrs.name === voice.anchorId && !express && !prosody;
      if (same) content(child.children, plain);
      else element(child, plain);
      current = null;
    } else if (child.kind === 'text') {
      const text = normalizeText(src, child);
      if (text.trim() !== '') pushText(text, plain);
    } else element(child, plain);
  }
  voice.sampleRate = num(root.attrs['peiyin:sample-rate']) ?? VOICE_DEFAULTS.sampleRate;
  voice.lang = root.attrs['xml:lang'] ?? VOICE_DEFAULTS.lang;
  voice.bgm = bgm;
  const smart = readSmartBreaks(root.attrs['peiyin:smart-breaks']);
  if (smart) voice.smartBreaks = smart;

  const blocks = paragraphs.map((inline) => n.paragraph!.create(null, Fragment.fromArray(inline)));
  const doc = n.doc!.create(null, blocks.length ? blocks : [n.paragraph!.create()]);
  doc.check();
  return { doc, voice };
}

// The smart narration config written by toSsml; anything malformed counts as absent (defaults).
function readSmartBreaks(raw: string | undefined): SmartBreakConfig | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as SmartBreakConfig;
    const valid =
      typeof value.enabled === 'boolean' &&
      Array.isArray(value.pauses) &&
      value.pauses.every(
        (p) => typeof p.name === 'string' && Array.isArray(p.marks) && p.marks.every((m: unknown) => typeof m === 'string') && typeof p.ms === 'number' && typeof p.enabled === 'boolean',
      );
    return valid ? { enabled: value.enabled, pauses: value.pauses.map((p) => ({ name: p.name, marks: [...p.marks], ms: p.ms, enabled: p.enabled })) } : null;
  } catch {
    return null;
  }
}

/// Parses SSML into a document. Throws `SsmlParseError` (Chinese message with line and column)
/// for unknown elements, DOCTYPE/entity declarations, unknown entities, malformed XML or input
/// over `MAX_SSML_LENGTH`.
export function parseSsml(src: string, schema: Schema = defaultSchema): PMNode {
  return parseSsmlDocument(src, schema).doc;
}
