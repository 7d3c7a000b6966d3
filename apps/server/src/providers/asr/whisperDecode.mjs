// Whisper's decoding loop over the two graphs of whisperGraph.mjs: the prompt is fed in one step, then a beam
// search (greedy with one beam) takes a token a step for each hypothesis, until end of text. With timestamps, Whisper also says
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
 * @property {(tokens: number[]) => Promise<Float32Array[]>} begin the logits after each of `tokens`, fed from position 0 (one hypothesis)
 * @property {(tokens: number[], position: number, sources: number[]) => Promise<Float32Array[]>} step one token for each
 *   hypothesis, at `position`, hypothesis i continuing the previous step's hypothesis `sources[i]`; the logits after each
 * @property {number} language the language token (<|zh|> = 50260)
 * @property {number[]} [prompt] text before the audio (ids, without <|startofprev|>): steers script and punctuation
 * @property {number} maxTokens at most this many tokens of text (timestamps not counted)
 * @property {readonly number[]} suppress ids never chosen (config.json `suppress_ids`)
 * @property {readonly number[]} suppressAtBegin ids not chosen first (config.json `suppress_ids_begin`: a space, end of text)
 * @property {boolean} [timestamps] true: Whisper writes <|t|> text <|t|> around each segment of speech, by OpenAI's
 *   timestamp rules, and the segments come back with their times; false: one segment, untimed (<|notimestamps|>)
 * @property {number} [beamSize] hypotheses kept at each step (Whisper's beam search, patience 1); 1, the default, is greedy
 */

/**
 * @typedef {object} DecodedSegment
 * @property {number} start seconds from the window's start
 * @property {number | null} end seconds from the window's start; null when the text ran to the end unclosed (a cut loop, the token cap)
 * @property {number[]} ids the segment's text tokens
 */

/**
 * @typedef {object} Hypothesis
 * @property {number[]} seq the tokens chosen, timestamps included, end of text not
 * @property {number[]} sums the log-probability of the sequence after each of its tokens
 * @property {number} logProb the whole sequence's, end of text included once it ends
 * @property {number} source the hypothesis of the previous step it continues
 * @property {boolean} looped
 */

/**
 * The token ids of one window's text, in timed segments, with what tells speech from noise. Whisper's beam search
 * (whisper/decoding.py `BeamSearchDecoder`): each hypothesis offers its beamSize + 1 likeliest next tokens, the
 * beamSize likeliest sequences go on, those that end are set aside until beamSize have ended; the one with the best
 * log-probability per token wins. A hypothesis that starts repeating itself is dropped, or, when it is the
 * likeliest, ends the search cut back to its loop's first round (Whisper's known failure on noise and music).
 * @param {DecodeOptions} options
 * @returns {Promise<{ ids: number[], segments: DecodedSegment[], noSpeech: number, avgLogProb: number, looped: boolean }>}
 */
export async function decode(options) {
  const timed = options.timestamps === true;
  const beamSize = Math.max(1, Math.floor(options.beamSize ?? 1));
  const prompt = options.prompt?.length ? [TOKENS.startOfPrevious, ...options.prompt] : [];
  const start = [...prompt, TOKENS.startOfTranscript, options.language, TOKENS.transcribe, ...(timed ? [] : [TOKENS.noTimestamps])];
  const after = await options.begin(start);
  let logits = [/** @type {Float32Array} */ (after.at(-1))];
  let position = start.length;
  // Whisper reads "no speech" off the distribution right after <|startoftranscript|>
  const noSpeech = softmaxAt(after[start.indexOf(TOKENS.startOfTranscript)], TOKENS.noSpeech);
  const vocabulary = logits[0].length;
  const blocked = new Uint8Array(vocabulary);
  for (const id of options.suppress) if (id < vocabulary) blocked[id] = 1;
  // No special token but end of text (and, when timed, the timestamps) in the text: languages, tasks, <|notimestamps|>.
  for (let id = TOKENS.endOfText + 1; id < (timed ? TIMESTAMP_BEGIN : vocabulary); id++) blocked[id] = 1;
  const cap = 448 - start.length - 1;
  const allowed = new Uint8Array(vocabulary);
  const textCount = (/** @type {number[]} */ seq) => seq.reduce((n, id) => n + (id < TOKENS.endOfText ? 1 : 0), 0);

  /** @type {Hypothesis[]} */
  let live = [{ seq: [], sums: [], logProb: 0, source: 0, looped: false }];
  /** @type {Hypothesis[]} */
  const finished = [];
  while (live.length > 0 && finished.length < beamSize) {
    /** @type {Map<string, Hypothesis>} the offered sequences; the same one offered twice keeps its better score */
    const offered = new Map();
    live.forEach((hypothesis, source) => {
      const scores = logits[source];
      for (let id = 0; id < vocabulary; id++) allowed[id] = blocked[id] ^ 1;
      if (hypothesis.seq.length === 0) for (const id of options.suppressAtBegin) allowed[id] = 0;
      if (timed) timestampRules(hypothesis.seq, scores, allowed);
      const norm = logSumExp(scores, allowed);
      for (const id of topAllowed(scores, allowed, beamSize + 1)) {
        const logProb = hypothesis.logProb + scores[id] - norm;
        const seq = [...hypothesis.seq, id];
        const key = seq.join(',');
        const known = offered.get(key);
        if (!known || known.logProb < logProb) offered.set(key, { seq, sums: [...hypothesis.sums, logProb], logProb, source, looped: false });
      }
    });
    /** @type {Hypothesis[]} */
    const next = [];
    /** @type {Hypothesis[]} */
    const ended = [];
    let stop = false;
    for (const candidate of [...offered.values()].sort((a, b) => b.logProb - a.logProb)) {
      if (candidate.seq.at(-1) === TOKENS.endOfText) {
        ended.push({ ...candidate, seq: candidate.seq.slice(0, -1), sums: candidate.sums.slice(0, -1) });
        continue;
      }
      if (candidate.seq.at(-1) < TOKENS.endOfText) {
        const text = candidate.seq.filter((id) => id < TOKENS.endOfText);
        const loop = loopStart(text);
        if (loop >= 0) {
          if (next.length > 0 || ended.length > 0) continue;
          // the likeliest sequence of all loops: the search ends with it, cut back to where the loop began
          let kept = 0;
          let cut = 0;
          while (kept < loop) if (candidate.seq[cut++] < TOKENS.endOfText) kept++;
          ended.push({ ...candidate, seq: candidate.seq.slice(0, cut), sums: candidate.sums.slice(0, cut), logProb: cut > 0 ? candidate.sums[cut - 1] : 0, looped: true });
          stop = true;
          break;
        }
      }
      next.push(candidate);
      if (next.length === beamSize) break;
    }
    for (const hypothesis of ended) if (finished.length < beamSize || hypothesis.looped) finished.push(hypothesis);
    // (ended is in order of likelihood, as Whisper adds newly finished sequences)
    if (stop || next.length === 0 || finished.length >= beamSize) break;
    // the length caps end the search as Whisper's sample_len does
    if (textCount(next[0].seq) >= options.maxTokens || next[0].seq.length >= cap) {
      live = next;
      break;
    }
    logits = await options.step(next.map((h) => /** @type {number} */ (h.seq.at(-1))), position++, next.map((h) => h.source));
    live = next;
  }
  // too few ended (a length cap): the live ones compete too, as they are
  const stopped = finished.some((h) => h.looped);
  const pool = stopped ? finished : [...finished, ...live.slice(0, Math.max(0, beamSize - finished.length))];
  const best = pool.reduce((a, b) => (b.logProb / Math.max(1, b.seq.length) > a.logProb / Math.max(1, a.seq.length) ? b : a));
  return {
    ids: best.seq.filter((id) => id < TOKENS.endOfText),
    segments: segmentsOf(best.seq),
    noSpeech,
    avgLogProb: best.logProb / (best.seq.length + 1),
    looped: best.looped,
  };
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
  // the timestamps' probability together against the likeliest text token (the softmax's denominator cancels)
  let maxText = -Infinity;
  for (let id = 0; id < TIMESTAMP_BEGIN; id++) if (allowed[id] && logits[id] > maxText) maxText = logits[id];
  let maxTime = -Infinity;
  for (let id = TIMESTAMP_BEGIN; id < logits.length; id++) if (allowed[id] && logits[id] > maxTime) maxTime = logits[id];
  if (maxTime === -Infinity || maxText === -Infinity) return;
  let times = 0;
  for (let id = TIMESTAMP_BEGIN; id < logits.length; id++) if (allowed[id]) times += Math.exp(logits[id] - maxTime);
  if (maxTime + Math.log(times) > maxText) forbid(0, TIMESTAMP_BEGIN);
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

/**
 * The `k` allowed ids with the highest scores, best first (ties: the lower id first).
 * @param {Float32Array} scores @param {Uint8Array} allowed @param {number} k
 */
export function topAllowed(scores, allowed, k) {
  /** @type {number[]} */
  const top = [];
  for (let id = 0; id < scores.length; id++) {
    if (!allowed[id]) continue;
    if (top.length === k && scores[id] <= scores[top[k - 1]]) continue;
    if (top.length === k) top.pop();
    let at = top.length;
    while (at > 0 && scores[top[at - 1]] < scores[id]) at--;
    top.splice(at, 0, id);
  }
  return top;
}

/** log Σ exp(score) over the allowed ids (`allowed` null: all). @param {Float32Array} scores @param {Uint8Array | null} allowed */
function logSumExp(scores, allowed) {
  let max = -Infinity;
  for (let i = 0; i < scores.length; i++) if ((!allowed || allowed[i]) && scores[i] > max) max = scores[i];
  let sum = 0;
  for (let i = 0; i < scores.length; i++) if (!allowed || allowed[i]) sum += Math.exp(scores[i] - max);
  return max + Math.log(sum);
}

/** @param {Float32Array} logits @param {number} id */
const softmaxAt = (logits, id) => Math.exp(logits[id] - logSumExp(logits, null));
