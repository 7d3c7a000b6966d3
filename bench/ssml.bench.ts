// @peiyin/ssml benchmark (issue 3). Run: `pnpm bench ssml` (or `pnpm tsx bench/ssml.bench.ts`).
// 1. One typing transaction on an 8000-character script with 500 markup nodes, with the length
//    and validation update (the lengthLimit plugin, as in the editor), against the same transaction on plain
//    prosemirror-schema-basic in the same process. Goal: ratio ≤ 3×, p95 ≤ 2 ms.
// 2. `toSsml` + `planSynthesis` of that script. Goal ≤ 20 ms.
// It prints numbers; it is not a timed test and never fails a build.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { Node as PMNode, Schema as PMSchema } from 'prosemirror-model';
import type { EditorState as PMEditorState } from 'prosemirror-state';
import type * as StateModule from 'prosemirror-state';
import type * as HistoryModule from 'prosemirror-history';
import type * as BasicSchemaModule from 'prosemirror-schema-basic';
import {
  countSpeechLength,
  createEditorState,
  getDocIssues,
  getSpeechLength,
  parseSsml,
  planSynthesis,
  schema,
  toSsml,
  validateDoc,
} from '../packages/ssml/src/index.ts';

// prosemirror-* are dependencies of the ssml package, not of the root: resolve them from there,
// and load their ES module builds, the same copies @peiyin/ssml runs on.
const here = path.dirname(fileURLToPath(import.meta.url));
const requireFromSsml = createRequire(path.join(here, '../packages/ssml/package.json'));
const load = async <T>(name: string): Promise<T> => {
  // The CommonJS entry is dist/index.cjs; the ES module build sits beside it.
  const esm = requireFromSsml.resolve(name).replace(/index\.cjs$/, 'index.js');
  return (await import(pathToFileURL(esm).href)) as T;
};
const { EditorState } = await load<typeof StateModule>('prosemirror-state');
const { history } = await load<typeof HistoryModule>('prosemirror-history');
const basic = await load<typeof BasicSchemaModule>('prosemirror-schema-basic');

const PARAGRAPHS = 40;
const CHARS = 8000;
const MARKUP = 500;
const SAMPLE = '今天天气很好，我们一起去公园散步吧。银行行长说：欢迎光临！这是第1/3部分，电话13812345678。';

function line(n: number, offset: number): string {
  const chars: string[] = [];
  for (let i = 0; i < n; i++) chars.push(SAMPLE[(offset + i) % SAMPLE.length]!);
  return chars.join('');
}

// 40 paragraphs of text, 500 markup nodes spread among them; markup counts toward the 8000.
function markupDoc(): PMNode {
  const perParagraph = MARKUP / PARAGRAPHS;
  const textPerParagraph = CHARS / PARAGRAPHS - perParagraph * 2;
  const mv = schema.marks.multiVoice.create({ anchorId: 'yunxi', anchorName: '云希', pitch: 10, speed: 1.1, volume: 80 });
  const sp = schema.marks.subPitch.create({ pitch: -20, speed: 0.9, volume: 90 });
  const makers = [
    () => schema.nodes.break.create({ time: 500 }),
    () => schema.nodes.phoneme.create({ dataText: '行', pinyin: 'hang2' }),
    () => schema.nodes.alias.create({ dataText: 'AI', alias: '人工' }),
    () => schema.nodes.aliasNumber.create({ dataText: '1/3', reading: '三分', kind: 'fraction' }),
    () => schema.nodes.continuous.create({ dataText: '银行' }),
    () => schema.nodes.sayAs.create({ dataText: 'OK', interpretAs: 'characters' }),
    () => schema.nodes.sound.create({ soundId: 's1', name: '掌声', duration: 1 }),
  ];
  const paragraphs: PMNode[] = [];
  let made = 0;
  for (let p = 0; p < PARAGRAPHS; p++) {
    const inline: PMNode[] = [];
    const count = Math.round(perParagraph * (p + 1)) - made;
    const piece = Math.floor(textPerParagraph / (count + 1));
    for (let k = 0; k < count; k++) {
      const wrap = k % 5 === 1 ? mv : k % 5 === 3 ? sp : null;
      const text = schema.text(line(piece, p * 7 + k), wrap ? [wrap] : []);
      inline.push(text, makers[(made + k) % makers.length]!().mark(wrap ? [wrap] : []));
    }
    made += count;
    inline.push(schema.text(line(textPerParagraph - piece * count, p)));
    paragraphs.push(schema.nodes.paragraph.create(null, inline));
  }
  // Top up the last paragraph so the speech length is exactly 8000.
  const missing = CHARS - countSpeechLength(schema.nodes.doc.create(null, paragraphs));
  const last = paragraphs.pop()!;
  paragraphs.push(last.type.create(null, last.content.append(schema.nodes.paragraph.create(null, schema.text(line(missing, 3))).content)));
  return schema.nodes.doc.create(null, paragraphs);
}

function basicDoc(target: PMSchema): PMNode {
  const paragraphs: PMNode[] = [];
  for (let p = 0; p < PARAGRAPHS; p++) paragraphs.push(target.nodes.paragraph!.create(null, target.text(line(CHARS / PARAGRAPHS, p))));
  return target.nodes.doc!.create(null, paragraphs);
}

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return { mean, p50: sorted[Math.floor(sorted.length * 0.5)]!, p95: sorted[Math.floor(sorted.length * 0.95)]! };
};
const ms = (v: number) => `${v.toFixed(3)} ms`;

// Types one character at a pseudo-random paragraph end, `rounds` times; `after` runs per keystroke.
function typing(start: PMEditorState, rounds: number, after: (s: PMEditorState) => void): number[] {
  let state = start;
  const samples: number[] = [];
  let seed = 7;
  for (let i = 0; i < rounds; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const index = seed % state.doc.childCount;
    let pos = 0;
    for (let c = 0; c < index; c++) pos += state.doc.child(c).nodeSize;
    pos += state.doc.child(index).nodeSize - 1;
    const t0 = performance.now();
    state = state.apply(state.tr.insertText('字', pos));
    after(state);
    samples.push(performance.now() - t0);
  }
  return samples;
}

const ROUNDS = 2000;
const doc = markupDoc();
const peiyinState = createEditorState({ doc });
const basicState = EditorState.create({ doc: basicDoc(basic.schema), plugins: [history()] });

// The plugin's incremental answer is the full validation's answer.
if (JSON.stringify(getDocIssues(peiyinState)) !== JSON.stringify(validateDoc(doc))) throw new Error('plugin and validateDoc disagree');
console.log(`document: ${doc.childCount} paragraphs, speech length ${getSpeechLength(peiyinState)!.length}, markup nodes ${countMarkup(doc)}`);

// Warm up both paths so the JIT treats them alike, then measure them in alternating blocks so
// that garbage collection and CPU frequency fall on both alike.
// The editor's per-keystroke work: the plugin updates length and markup problems of the changed
// paragraph; the footer reads them.
const keystroke = (s: PMEditorState) => {
  getSpeechLength(s);
  getDocIssues(s);
};
typing(peiyinState, 300, keystroke);
typing(basicState, 300, () => {});
const markupSamples: number[] = [];
const plainSamples: number[] = [];
for (let block = 0; block < 10; block++) {
  markupSamples.push(...typing(peiyinState, ROUNDS / 10, keystroke));
  plainSamples.push(...typing(basicState, ROUNDS / 10, () => {}));
}
const withMarkup = stats(markupSamples);
const plain = stats(plainSamples);
console.log(`typing, @peiyin/ssml + length + validation: mean ${ms(withMarkup.mean)}, p50 ${ms(withMarkup.p50)}, p95 ${ms(withMarkup.p95)}`);
console.log(`typing, prosemirror-schema-basic:          mean ${ms(plain.mean)}, p50 ${ms(plain.p50)}, p95 ${ms(plain.p95)}`);
console.log(`ratio (mean): ${(withMarkup.mean / plain.mean).toFixed(2)}×   ratio (p95): ${(withMarkup.p95 / plain.p95).toFixed(2)}×   goal ≤ 3×, p95 ≤ 2 ms`);

const serialise: number[] = [];
const parseAndPlan: number[] = [];
for (let i = 0; i < 50; i++) {
  const t0 = performance.now();
  const ssml = toSsml(doc, { anchorId: 'xiaoxiao', anchorName: '晓晓' });
  planSynthesis(doc, { voice: { anchorId: 'xiaoxiao' } });
  serialise.push(performance.now() - t0);
  const t1 = performance.now();
  planSynthesis(ssml);
  parseAndPlan.push(performance.now() - t1);
  if (i === 0 && !parseSsml(ssml).eq(doc)) throw new Error('round trip failed on the benchmark document');
}
const s = stats(serialise.slice(5));
const pp = stats(parseAndPlan.slice(5));
console.log(`toSsml + planSynthesis(doc): mean ${ms(s.mean)}, p95 ${ms(s.p95)}   goal ≤ 20 ms`);
console.log(`planSynthesis(ssml string, parse included): mean ${ms(pp.mean)}, p95 ${ms(pp.p95)}`);

function countMarkup(d: PMNode): number {
  let n = 0;
  d.descendants((node) => {
    if (node.isInline && !node.isText) n++;
    return !node.isInline;
  });
  return n;
}

// TN throughput (issue 25: "stays within 1.2× of today's"): normalizeText of this tree against the text
// front-end as it was before issue 25's context rules (commit 819dc81), extracted from git into
// packages/ssml/node_modules/.cache and imported in this process, on the same number-dense text (every TN
// case of the own set, joined into ≈ 8 000-character paragraphs), alternately, so load hits both alike.
{
  const { execFileSync } = await import('node:child_process');
  const { existsSync, mkdirSync } = await import('node:fs');
  const path = await import('node:path');
  const { fileURLToPath, pathToFileURL } = await import('node:url');
  const { normalizeText } = await import('../packages/ssml/src/index.ts');
  const { TN_CASES } = await import('../packages/ssml/test/tn-cases.ts');
  const rev = '819dc81';
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = path.join(root, 'packages/ssml/node_modules/.cache', `tn-baseline-${rev}`);
  let before: typeof normalizeText | null = null;
  try {
    if (!existsSync(path.join(dir, 'packages/ssml/src/tn/normalize.ts'))) {
      mkdirSync(dir, { recursive: true });
      const tar = execFileSync('git', ['archive', rev, 'packages/ssml/src'], { cwd: root, maxBuffer: 1 << 28 });
      execFileSync('tar', ['-x', '-C', dir], { input: tar });
    }
    before = ((await import(pathToFileURL(path.join(dir, 'packages/ssml/src/tn/normalize.ts')).href)) as { normalizeText: typeof normalizeText }).normalizeText;
  } catch (error) {
    console.log(`TN throughput: no baseline (${error instanceof Error ? error.message.split('\n')[0] : String(error)}; needs git history)`);
  }
  if (before) {
    const paragraphs: string[] = [];
    let current = '';
    for (const c of TN_CASES) {
      current += `${c.written}。`;
      if (current.length >= 8000) {
        paragraphs.push(current);
        current = '';
      }
    }
    if (current) paragraphs.push(current);
    const chars = paragraphs.reduce((n, p) => n + p.length, 0);
    const time = (fn: typeof normalizeText) => {
      const t = performance.now();
      for (const p of paragraphs) fn(p);
      return performance.now() - t;
    };
    const now: number[] = [];
    const then: number[] = [];
    for (let round = 0; round < 12; round++) {
      then.push(time(before));
      now.push(time(normalizeText));
    }
    const med = (xs: number[]) => [...xs.slice(2)].sort((a, b) => a - b)[(xs.length - 2) >> 1]!;
    const rate = (msPer: number) => ((chars / msPer) * 1000) / 1e6;
    console.log(
      `TN throughput on ${chars} characters: now ${rate(med(now)).toFixed(2)} M chars/s, before issue 25 (${rev}) ${rate(med(then)).toFixed(2)} M chars/s; ` +
        `time now ÷ before ${(med(now) / med(then)).toFixed(2)}× — goal ≤ 1.2×`,
    );
  }
}
