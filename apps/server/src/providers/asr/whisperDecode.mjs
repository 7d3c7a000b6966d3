// Whisper's decoding loop, greedy, over the two graphs of whisperGraph.mjs: the prompt is fed in one step,
// then the most likely token is taken, one step each, until end of text. With timestamps, Whisper also says
// where each segment of speech starts and ends (20 ms steps), which the transcript's sentences and subtitles keep.
// Kept apart from onnxruntime (the caller passes `step`) so the rules are tested without a model.

/** Whisper's multilingual special tokens (tokenizer.json `added_tokens`). */
export const TOKENS = { endOfText: 50257, startOfTranscript: 50258, translate: 50358, transcribe: 50359, startOfPrevious: 50361, noSpeech: 50362, noTimestamps: 50363 };

/**
 * Whether the sequence now ends in a loop: a unit of 1-16 tokens
 * repeated (8 times for a single token, 4 for longer units). Whisper's known failure on noise, music and
 * synthetic voices; answers how many tokens to keep (the loop's first round), or -1.
 * @param {number[]} ids
 */
export function loopStart(ids) {
  for (let unit = 1; unit <= 16; unit++) {
    const rounds = unit === 1 ? 8 : 4;
    if (ids.length < unit * rounds) continue;
    const end = ids.length;
    let repeated = true;
    for (let i = end - unit * (rounds - 1); i < end && repeated; i++) repeated = ids[i] === ids[i - unit];
    if (repeated) {
      // back to where the loop began
      let start = end - unit * rounds;
      while (start > 0 && ids[start - 1] === ids[start - 1 + unit]) start--;
      return start + unit;
    }
  }
  return -1;
}

/** The first timestamp token, <|0.00|>; each next one is 20 ms later, up to <|30.00|>. */
export const TIMESTAMP_BEGIN = TOKENS.noTimestamps + 1;
/** Timestamp tokens per second (20 ms each). */
export const TIMESTAMPS_PER_SECOND = 50;
/** Whisper's `max_initial_timestamp`: the text starts within the window's first second. */
const MAX_INITIAL_TIMESTAMP = 50;

/**
 * @typedef {object} DecodeOptions
 * @property {(tokens: number[], position: number) => Promise<Float32Array[]>} step the logits after each of `tokens`, the first at `position`
 * @property {number} language the language token (<|zh|> = 50260)
 * @property {number[]} [prompt] text before the audio (ids, without <|startofprev|>): steers script and punctuation
 * @property {number} maxTokens at most this many tokens of text (timestamps not counted)
 * @property {readonly number[]} suppress ids never chosen (config.json `suppress_ids`)
 * @property {readonly number[]} suppressAtBegin ids not chosen first (config.json `suppress_ids_begin`: a space, end of text)
 * @property {boolean} [timestamps] true: Whisper writes <|t|> text <|t|> around each segment of speech, by OpenAI's
 *   timestamp rules, and the segments come back with their times; false: one segment, untimed (<|notimestamps|>)
 */

/**
 * @typedef {object} DecodedSegment
 * @property {number} start seconds from the window's start
 * @property {number | null} end seconds from the window's start; null when the text ran to the end unclosed (a cut loop, the token cap)
 * @property {number[]} ids the segment's text tokens
 */

/**
 * The token ids of one window's text, in timed segments, with what tells speech from noise.
 * @param {DecodeOptions} options
 * @returns {Promise<{ ids: number[], segments: DecodedSegment[], noSpeech: number, avgLogProb: number, looped: boolean }>}
 */
export async function decodeGreedy(options) {
  const timed = options.timestamps === true;
  const prompt = options.prompt?.length ? [TOKENS.startOfPrevious, ...options.prompt] : [];
  const start = [...prompt, TOKENS.startOfTranscript, options.language, TOKENS.transcribe, ...(timed ? [] : [TOKENS.noTimestamps])];
  const after = await options.step(start, 0);
  let logits = /** @type {Float32Array} */ (after.at(-1));
  let position = start.length;
  // Whisper reads "no speech" off the distribution right after <|startoftranscript|>
  const noSpeech = softmaxAt(after[start.indexOf(TOKENS.startOfTranscript)], TOKENS.noSpeech);
  const blocked = new Uint8Array(logits.length);
  for (const id of options.suppress) if (id < blocked.length) blocked[id] = 1;
  // No special token but end of text (and, when timed, the timestamps) in the text: languages, tasks, <|notimestamps|>.
  for (let id = TOKENS.endOfText + 1; id < (timed ? TIMESTAMP_BEGIN : blocked.length); id++) blocked[id] = 1;
  /** every token chosen, timestamps included */
  const seq = [];
  /** where each text token is in `seq` */
  const textAt = [];
  let logProb = 0;
  let looped = false;
  const cap = 448 - start.length - 1;
  const allowed = new Uint8Array(logits.length);
  while (textAt.length < options.maxTokens && seq.length < cap) {
    for (let id = 0; id < allowed.length; id++) allowed[id] = blocked[id] ? 0 : 1;
    if (seq.length === 0) for (const id of options.suppressAtBegin) allowed[id] = 0;
    if (timed) timestampRules(seq, logits, allowed);
    const best = argmax(logits, allowed);
    logProb += logSoftmaxAt(logits, allowed, best);
    if (best === TOKENS.endOfText) break;
    seq.push(best);
    if (best < TOKENS.endOfText) {
      textAt.push(seq.length - 1);
      const loop = loopStart(textAt.map((i) => seq[i]));
      if (loop >= 0) {
        seq.length = textAt[loop];
        textAt.length = loop;
        looped = true;
        break;
      }
    }
    [logits] = await options.step([best], position++);
  }
  return { ids: textAt.map((i) => seq[i]), segments: segmentsOf(seq), noSpeech, avgLogProb: logProb / (textAt.length + 1), looped };
}

/**
 * OpenAI's timestamp rules (whisper/decoding.py `ApplyTimestampRules`), on what may come next after `seq`: the
 * first token is a timestamp within the first second; timestamps come in pairs (the end of a segment, then the
 * start of the next), except just before the end of text; they never go back, and a segment is never empty;
 * and when the timestamps together are likelier than any single text token, a timestamp it is.
 * @param {number[]} seq the tokens chosen so far
 * @param {Float32Array} logits
 * @param {Uint8Array} allowed narrowed in place
 */
export function timestampRules(seq, logits, allowed) {
  const forbid = (/** @type {number} */ from, /** @type {number} */ to) => allowed.fill(0, from, Math.min(to, allowed.length));
  allowed[TOKENS.noTimestamps] = 0;
  if (seq.length === 0) {
    forbid(0, TIMESTAMP_BEGIN);
    forbid(TIMESTAMP_BEGIN + MAX_INITIAL_TIMESTAMP + 1, allowed.length);
  }
  const isTime = (/** @type {number | undefined} */ id) => id !== undefined && id >= TIMESTAMP_BEGIN;
  const last = isTime(seq.at(-1));
  const penultimate = seq.length < 2 || isTime(seq.at(-2));
  if (last) {
    if (penultimate) forbid(TIMESTAMP_BEGIN, allowed.length);
    else forbid(0, TOKENS.endOfText);
  }
  let lastTime = -1;
  for (let i = seq.length - 1; i >= 0 && lastTime < 0; i--) if (isTime(seq[i])) lastTime = seq[i];
  if (lastTime >= 0) forbid(TIMESTAMP_BEGIN, last && !penultimate ? lastTime : lastTime + 1);
  // the timestamps' probability together against the likeliest text token
  let max = -Infinity;
  for (let id = 0; id < logits.length; id++) if (allowed[id] && logits[id] > max) max = logits[id];
  if (max === -Infinity) return;
  let times = 0;
  let bestText = 0;
  for (let id = 0; id < logits.length; id++) {
    if (!allowed[id]) continue;
    const p = Math.exp(logits[id] - max);
    if (id >= TIMESTAMP_BEGIN) times += p;
    else if (p > bestText) bestText = p;
  }
  if (times > bestText) forbid(0, TIMESTAMP_BEGIN);
}

/**
 * The timed segments of a sequence: <|a|> text <|b|> is text from a to b; text with no closing timestamp runs to
 * the end (null); text with no opening one starts where the last segment ended (or at 0).
 * @param {number[]} seq
 * @returns {DecodedSegment[]}
 */
export function segmentsOf(seq) {
  /** @type {DecodedSegment[]} */
  const segments = [];
  /** @type {number | null} */
  let start = null;
  let lastEnd = 0;
  /** @type {number[]} */
  let ids = [];
  for (const id of seq) {
    if (id < TIMESTAMP_BEGIN) {
      ids.push(id);
      continue;
    }
    const time = (id - TIMESTAMP_BEGIN) / TIMESTAMPS_PER_SECOND;
    if (ids.length > 0) {
      segments.push({ start: start ?? lastEnd, end: time, ids });
      ids = [];
      start = null;
      lastEnd = time;
    } else start = time;
  }
  if (ids.length > 0) segments.push({ start: start ?? lastEnd, end: null, ids });
  return segments;
}

/** @param {Float32Array} logits @param {Uint8Array} allowed */
function argmax(logits, allowed) {
  let best = -1;
  for (let id = 0; id < logits.length; id++) if (allowed[id] && (best < 0 || logits[id] > logits[best])) best = id;
  return best;
}

/** The log-probability of `id` among the allowed tokens (as Whisper scores a sequence: after its filters). @param {Float32Array} logits @param {Uint8Array | null} allowed @param {number} id */
function logSoftmaxAt(logits, allowed, id) {
  let max = -Infinity;
  for (let i = 0; i < logits.length; i++) if ((!allowed || allowed[i]) && logits[i] > max) max = logits[i];
  let sum = 0;
  for (let i = 0; i < logits.length; i++) if (!allowed || allowed[i]) sum += Math.exp(logits[i] - max);
  return logits[id] - max - Math.log(sum);
}

/** @param {Float32Array} logits @param {number} id */
const softmaxAt = (logits, id) => Math.exp(logSoftmaxAt(logits, null, id));
