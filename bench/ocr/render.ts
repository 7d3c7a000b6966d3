// Renders the OCR samples to PNG/JPEG in Debian's Chromium (text is laid out and anti-aliased as a
// browser or a screenshot would show it). The "photographed" ones are a sheet of paper on a table:
// CSS rotation and perspective, an SVG turbulence texture for sensor noise, a radial gradient for light
// falling off towards one corner, a slight blur, then JPEG compression.
// Run directly (`node --import tsx bench/ocr/render.ts <dir> [id…]`) to write images for inspection or
// to refresh the server test's fixtures.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tests/setup/chromium.ts';
import { HANDWRITING_SAMPLES, SAMPLES, type OcrSample } from './samples.ts';

const FONTS = { sans: "'Noto Sans CJK SC'", serif: "'Noto Serif CJK SC'", mono: "'Noto Sans Mono CJK SC'", kai: "'LXGW WenKai'" };

/// A seeded sequence in [-1, 1) so that an image is the same on every run.
function jitterSequence(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return a / 2 ** 31 - 1;
  };
}

function paragraph(s: OcrSample, seed: number): string {
  if (!s.jitter) return escapeHtml(s.text);
  const next = jitterSequence(seed);
  const j = s.jitter;
  return Array.from(s.text)
    .map((ch) => {
      const t = `translateY(${(next() * j.shift).toFixed(2)}px) rotate(${(next() * j.rotate).toFixed(2)}deg) scale(${(1 + next() * j.scale).toFixed(3)})`;
      return `<span style="display:inline-block;transform:${t}">${escapeHtml(ch)}</span>`;
    })
    .join('');
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

function noiseSvg(seed: number, opacity: number): string {
  // per-pixel grain with its contrast raised around mid-grey: laid over the paper at some opacity it
  // both darkens and lightens pixels, like sensor noise in a dim photo
  return `<svg style="position:absolute;inset:0;opacity:${opacity}" width="100%" height="100%"><filter id="n${seed}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="3" seed="${seed}"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncR type="linear" slope="3" intercept="-1"/><feFuncG type="linear" slope="3" intercept="-1"/><feFuncB type="linear" slope="3" intercept="-1"/><feFuncA type="linear" slope="0" intercept="1"/></feComponentTransfer></filter><rect width="100%" height="100%" filter="url(#n${seed})"/></svg>`;
}

export function sampleHtml(s: OcrSample, seed = 7): string {
  const lineHeight = s.lineHeight ?? 1.6;
  // ruled paper: a faint blue line just under each line of text
  const ruled = s.ruled
    ? `background-image:repeating-linear-gradient(to bottom, transparent 0, transparent ${(s.size * lineHeight - 1.5).toFixed(1)}px, #a9c1e0 ${(s.size * lineHeight - 1.5).toFixed(1)}px, #a9c1e0 ${(s.size * lineHeight).toFixed(1)}px);`
    : '';
  const text = `<p style="margin:0;font-family:${FONTS[s.font]};font-size:${s.size}px;font-weight:${s.bold ? 700 : 400};line-height:${lineHeight};letter-spacing:${s.letterSpacing ?? 'normal'};color:${s.color ?? '#1a1a1a'};width:${s.width ?? 560}px;${ruled}">${paragraph(s, seed)}</p>`;
  if (!s.photo) {
    return `<div id="shot" style="display:inline-block;padding:24px 28px;background:${s.background ?? '#ffffff'}">${text}</div>`;
  }
  const p = s.photo;
  const paper = `<div style="position:relative;padding:32px 36px;background:#f7f3ea;transform:perspective(1100px) rotateX(${p.tilt ?? 0}deg) rotate(${p.rotate}deg);box-shadow:0 6px 18px rgba(0,0,0,.45);filter:blur(${p.blur}px)">
    ${text}
    ${noiseSvg(seed, p.noise)}
    <div style="position:absolute;inset:0;background:radial-gradient(ellipse at 20% 15%, rgba(255,250,235,0.3) 0%, rgba(0,0,0,0) 40%, rgba(45,35,15,${p.shadow}) 110%)"></div>
    <div style="position:absolute;inset:0;background:linear-gradient(100deg, rgba(0,0,0,0) 55%, rgba(30,25,20,${(p.shadow * 0.6).toFixed(2)}) 75%, rgba(30,25,20,${(p.shadow * 0.3).toFixed(2)}) 100%)"></div>
  </div>`;
  return `<div id="shot" style="display:inline-block;padding:48px;background:linear-gradient(135deg,#6d5a44,#3e3226)">${paper}</div>`;
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

export interface RenderedSample {
  sample: OcrSample;
  bytes: Buffer;
  format: 'png' | 'jpeg';
  width: number;
  height: number;
}

export async function renderSamples(browser: Browser, samples: readonly OcrSample[] = SAMPLES): Promise<RenderedSample[]> {
  const pages = new Map<number, Page>();
  const out: RenderedSample[] = [];
  try {
    for (const sample of samples) {
      const scale = sample.scale ?? 1;
      let page = pages.get(scale);
      if (!page) {
        page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, deviceScaleFactor: scale });
        pages.set(scale, page);
      }
      await page.setContent(`<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#fff">${sampleHtml(sample)}</body></html>`);
      await page.evaluate(() => document.fonts.ready);
      const shot = page.locator('#shot');
      const box = (await shot.boundingBox())!;
      const format = sample.format ?? 'png';
      const bytes = await shot.screenshot(format === 'jpeg' ? { type: 'jpeg', quality: sample.quality ?? 80 } : { type: 'png' });
      out.push({ sample, bytes, format, width: Math.round(box.width * scale), height: Math.round(box.height * scale) });
    }
  } finally {
    for (const page of pages.values()) await page.close();
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dir, ...ids] = process.argv.slice(2);
  if (!dir) throw new Error('usage: render.ts <out dir> [sample id…]');
  mkdirSync(dir, { recursive: true });
  const browser = await launch();
  try {
    const all = [...SAMPLES, ...HANDWRITING_SAMPLES];
    const wanted = ids.length ? all.filter((s) => ids.includes(s.id)) : all;
    for (const r of await renderSamples(browser, wanted)) {
      const file = path.join(dir, `${r.sample.id}.${r.format === 'jpeg' ? 'jpg' : 'png'}`);
      writeFileSync(file, r.bytes);
      console.log(`${file} ${r.width}×${r.height} ${(r.bytes.length / 1024).toFixed(0)} KB`);
    }
  } finally {
    await browser.close();
  }
}
