// The speech-markup document model (spec 02 §2.2, §2.3, §3).
//
// A script is a list of paragraphs (Enter makes a new one). Inside a paragraph, plain text is
// mixed with markup:
//  - leaf markup nodes (atoms) that stand for a piece of the original text and carry it in
//    `dataText`, so that removing the node puts exactly that text back (spec 02 §4);
//  - two wrapper marks, `multiVoice` and `subPitch`, that give a range another voice or local
//    prosody; removing one unwraps its content. They exclude each other (spec 02 §4: no
//    multi-voice over a sub-pitch range or the other way round).
//
// `toDOM` returns array specs only: the chips are rendered by whoever owns a view (packages/ui).
// Every attribute travels in a `data-*` attribute so the HTML of an old draft parses back.
import { Schema } from 'prosemirror-model';
import type { Mark, MarkSpec, Node as PMNode, NodeSpec, TagParseRule } from 'prosemirror-model';

/// How a word reading is spoken: letter by letter (`characters`, e.g. "N B A") or as one word.
export type WordReadingMode = 'characters' | 'word';
/// The kind of a recognised number, see `numberReadings`.
export type NumberKind =
  | 'date'
  | 'time'
  | 'phone'
  | 'score'
  | 'cardinal'
  | 'digits'
  | 'decimal'
  | 'fraction'
  | 'percent';

/// Attributes of a multi-voice range (spec 02 §3 "Multi-voice tag").
export interface MultiVoiceAttrs {
  /// The anchor that reads the range (required).
  anchorId: string;
  /// Its display name, shown in the chip label.
  anchorName: string;
  /// Emotion template (Azure `style`), '' for none.
  templateId: string;
  /// The template's display name, shown in the chip label.
  templateName: string;
  /// The role's display name, shown in the chip label.
  roleName: string;
  /// Role value (Azure `role`), '' for none.
  roleValue: string;
  /// -100..100 (`MULTI_VOICE_PITCH_RANGE`), default 0.
  pitch: number;
  /// 0.5-2 (`SPEED_RANGE`), default 1.
  speed: number;
  /// 0-100 (`VOLUME_RANGE`), default 100.
  volume: number;
}

/// Attributes of a local pitch range (spec 02 §3 "Local pitch tag").
export interface SubPitchAttrs {
  /// -500..500 (`PITCH_RANGE`).
  pitch: number;
  /// 0.5-2 (`SPEED_RANGE`).
  speed: number;
  /// 0-100 (`VOLUME_RANGE`).
  volume: number;
}

/// Extra fields this package reads from a `NodeSpec`. Other products extending `nodes` can add
/// their own markup by giving these.
export interface SpeechNodeSpec extends NodeSpec {
  /// Names the markup for menus and chips, in Chinese.
  markupLabel?: string;
  /// The text the engine speaks for this node (before any letter spacing); also what
  /// `countSpeechLength` counts for it. Leaves without it count as one character.
  spokenText?: (node: PMNode) => string;
}

const str = (def = '') => ({ default: def, validate: 'string' as const });
const num = (def: number) => ({ default: def, validate: 'number' as const });

function readNumber(dom: HTMLElement, name: string, fallback: number): number {
  const raw = dom.getAttribute(name);
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number(raw);
  return Number.isFinite(value) ? value : fallback;
}
const readString = (dom: HTMLElement, name: string): string => dom.getAttribute(name) ?? '';

/// Builds the label of a multi-voice chip: `anchor(role-template)` or `anchor(template)` (spec 02 §3).
export function multiVoiceLabel(attrs: Pick<MultiVoiceAttrs, 'anchorName' | 'roleName' | 'templateName'>): string {
  const inner = [attrs.roleName, attrs.templateName].filter((part) => part !== '').join('-');
  return inner === '' ? attrs.anchorName : `${attrs.anchorName}(${inner})`;
}

/// Builds the label of a local pitch chip, e.g. `音调+20 语速1.2x 音量80`.
export function subPitchLabel(attrs: SubPitchAttrs): string {
  const pitch = attrs.pitch > 0 ? `+${attrs.pitch}` : String(attrs.pitch);
  return `音调${pitch} 语速${attrs.speed.toFixed(1)}x 音量${attrs.volume}`;
}

// A chip is a non-editable inline span: the original text plus a small label.
function chip(type: string, attrs: Record<string, string>, text: string, label: string) {
  return [
    'span',
    { 'data-type': type, ...attrs, class: `ssml-chip ssml-${type}`, contenteditable: 'false' },
    text,
    ['sup', { class: 'ssml-chip-label' }, label],
  ] as const;
}

function leafRule(type: string, getAttrs: (dom: HTMLElement) => Record<string, unknown>): TagParseRule {
  return { tag: `span[data-type="${type}"]`, getAttrs: (dom) => getAttrs(dom as HTMLElement) };
}

const dataText = (node: PMNode): string => node.attrs.dataText as string;

/// The node specs, exported separately so other products can extend them
/// (`new Schema({nodes: {...nodes, myNode}, marks})`).
export const nodes = {
  /// A script: one or more paragraphs.
  doc: { content: 'paragraph+' },
  /// One line of the script; Enter splits it (spec 02 §2.2).
  paragraph: {
    content: 'inline*',
    group: 'block',
    parseDOM: [{ tag: 'p' }, { tag: 'div' }],
    toDOM: () => ['p', 0] as const,
  },
  text: { group: 'inline' },
  /// A pause of `time` milliseconds (default 200, spec 02 §5).
  break: {
    inline: true,
    group: 'inline',
    atom: true,
    attrs: { time: num(200), dataText: str() },
    markupLabel: '停顿',
    parseDOM: [leafRule('break', (dom) => ({ time: readNumber(dom, 'data-time', 200), dataText: readString(dom, 'data-text') }))],
    toDOM: (node) => chip('break', { 'data-time': String(node.attrs.time), 'data-text': dataText(node) }, '', `${(node.attrs.time as number) / 1000}s`),
  },
  /// A sound effect: `soundId`, its `name` and `duration` in seconds.
  sound: {
    inline: true,
    group: 'inline',
    atom: true,
    attrs: { soundId: str(), name: str(), duration: num(0), src: str(), dataText: str() },
    markupLabel: '音效',
    parseDOM: [
      leafRule('sound', (dom) => ({
        soundId: readString(dom, 'data-sound-id'),
        name: readString(dom, 'data-name'),
        duration: readNumber(dom, 'data-duration', 0),
        src: readString(dom, 'data-src'),
        dataText: readString(dom, 'data-text'),
      })),
    ],
    toDOM: (node) =>
      chip(
        'sound',
        {
          'data-sound-id': node.attrs.soundId as string,
          'data-name': node.attrs.name as string,
          'data-duration': String(node.attrs.duration),
          'data-src': node.attrs.src as string,
          'data-text': dataText(node),
        },
        '',
        node.attrs.name as string,
      ),
  },
  /// One Chinese character read with `pinyin` (letters + tone digit 1-5, e.g. `hang2`).
  phoneme: {
    inline: true,
    group: 'inline markup',
    atom: true,
    attrs: { dataText: str(), pinyin: str() },
    markupLabel: '多音字',
    spokenText: dataText,
    parseDOM: [leafRule('phoneme', (dom) => ({ dataText: readString(dom, 'data-text'), pinyin: readString(dom, 'data-pinyin') }))],
    toDOM: (node) => chip('phoneme', { 'data-text': dataText(node), 'data-pinyin': node.attrs.pinyin as string }, dataText(node), node.attrs.pinyin as string),
  },
  /// 2-19 characters read without a pause (spec 02 §5).
  continuous: {
    inline: true,
    group: 'inline markup',
    atom: true,
    attrs: { dataText: str() },
    markupLabel: '连读',
    spokenText: dataText,
    parseDOM: [leafRule('continuous', (dom) => ({ dataText: readString(dom, 'data-text') }))],
    toDOM: (node) => chip('continuous', { 'data-text': dataText(node) }, dataText(node), '连读'),
  },
  /// Text read as `alias` instead (spec 02 §2.3).
  alias: {
    inline: true,
    group: 'inline markup',
    atom: true,
    attrs: { dataText: str(), alias: str() },
    markupLabel: '别名',
    spokenText: (node) => node.attrs.alias as string,
    parseDOM: [leafRule('alias', (dom) => ({ dataText: readString(dom, 'data-text'), alias: readString(dom, 'data-alias') }))],
    toDOM: (node) => chip('alias', { 'data-text': dataText(node), 'data-alias': node.attrs.alias as string }, dataText(node), node.attrs.alias as string),
  },
  /// A recognised number read as the chosen `reading` (e.g. `1/3` → `三分之一`); `kind` says which
  /// candidate was picked (spec 02 §2.3 "Number reading").
  aliasNumber: {
    inline: true,
    group: 'inline markup',
    atom: true,
    attrs: { dataText: str(), reading: str(), kind: str('cardinal') },
    markupLabel: '数字读法',
    spokenText: (node) => node.attrs.reading as string,
    parseDOM: [
      leafRule('alias-number', (dom) => ({
        dataText: readString(dom, 'data-text'),
        reading: readString(dom, 'data-reading'),
        kind: readString(dom, 'data-kind') || 'cardinal',
      })),
    ],
    toDOM: (node) =>
      chip(
        'alias-number',
        { 'data-text': dataText(node), 'data-reading': node.attrs.reading as string, 'data-kind': node.attrs.kind as string },
        dataText(node),
        node.attrs.reading as string,
      ),
  },
  /// Latin letters read one by one (`characters`) or as a word (spec 02 §2.3 "Letter/word reading").
  sayAs: {
    inline: true,
    group: 'inline markup',
    atom: true,
    attrs: { dataText: str(), interpretAs: str('characters') },
    markupLabel: '单词读法',
    spokenText: dataText,
    parseDOM: [
      leafRule('say-as', (dom) => ({
        dataText: readString(dom, 'data-text'),
        interpretAs: readString(dom, 'data-interpret-as') === 'word' ? 'word' : 'characters',
      })),
    ],
    toDOM: (node) =>
      chip(
        'say-as',
        { 'data-text': dataText(node), 'data-interpret-as': node.attrs.interpretAs as string },
        dataText(node),
        node.attrs.interpretAs === 'word' ? '单词' : '字母',
      ),
  },
} satisfies Record<string, SpeechNodeSpec>;

function wrapperRule(type: string, getAttrs: (dom: HTMLElement) => Record<string, unknown>): TagParseRule {
  return { tag: `span[data-type="${type}"]`, getAttrs: (dom) => getAttrs(dom as HTMLElement) };
}

/// The mark specs: the two wrappers. Both are in group `voice` and exclude it, so a range has at
/// most one of them.
export const marks = {
  /// Another anchor reads this range (spec 02 §3 "Multi-voice tag").
  multiVoice: {
    group: 'voice',
    excludes: 'voice',
    inclusive: false,
    attrs: {
      anchorId: str(),
      anchorName: str(),
      templateId: str(),
      templateName: str(),
      roleName: str(),
      roleValue: str(),
      pitch: num(0),
      speed: num(1),
      volume: num(100),
    },
    parseDOM: [
      wrapperRule('multi-voice', (dom) => ({
        anchorId: readString(dom, 'data-anchor-id'),
        anchorName: readString(dom, 'data-anchor-name'),
        templateId: readString(dom, 'data-template-id'),
        templateName: readString(dom, 'data-template-name'),
        roleName: readString(dom, 'data-role-name'),
        roleValue: readString(dom, 'data-role-value'),
        pitch: readNumber(dom, 'data-pitch', 0),
        speed: readNumber(dom, 'data-speed', 1),
        volume: readNumber(dom, 'data-volume', 100),
      })),
    ],
    toDOM: (mark: Mark) => {
      const a = mark.attrs as MultiVoiceAttrs;
      return [
        'span',
        {
          'data-type': 'multi-voice',
          'data-anchor-id': a.anchorId,
          'data-anchor-name': a.anchorName,
          'data-template-id': a.templateId,
          'data-template-name': a.templateName,
          'data-role-name': a.roleName,
          'data-role-value': a.roleValue,
          'data-pitch': String(a.pitch),
          'data-speed': String(a.speed),
          'data-volume': String(a.volume),
          'data-label': multiVoiceLabel(a),
          class: 'ssml-wrapper ssml-multi-voice',
        },
        0,
      ] as const;
    },
  },
  /// Local pitch, speed and volume for this range (spec 02 §3 "Local pitch tag").
  subPitch: {
    group: 'voice',
    excludes: 'voice',
    inclusive: false,
    attrs: { pitch: num(0), speed: num(1), volume: num(100) },
    parseDOM: [
      wrapperRule('sub-pitch', (dom) => ({
        pitch: readNumber(dom, 'data-pitch', 0),
        speed: readNumber(dom, 'data-speed', 1),
        volume: readNumber(dom, 'data-volume', 100),
      })),
    ],
    toDOM: (mark: Mark) => {
      const a = mark.attrs as SubPitchAttrs;
      return [
        'span',
        {
          'data-type': 'sub-pitch',
          'data-pitch': String(a.pitch),
          'data-speed': String(a.speed),
          'data-volume': String(a.volume),
          'data-label': subPitchLabel(a),
          class: 'ssml-wrapper ssml-sub-pitch',
        },
        0,
      ] as const;
    },
  },
} satisfies Record<string, MarkSpec>;

/// Names of the leaf markup nodes that stand for a piece of text (they carry `dataText`).
export const MARKUP_NODE_NAMES = ['phoneme', 'continuous', 'alias', 'aliasNumber', 'sayAs'] as const;
/// Names of the leaf nodes inserted at a cursor (they stand for no text).
export const INSERTED_NODE_NAMES = ['break', 'sound'] as const;
/// Names of the wrapper marks.
export const WRAPPER_MARK_NAMES = ['multiVoice', 'subPitch'] as const;
/// A leaf markup node name.
export type MarkupNodeName = (typeof MARKUP_NODE_NAMES)[number];
/// A wrapper mark name.
export type WrapperMarkName = (typeof WRAPPER_MARK_NAMES)[number];

/// The speech-markup schema built from `nodes` and `marks`.
export const schema = new Schema({ nodes, marks });

/// True when `node` is one of the leaf markup nodes (anything but text, i.e. break, sound and the
/// text-replacing markup).
export function isMarkupLeaf(node: PMNode): boolean {
  return node.isInline && node.isLeaf && !node.isText;
}

/// The original text a node stands for: its text for a text node, `dataText` for markup.
export function originalText(node: PMNode): string {
  if (node.isText) return node.text ?? '';
  const data = node.attrs.dataText;
  return typeof data === 'string' ? data : '';
}

/// The original text of a document: markup becomes the text it stands for, paragraphs are joined
/// with `\n`. Removing every markup node gives a document with exactly this text.
export function docToText(doc: PMNode): string {
  return doc.textBetween(0, doc.content.size, '\n', (leaf) => originalText(leaf));
}

/// A document of plain paragraphs, one per line of `text` (CR/LF or LF).
export function docFromText(text: string, target: Schema = schema): PMNode {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  return target.nodes.doc!.create(
    null,
    lines.map((line) => target.nodes.paragraph!.create(null, line ? target.text(line) : null)),
  );
}
