// A small, strict XML reader for SSML. It runs in Node and in the browser (no DOMParser), keeps
// the position of every element for error messages, and refuses what a speech markup never needs
// and what makes XML dangerous: DOCTYPE, entity declarations and unknown entities (no expansion
// attacks, no external references).

/// Where something is in the source: offset (UTF-16 units), line and column (1-based).
export interface SourcePosition {
  /// UTF-16 offset from the start of the source.
  offset: number;
  /// Line, from 1.
  line: number;
  /// Column, from 1.
  column: number;
}

/// A parse failure of SSML, with a Chinese message that names the position.
export class SsmlParseError extends Error {
  /// Where the problem is.
  readonly position: SourcePosition;
  /// The message without the position prefix.
  readonly reason: string;
  /// The message becomes `SSML 第<line>行第<column>列：<reason>`.
  constructor(reason: string, position: SourcePosition) {
    super(`SSML 第${position.line}行第${position.column}列：${reason}`);
    this.name = 'SsmlParseError';
    this.reason = reason;
    this.position = position;
  }
}

/// An element: qualified name, attributes (values decoded), children and start offset.
export interface XmlElement {
  kind: 'element';
  name: string;
  attrs: Record<string, string>;
  children: XmlChild[];
  offset: number;
}
/// A run of text; `raw` keeps entities undecoded so whitespace can be normalised first.
export interface XmlText {
  kind: 'text';
  raw: string;
  /// CDATA text is literal.
  cdata: boolean;
  offset: number;
}
/// A child of an element.
export type XmlChild = XmlElement | XmlText;

/// Computes line and column of an offset.
export function positionOf(src: string, offset: number): SourcePosition {
  let line = 1;
  let last = -1;
  for (let i = 0; i < offset && i < src.length; i++) {
    if (src.charCodeAt(i) === 10) {
      line++;
      last = i;
    }
  }
  return { offset, line, column: offset - last };
}

const NAME = /[A-Za-z_][\w.:-]*/y;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/// Decodes the five predefined entities and character references; anything else is an error.
export function decodeEntities(src: string, raw: string, offset: number): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&([^;&\s]*);?/g, (whole, name: string, at: number) => {
    const fail = () => {
      throw new SsmlParseError(`不支持的实体 ${whole}`, positionOf(src, offset + at));
    };
    if (!whole.endsWith(';')) return fail();
    if (name in PREDEFINED) return PREDEFINED[name]!;
    const m = /^#(x[0-9a-fA-F]+|\d+)$/.exec(name);
    if (!m) return fail();
    const code = m[1]!.startsWith('x') ? parseInt(m[1]!.slice(1), 16) : parseInt(m[1]!, 10);
    if (code <= 0 || code > 0x10ffff) return fail();
    return String.fromCodePoint(code);
  });
}

/// The deepest nesting of elements accepted. The editor writes at most a handful of levels (speak, voice,
/// prosody, say-as…); other tools a few more. Bounded so that reading, and every recursive walk of the tree
/// after it, stays far from the call stack's limit (issue 14: 3 000 nested elements overflowed it).
export const MAX_XML_DEPTH = 64;
/// The most elements accepted in one document: an 8000-character script with a break after every
/// character and a reading on every other one stays under it.
export const MAX_XML_ELEMENTS = 20_000;

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/// Parses `src` into its root element. Comments, processing instructions and the XML declaration
/// are skipped; DOCTYPE and entity declarations are refused.
export function parseXml(src: string): XmlElement {
  let i = 0;
  const skipSpace = () => {
    while (i < src.length && isSpace(src.charCodeAt(i))) i++;
  };
  const err = (reason: string, at = i): never => {
    throw new SsmlParseError(reason, positionOf(src, at));
  };
  const startsWith = (s: string) => src.startsWith(s, i);
  let elements = 0;

  function skipMisc(): void {
    for (;;) {
      skipSpace();
      if (startsWith('<?')) {
        const end = src.indexOf('?>', i);
        if (end < 0) err('处理指令未结束');
        i = end + 2;
      } else if (startsWith('<!--')) {
        const end = src.indexOf('-->', i + 4);
        if (end < 0) err('注释未结束');
        i = end + 3;
      } else if (startsWith('<!')) {
        err('不支持DOCTYPE或实体声明');
      } else return;
    }
  }

  function readName(): string {
    NAME.lastIndex = i;
    const m = NAME.exec(src);
    if (!m) return err('缺少元素或属性名称');
    i += m[0].length;
    return m[0];
  }

  /// Recursive, but `depth` is checked before descending, so the stack holds at most MAX_XML_DEPTH frames.
  function parseElement(depth: number): XmlElement {
    const offset = i;
    if (depth > MAX_XML_DEPTH) err(`SSML嵌套不能超过${MAX_XML_DEPTH}层`);
    if (++elements > MAX_XML_ELEMENTS) err(`SSML元素不能超过${MAX_XML_ELEMENTS}个`);
    i++; // <
    const name = readName();
    const attrs: Record<string, string> = {};
    for (;;) {
      const before = i;
      skipSpace();
      if (startsWith('/>')) {
        i += 2;
        return { kind: 'element', name, attrs, children: [], offset };
      }
      if (startsWith('>')) {
        i++;
        break;
      }
      if (i >= src.length) err(`元素 <${name}> 未结束`, offset);
      if (i === before) err(`元素 <${name}> 的属性格式错误`);
      const attrAt = i;
      const attr = readName();
      skipSpace();
      if (src[i] !== '=') err(`属性 ${attr} 缺少取值`, attrAt);
      i++;
      skipSpace();
      const quote = src[i];
      if (quote !== '"' && quote !== "'") return err(`属性 ${attr} 的取值需要引号`);
      const end = src.indexOf(quote, i + 1);
      if (end < 0) err(`属性 ${attr} 的取值未结束`, attrAt);
      const raw = src.slice(i + 1, end);
      if (raw.includes('<')) err(`属性 ${attr} 的取值不能包含 <`, attrAt);
      if (attr in attrs) err(`属性 ${attr} 重复`, attrAt);
      attrs[attr] = decodeEntities(src, raw, i + 1);
      i = end + 1;
    }
    const children: XmlChild[] = [];
    for (;;) {
      if (i >= src.length) err(`元素 <${name}> 未闭合`, offset);
      if (src.charCodeAt(i) !== 60) {
        const end = src.indexOf('<', i);
        const stop = end < 0 ? src.length : end;
        children.push({ kind: 'text', raw: src.slice(i, stop), cdata: false, offset: i });
        i = stop;
        continue;
      }
      if (startsWith('</')) {
        const closeAt = i;
        i += 2;
        const closing = readName();
        skipSpace();
        if (src[i] !== '>') err(`结束标签 </${closing}> 格式错误`, closeAt);
        i++;
        if (closing !== name) err(`结束标签不匹配：应为 </${name}>，实际为 </${closing}>`, closeAt);
        return { kind: 'element', name, attrs, children, offset };
      }
      if (startsWith('<!--')) {
        const end = src.indexOf('-->', i + 4);
        if (end < 0) err('注释未结束');
        i = end + 3;
      } else if (startsWith('<![CDATA[')) {
        const end = src.indexOf(']]>', i + 9);
        if (end < 0) err('CDATA未结束');
        children.push({ kind: 'text', raw: src.slice(i + 9, end), cdata: true, offset: i + 9 });
        i = end + 3;
      } else if (startsWith('<!')) {
        err('不支持DOCTYPE或实体声明');
      } else if (startsWith('<?')) {
        const end = src.indexOf('?>', i);
        if (end < 0) err('处理指令未结束');
        i = end + 2;
      } else if (startsWith('<')) {
        children.push(parseElement(depth + 1));
      } else {
        const end = src.indexOf('<', i);
        const stop = end < 0 ? src.length : end;
        children.push({ kind: 'text', raw: src.slice(i, stop), cdata: false, offset: i });
        i = stop;
      }
    }
  }

  if (src.charCodeAt(0) === 0xfeff) i = 1;
  skipMisc();
  if (!startsWith('<')) err('缺少根元素 <speak>');
  const root = parseElement(1);
  skipMisc();
  if (i < src.length) err('根元素之后不能有其他内容');
  return root;
}

/// Escapes text content: `&`, `<`, `>` and the line/tab characters (kept as references so that
/// formatting whitespace of other tools can be told apart from the script's own).
export function escapeText(text: string): string {
  return text.replace(/[&<>\n\r\t]/g, (c) => ESCAPES[c]!);
}
/// Escapes an attribute value (also quotes).
export function escapeAttr(text: string): string {
  return text.replace(/[&<>"'\n\r\t]/g, (c) => ESCAPES[c]!);
}
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\n': '&#10;',
  '\r': '&#13;',
  '\t': '&#9;',
};
