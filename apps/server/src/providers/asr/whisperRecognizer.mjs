// Whisper base loaded once and ready to recognise windows of up to 30 s: the graphs written from model.bin
// (whisperGraph.mjs), the tokenizer (whisperText.mjs) and the decoding loop with timestamps (whisperDecode.mjs). Used by the
// recogniser's process (whisperWorker.mjs) and by `pnpm bench voice-cer`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ort from 'onnxruntime-node';
import { Converter } from 'opencc-js/t2cn';
import { alignRows, FRAMES_PER_SECOND, timedSentences } from './whisperAlign.mjs';
import { decode, TOKENS } from './whisperDecode.mjs';
import { decoderModel, encoderModel, N_SAMPLES, readCt2, SAMPLE_RATE, VOCAB } from './whisperGraph.mjs';
import { frameDb, SEGMENT_SETTINGS } from './whisperSegments.mjs';
import { createTokenizer } from './whisperText.mjs';

/** Tokens of text a second of speech can hold, generously (Mandarin ≈ 4-7 characters, 1-2 tokens each). */
const TOKENS_PER_SECOND = 15;
const LAYERS = 6;
/** Hypotheses of the beam search: one (greedy); five gained 0.8 points of CER on 25 s clips, none on single sentences, for 1.65-1.8× the time. */
const BEAM_SIZE = 1;
/** Encoder frames in a 30 s window. */
const AUDIO_FRAMES = 1500;
const NOTHING = Object.freeze({ segments: Object.freeze([]), doneUntil: null });
/** Windows read for one piece at most (the first, and again after Whisper stopped early). */
const MAX_PASSES = 4;

/** ASCII punctuation Whisper writes inside Chinese text, and the full-width marks a Chinese script uses. */
const FULL_WIDTH = new Map([[',', '，'], ['?', '？'], ['!', '！'], [':', '：'], [';', '；']]);

/**
 * `,` → `，` and the like where a Chinese character is on either side (not in "1,000" or English).
 * @param {string} text
 */
export function chinesePunctuation(text) {
  const chars = [...text];
  const han = (/** @type {string | undefined} */ c) => c !== undefined && /\p{Script=Han}/u.test(c);
  return chars.map((c, i) => (FULL_WIDTH.has(c) && (han(chars[i - 1]) || han(chars[i + 1]?.trim() ? chars[i + 1] : chars[i + 2])) ? FULL_WIDTH.get(c) : c)).join('');
}

/**
 * Whether `text` is the prompt given back: Whisper's answer to audio it cannot make out is often its prompt
 * (measured: 2 of 220 espeak sentences came back as 以下是普通话的句子…). Letters and digits compared, at least
 * four of them, so a real short reply is not taken for an echo by chance.
 * @param {string} text
 * @param {string} prompt
 */
export function echoesPrompt(text, prompt) {
  const core = (/** @type {string} */ s) => [...s].filter((c) => /[\p{L}\p{N}]/u.test(c)).join('');
  const said = core(text);
  return said.length >= 4 && core(prompt).includes(said);
}

/** 20 ms frames at 16 kHz, as the segmenter reads them. */
const FRAME = (SEGMENT_SETTINGS.rate * SEGMENT_SETTINGS.frameMs) / 1000;

/** The level (dB) of each whole 20 ms frame. @param {Float32Array} samples */
function frameEnergies(samples) {
  const out = [];
  for (let at = 0; at + FRAME <= samples.length; at += FRAME) out.push(frameDb(samples, at, FRAME));
  return out;
}

/** The loudest 20 ms frame's energy, dB. @param {Float32Array} samples */
const loudestFrame = (samples) => Math.max(-120, ...frameEnergies(samples));

/**
 * Whether `samples` still hold speech: a frame within 30 dB of the piece's loudest (the pieces were cut at
 * pauses against the recording's noise floor, whisperSegments.mjs; what is left after Whisper stopped is either
 * more speech or the piece's closing pause).
 * @param {Float32Array} samples @param {number} loudest
 */
export function hasSpeech(samples, loudest) {
  return frameEnergies(samples).some((e) => e > loudest - 30);
}

/**
 * @typedef {{ beginMs: number, endMs: number, text: string }} TimedText
 */

/**
 * A piece read window by window: Whisper reads it from the start; when its text ended (`doneUntil`, seconds) with
 * at least a second of the piece left and speech in it, it reads again from there, at most MAX_PASSES times.
 * @param {Float32Array} samples a piece of up to 30 s
 * @param {(samples: Float32Array) => Promise<{ segments: readonly TimedText[], doneUntil: number | null }>} read one window (ms from its start)
 * @returns {Promise<TimedText[]>} ms from the piece's start
 */
export async function readPiece(samples, read) {
  const loud = loudestFrame(samples);
  /** @type {TimedText[]} */
  const out = [];
  let from = 0;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const part = await read(samples.subarray(from));
    const offsetMs = (from / SAMPLE_RATE) * 1000;
    out.push(...part.segments.map((s) => ({ ...s, beginMs: s.beginMs + offsetMs, endMs: s.endMs + offsetMs })));
    if (part.segments.length === 0 || part.doneUntil === null) break;
    const next = from + Math.round(part.doneUntil * SAMPLE_RATE);
    if (next <= from || samples.length - next < SAMPLE_RATE || !hasSpeech(samples.subarray(next), loud)) break;
    from = next;
  }
  return out;
}

/**
 * @param {{ modelDir: string, threads: number, language: string, prompt: string, beamSize?: number }} options `beamSize`: 1 (greedy) unless given
 */
export async function loadWhisper(options) {
  const sessionOptions = {
    intraOpNumThreads: options.threads,
    interOpNumThreads: 1,
    graphOptimizationLevel: /** @type {const} */ ('all'),
    extra: { session: { intra_op: { allow_spinning: '0' } } },
  };
  const config = JSON.parse(readFileSync(path.join(options.modelDir, 'config.json'), 'utf8'));
  /** @type {[number, number][]} */
  const alignmentHeads = config.alignment_heads ?? [];
  if (alignmentHeads.length === 0) throw new Error('config.json names no alignment_heads');
  const { variables } = readCt2(readFileSync(path.join(options.modelDir, 'model.bin')));
  const encoder = await ort.InferenceSession.create(encoderModel(variables), sessionOptions);
  const decoder = await ort.InferenceSession.create(decoderModel(variables, { alignmentHeads }), sessionOptions);
  variables.clear();
  const tokenizer = createTokenizer(JSON.parse(readFileSync(path.join(options.modelDir, 'tokenizer.json'), 'utf8')));
  // '' (detect) is read as Mandarin, the studio's language; a code Whisper does not know as well.
  let language = options.language || 'zh';
  let languageToken;
  try {
    languageToken = tokenizer.special(`<|${language}|>`);
  } catch {
    language = 'zh';
    languageToken = tokenizer.special('<|zh|>');
  }
  const prompt = options.prompt ? tokenizer.encode(options.prompt) : [];
  // Whisper writes Mandarin in traditional characters now and then, whatever the prompt: folded to simplified.
  const toSimplified = Converter({ from: 't', to: 'cn' });
  const finish = language === 'zh' ? (/** @type {string} */ text) => chinesePunctuation(toSimplified(text)) : (/** @type {string} */ text) => text;

  /**
   * The text of up to 30 s of 16 kHz mono samples, whole and in timed sentences (ms from the samples' start); ''
   * and none when Whisper hears no speech. Whisper sometimes ends its text well before the audio does (measured:
   * with the prompt, 4 of 22 clips of 24-27 s lost their last 1-6 sentences); as OpenAI's transcribe moves its
   * window to the last segment's end, the rest is then read again from there, while speech is left in it.
   * @param {Float32Array} samples
   * @returns {Promise<{ text: string, segments: { beginMs: number, endMs: number, text: string }[] }>}
   */
  async function recognise(samples) {
    const segments = await readPiece(samples.subarray(0, N_SAMPLES), recogniseWindow);
    return { text: segments.map((segment) => segment.text).join(language === 'zh' ? '' : ' '), segments };
  }

  /**
   * One window: its sentences, and where Whisper's text ended (seconds; null when it ran to the window's end).
   * @param {Float32Array} samples
   * @returns {Promise<{ segments: { beginMs: number, endMs: number, text: string }[], doneUntil: number | null }>}
   */
  async function recogniseWindow(samples) {
    const window = new Float32Array(N_SAMPLES);
    window.set(samples.subarray(0, N_SAMPLES));
    const encoded = await encoder.run({ audio: new ort.Tensor('float32', window, [1, N_SAMPLES]) });
    /** Empty caches (one hypothesis) and the window's cross-attention keys and values. */
    const fresh = () => {
      /** @type {Record<string, import('onnxruntime-node').Tensor>} */
      const feeds = {};
      for (let l = 0; l < LAYERS; l++) {
        feeds[`cross_k${l}`] = encoded[`cross_k${l}`];
        feeds[`cross_v${l}`] = encoded[`cross_v${l}`];
        feeds[`self_k${l}`] = new ort.Tensor('float32', new Float32Array(0), [1, 8, 64, 0]);
        feeds[`self_v${l}`] = new ort.Tensor('float32', new Float32Array(0), [1, 8, 0, 64]);
      }
      return feeds;
    };
    const feeds = fresh();
    /**
     * n tokens for each hypothesis, hypothesis i continuing the caches' hypothesis `sources[i]`.
     * @param {Record<string, import('onnxruntime-node').Tensor>} caches @param {number[][]} tokens @param {number} position @param {number[]} sources
     */
    const run = (caches, tokens, position, sources) => {
      const n = tokens[0].length;
      const past = /** @type {number} */ (caches.self_v0.dims[2]);
      // token i sees the past and the new tokens up to itself
      const mask = new Float32Array(n * (past + n));
      for (let i = 0; i < n; i++) mask.fill(-1e9, i * (past + n) + past + i + 1, (i + 1) * (past + n));
      return decoder.run({
        ...caches,
        tokens: new ort.Tensor('int64', BigInt64Array.from(tokens.flat(), (t) => BigInt(t)), [tokens.length, n]),
        positions: new ort.Tensor('int64', BigInt64Array.from({ length: n }, (_, i) => BigInt(position + i)), [n]),
        mask: new ort.Tensor('float32', mask, [n, past + n]),
        beams: new ort.Tensor('int64', BigInt64Array.from(sources, (b) => BigInt(b)), [sources.length]),
      });
    };
    /** @param {number[][]} tokens @param {number} position @param {number[]} sources */
    const step = async (tokens, position, sources) => {
      const out = await run(feeds, tokens, position, sources);
      for (let l = 0; l < LAYERS; l++) {
        feeds[`self_k${l}`] = out[`next_k${l}`];
        feeds[`self_v${l}`] = out[`next_v${l}`];
      }
      const logits = /** @type {Float32Array} */ (out.logits.data);
      return Array.from({ length: logits.length / VOCAB }, (_, i) => logits.subarray(i * VOCAB, (i + 1) * VOCAB));
    };
    const seconds = Math.min(samples.length, N_SAMPLES) / SAMPLE_RATE;
    const result = await decode({
      begin: (tokens) => step([tokens], 0, [0]),
      step: (tokens, position, sources) => step(tokens.map((t) => [t]), position, sources),
      beamSize: options.beamSize ?? BEAM_SIZE,
      language: languageToken,
      prompt,
      maxTokens: Math.ceil(10 + TOKENS_PER_SECOND * seconds),
      suppress: config.suppress_ids ?? [],
      suppressAtBegin: config.suppress_ids_begin ?? [],
      timestamps: true,
    });
    // Whisper's own rule for a window without speech: "no speech" likely and the text unsure.
    if (result.noSpeech > 0.6 && result.avgLogProb < -1) return NOTHING;
    if (result.ids.length === 0) return NOTHING;

    // Each token's time: the text fed once more, without the prompt (as OpenAI aligns), after <|notimestamps|>;
    // the rows from that token on are the ones that predicted each text token, then the end of text.
    const sequence = [TOKENS.startOfTranscript, languageToken, TOKENS.transcribe, TOKENS.noTimestamps, ...result.ids, TOKENS.endOfText];
    const aligned = await run(fresh(), [sequence], 0, [0]);
    const heads = alignmentHeads.length;
    const rows = result.ids.length + 1;
    const all = /** @type {Float32Array} */ (aligned.alignment.data);
    const scores = new Float32Array(heads * rows * AUDIO_FRAMES);
    for (let h = 0; h < heads; h++) scores.set(all.subarray((h * sequence.length + 3) * AUDIO_FRAMES, (h * sequence.length + 3 + rows) * AUDIO_FRAMES), h * rows * AUDIO_FRAMES);
    const times = alignRows(scores, heads, rows, Math.ceil(seconds * FRAMES_PER_SECOND));
    const breaks = new Set();
    let count = 0;
    for (const segment of result.segments) {
      if (count > 0) breaks.add(count);
      count += segment.ids.length;
    }

    const ms = (/** @type {number} */ s) => Math.round(Math.min(s, seconds) * 1000);
    const segments = timedSentences({ times, breaks, pieces: tokenizer.pieces(result.ids) })
      .map((sentence) => ({ beginMs: ms(sentence.start), endMs: ms(sentence.end), text: finish(sentence.text.trim()) }))
      .filter((sentence) => sentence.text !== '');
    const text = segments.map((segment) => segment.text).join(language === 'zh' ? '' : ' ');
    if (echoesPrompt(text, options.prompt)) return NOTHING;
    const last = result.segments.at(-1);
    return { segments, doneUntil: result.looped || !last || last.end === null ? null : last.end };
  }

  return {
    language,
    recognise,
    async close() {
      await Promise.all([encoder.release(), decoder.release()]);
    },
  };
}
