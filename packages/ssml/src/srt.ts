// SRT subtitles: import as script lines (spec 02 §2.2 "import SRT subtitles (.srt only)") and export.

/// One subtitle cue; times in milliseconds.
export interface SrtCue {
  /// The cue's number in the file (its position from 1 when the file omits it).
  index: number;
  /// Start time in ms.
  start: number;
  /// End time in ms.
  end: number;
  /// The cue's lines joined into one (formatting tags removed).
  text: string;
}

/// The result of reading an SRT file.
export interface ParsedSrt {
  /// Cues in time order.
  cues: SrtCue[];
  /// The script: one line per cue, in time order.
  text: string;
}

const TIME = /(\d{1,2}):(\d{2}):(\d{2})[,.](\d{1,3})/;
const ARROW = new RegExp(`^\\s*${TIME.source}\\s*-->\\s*${TIME.source}`);

function ms(h: string, m: string, s: string, frac: string): number {
  return ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(frac.padEnd(3, '0'));
}

const LATIN = /[A-Za-z0-9]/;
// Lines of one cue join without a space between Chinese, with one between Latin words.
function joinLines(lines: string[]): string {
  return lines.reduce((acc, line) => {
    if (!acc) return line;
    return LATIN.test(acc[acc.length - 1]!) && LATIN.test(line[0] ?? '') ? `${acc} ${line}` : acc + line;
  }, '');
}

/// Reads SRT text (BOM, CRLF, dot or comma milliseconds, missing indexes and formatting tags
/// such as `<i>` or `{\an8}` are tolerated). Blocks without a time line are skipped.
export function parseSrt(src: string): ParsedSrt {
  const blocks = src.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  const cues: SrtCue[] = [];
  for (const block of blocks) {
    const lines = block.split('\n').filter((l) => l.trim() !== '');
    const at = lines.findIndex((l) => ARROW.test(l));
    if (at < 0) continue;
    const m = ARROW.exec(lines[at]!)!;
    const indexLine = at > 0 ? lines[at - 1]!.trim() : '';
    const text = joinLines(
      lines.slice(at + 1).map((l) => stripSpans(stripSpans(l, '<', '>'), '{\\', '}').trim()).filter((l) => l !== ''),
    );
    cues.push({
      index: /^\d+$/.test(indexLine) ? Number(indexLine) : cues.length + 1,
      start: ms(m[1]!, m[2]!, m[3]!, m[4]!),
      end: ms(m[5]!, m[6]!, m[7]!, m[8]!),
      text,
    });
  }
  // Stable sort: cues with equal start keep file order.
  cues.sort((a, b) => a.start - b.start);
  return { cues, text: cues.map((c) => c.text).filter((t) => t !== '').join('\n') };
}

/// Formats milliseconds as an SRT time, `01:02:03,456`.
export function formatSrtTime(totalMs: number): string {
  const t = Math.max(0, Math.round(totalMs));
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(t / 3600000))}:${pad(Math.floor(t / 60000) % 60)}:${pad(Math.floor(t / 1000) % 60)},${pad(t % 1000, 3)}`;
}

/// Writes cues as SRT, numbered from 1 in the given order, CRLF-free, ending with a newline.
export function toSrt(cues: readonly { start: number; end: number; text: string }[]): string {
  return cues.map((c, i) => `${i + 1}\n${formatSrtTime(c.start)} --> ${formatSrtTime(c.end)}\n${c.text}\n`).join('\n');
}

/// Drops every `open…close` span (HTML tags, ASS override blocks) in one pass; an opener without a closer
/// after it stays as text. (`<[^>]*>` rescans the rest of a line from every `<` that never closes.)
function stripSpans(line: string, open: string, close: string): string {
  let out = '';
  let from = 0;
  for (let at = line.indexOf(open); at >= 0; at = line.indexOf(open, from)) {
    const end = line.indexOf(close, at + open.length);
    if (end < 0) break;
    out += line.slice(from, at);
    from = end + close.length;
  }
  return out + line.slice(from);
}
