// Whisper's decoding loop, greedy, over the two graphs of whisperGraph.mjs: the prompt is fed in one step,
// then the most likely token is taken, one step each, until end of text.
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

/**
 * @typedef {object} DecodeOptions
 * @property {(tokens: number[], position: number) => Promise<Float32Array[]>} step the logits after each of `tokens`, the first at `position`
 * @property {number} language the language token (<|zh|> = 50260)
 * @property {number[]} [prompt] text before the audio (ids, without <|startofprev|>): steers script and punctuation
 * @property {number} maxTokens at most this many tokens of text
 * @property {readonly number[]} suppress ids never chosen (config.json `suppress_ids`)
 * @property {readonly number[]} suppressAtBegin ids not chosen first (config.json `suppress_ids_begin`: a space, end of text)
 */

/**
 * The token ids of one window's text, with what tells speech from noise.
 * @param {DecodeOptions} options
 * @returns {Promise<{ ids: number[], noSpeech: number, avgLogProb: number, looped: boolean }>}
 */
export async function decodeGreedy(options) {
  const prompt = options.prompt?.length ? [TOKENS.startOfPrevious, ...options.prompt] : [];
  const start = [...prompt, TOKENS.startOfTranscript, options.language, TOKENS.transcribe, TOKENS.noTimestamps];
  const after = await options.step(start, 0);
  let logits = /** @type {Float32Array} */ (after.at(-1));
  let position = start.length;
  // Whisper reads "no speech" off the distribution right after <|startoftranscript|>
  const noSpeech = softmaxAt(after[start.indexOf(TOKENS.startOfTranscript)], TOKENS.noSpeech);
  const blocked = new Uint8Array(logits.length);
  for (const id of options.suppress) if (id < blocked.length) blocked[id] = 1;
  // No special token but end of text in the text (timestamps, languages, tasks).
  for (let id = TOKENS.endOfText + 1; id < blocked.length; id++) blocked[id] = 1;
  const ids = [];
  let logProb = 0;
  let looped = false;
  const limit = Math.min(options.maxTokens, 448 - start.length - 1);
  while (ids.length < limit) {
    let best = -1;
    for (let id = 0; id < logits.length; id++) {
      if (blocked[id] || (ids.length === 0 && options.suppressAtBegin.includes(id))) continue;
      if (best < 0 || logits[id] > logits[best]) best = id;
    }
    logProb += logSoftmaxAt(logits, best);
    if (best === TOKENS.endOfText) break;
    ids.push(best);
    const loop = loopStart(ids);
    if (loop >= 0) {
      ids.length = loop;
      looped = true;
      break;
    }
    [logits] = await options.step([best], position++);
  }
  return { ids, noSpeech, avgLogProb: logProb / (ids.length + 1), looped };
}

/** @param {Float32Array} logits @param {number} id */
function logSoftmaxAt(logits, id) {
  let max = -Infinity;
  for (const v of logits) if (v > max) max = v;
  let sum = 0;
  for (const v of logits) sum += Math.exp(v - max);
  return logits[id] - max - Math.log(sum);
}

/** @param {Float32Array} logits @param {number} id */
const softmaxAt = (logits, id) => Math.exp(logSoftmaxAt(logits, id));
