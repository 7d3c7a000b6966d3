import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

/// The outline font svg-captcha ships (opentype.js), read through its options: no second font parser.
interface Command {
  type: 'M' | 'L' | 'Q' | 'C' | 'Z';
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}
interface Font {
  unitsPerEm: number;
  charToGlyph(ch: string): { advanceWidth?: number; getPath(x: number, y: number, size: number): { commands: Command[] } };
}
const font = (svgCaptcha.options as unknown as { font: Font }).font;

/// Characters without look-alikes (0/o, 1/l/i).
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const WIDTH = 150;
const HEIGHT = 50;

const between = (min: number, max: number, random: () => number) => min + (max - min) * random();
const num = (n: number) => n.toFixed(1);

/// A picture captcha a script cannot read by matching outlines (issue 14 §6). svg-captcha draws each
/// character as its font outline moved by ±0.1 px, one <path> per character, so a table of the font's
/// outlines reads it every time. Here every character is scaled, rotated and sheared at random, every
/// point of its outline moves on its own (±0.9 px), neighbours overlap, the characters are dealt out over
/// two <path> elements in random order (an element is not a character), and noise
/// crosses the text in the same colours as the glyphs. `random` is the geometry's source (tests pass a
/// seeded one); the text itself always comes from the crypto generator.
export function glyphCaptcha(size = 4, random: () => number = Math.random): { text: string; svg: string } {
  const text = Array.from({ length: size }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]!).join('');
  const palette = ['#4b3fb8', '#6254e8', '#2f6f9f', '#8a3fb8', '#3f4fa0'];
  // each character's outline as one string: its contours stay together, or a hole would be painted as a shape
  const outlines: string[] = [];
  const pitch = (WIDTH - 20) / size;
  for (let i = 0; i < size; i++) {
    const fontSize = between(40, 52, random);
    const glyph = font.charToGlyph(text[i]!);
    const advance = ((glyph.advanceWidth ?? font.unitsPerEm / 2) * fontSize) / font.unitsPerEm;
    const commands = glyph.getPath(-advance / 2, fontSize * 0.35, fontSize).commands;
    const angle = between(-0.35, 0.35, random);
    const shear = between(-0.3, 0.3, random);
    const sx = between(0.8, 1.2, random);
    const sy = between(0.85, 1.15, random);
    // centres closer than a glyph is wide: neighbours overlap
    const cx = 10 + pitch * (i + 0.5) + between(-4, 4, random);
    const cy = HEIGHT / 2 + between(-4, 4, random);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const at = (x: number, y: number) => {
      const px = (x + shear * y) * sx;
      const py = y * sy;
      return `${num(cx + px * cos - py * sin + between(-0.9, 0.9, random))} ${num(cy + px * sin + py * cos + between(-0.9, 0.9, random))}`;
    };
    let outline = '';
    for (const c of commands) {
      if (c.type === 'M' || c.type === 'L') outline += `${c.type}${at(c.x!, c.y!)}`;
      else if (c.type === 'Q') outline += `Q${at(c.x1!, c.y1!)} ${at(c.x!, c.y!)}`;
      else if (c.type === 'C') outline += `C${at(c.x1!, c.y1!)} ${at(c.x2!, c.y2!)} ${at(c.x!, c.y!)}`;
      else outline += 'Z';
    }
    outlines.push(outline);
  }
  // deal the characters out over two elements in random order: an element holds several characters
  for (let i = outlines.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [outlines[i], outlines[j]] = [outlines[j]!, outlines[i]!];
  }
  const groups: string[][] = [[], []];
  outlines.forEach((outline, i) => groups[i % 2]!.push(outline));
  const fill = palette[Math.floor(random() * palette.length)]!;
  const glyphs = groups.filter((g) => g.length > 0).map((g) => `<path fill="${fill}" fill-rule="nonzero" d="${g.join('')}"/>`);
  // noise: curves through the text, and a few small filled shapes like pieces of glyphs
  const noise: string[] = [];
  for (let i = 0; i < 3; i++) {
    const y = () => num(between(8, HEIGHT - 8, random));
    noise.push(
      `<path d="M${num(between(0, 15, random))} ${y()}C${num(between(30, 70, random))} ${y()} ${num(between(80, 120, random))} ${y()} ${num(between(135, 150, random))} ${y()}" stroke="${palette[Math.floor(random() * palette.length)]}" stroke-width="${num(between(1, 1.8, random))}" fill="none"/>`,
    );
  }
  for (let i = 0; i < 3; i++) {
    const x = between(10, WIDTH - 10, random);
    const y = between(8, HEIGHT - 8, random);
    noise.push(`<path fill="${fill}" d="M${num(x)} ${num(y)}l${num(between(-6, 6, random))} ${num(between(2, 6, random))}l${num(between(2, 6, random))} ${num(between(-6, 6, random))}Z"/>`);
  }
  const shapes = [...glyphs, ...noise];
  for (let i = shapes.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shapes[i], shapes[j]] = [shapes[j]!, shapes[i]!];
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0,0,${WIDTH},${HEIGHT}"><rect width="100%" height="100%" fill="#f4f3ff"/>${shapes.join('')}</svg>`;
  return { text, svg };
}
