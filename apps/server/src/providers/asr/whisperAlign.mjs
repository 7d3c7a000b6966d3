// When each token of Whisper's text was said: OpenAI's word-timestamp method (whisper/timing.py `find_alignment`),
// on the cross-attention of the few decoder heads known to follow the audio (config.json `alignment_heads`).
// The text is fed once more after decoding; those heads' scores over the audio frames, normalised per frame and
// smoothed, form a token × frame similarity, and dynamic time warping finds the monotonic path through it. A
// token starts at the frame where the path first reaches it. Whisper base without this gives times only per
// segment (often 20 s of Mandarin); with it a sentence's subtitle starts and ends where it is said.
// Pure: the caller runs the graph (whisperRecognizer.mjs).

/** Audio frames per second in the encoder's output (1500 per 30 s window). */
export const FRAMES_PER_SECOND = 50;
const MEDIAN_WIDTH = 7;

/**
 * Each row's time, in seconds from the window's start.
 * @param {Float32Array} scores the alignment heads' cross-attention scores [heads, rows, 1500] (row-major)
 * @param {number} heads
 * @param {number} rows
 * @param {number} frames how many frames hold the audio (its seconds × 50); the rest of the window is padding
 * @returns {number[]} for each row, the time the path first reaches it, then one more: where the last row ends
 */
export function alignRows(scores, heads, rows, frames) {
  const width = scores.length / heads / rows;
  frames = Math.max(1, Math.min(frames, width));
  const mean = new Float64Array(rows * frames);
  const row = new Float64Array(frames);
  const column = new Float64Array(rows);
  const normalised = new Float64Array(rows * frames);
  for (let h = 0; h < heads; h++) {
    // softmax over the audio frames, per token
    for (let r = 0; r < rows; r++) {
      const at = (h * rows + r) * width;
      let max = -Infinity;
      for (let f = 0; f < frames; f++) max = Math.max(max, scores[at + f]);
      let sum = 0;
      for (let f = 0; f < frames; f++) sum += row[f] = Math.exp(scores[at + f] - max);
      for (let f = 0; f < frames; f++) normalised[r * frames + f] = row[f] / sum;
    }
    // standardised over the tokens, per frame
    for (let f = 0; f < frames; f++) {
      let sum = 0;
      for (let r = 0; r < rows; r++) sum += column[r] = normalised[r * frames + f];
      const m = sum / rows;
      let squares = 0;
      for (let r = 0; r < rows; r++) squares += (column[r] - m) ** 2;
      const std = Math.sqrt(squares / rows) || 1;
      for (let r = 0; r < rows; r++) normalised[r * frames + f] = (column[r] - m) / std;
    }
    // a median filter along the frames, then the heads averaged
    for (let r = 0; r < rows; r++) {
      const smoothed = medianFilter(normalised.subarray(r * frames, (r + 1) * frames), MEDIAN_WIDTH);
      for (let f = 0; f < frames; f++) mean[r * frames + f] += smoothed[f] / heads;
    }
  }
  const path = dtw(mean, rows, frames);
  // the first frame of each row on the path; the path ends in the last frame
  const starts = new Array(rows + 1).fill(-1);
  for (const [r, f] of path) if (starts[r] < 0) starts[r] = f;
  starts[rows] = frames;
  return starts.map((f) => f / FRAMES_PER_SECOND);
}

/**
 * The median of each `width` window, the edges mirrored (as torch's reflect padding); shorter inputs come back as they are.
 * @param {Float64Array} values
 * @param {number} width odd
 */
export function medianFilter(values, width) {
  const n = values.length;
  const half = width >> 1;
  if (n <= half) return Float64Array.from(values);
  const out = new Float64Array(n);
  const window = new Float64Array(width);
  const at = (/** @type {number} */ i) => values[i < 0 ? -i : i >= n ? 2 * (n - 1) - i : i];
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < width; k++) window[k] = at(i - half + k);
    window.sort();
    out[i] = window[half];
  }
  return out;
}

/**
 * The cheapest monotonic path from (0, 0) to (rows − 1, frames − 1) through −similarity, each step one row, one
 * frame or both (whisper/timing.py `dtw_cpu`, same tie-breaking).
 * @param {Float64Array} similarity [rows, frames]
 * @param {number} rows
 * @param {number} frames
 * @returns {[number, number][]} (row, frame) pairs in order
 */
export function dtw(similarity, rows, frames) {
  const cols = frames + 1;
  const cost = new Float64Array((rows + 1) * cols).fill(Infinity);
  const trace = new Int8Array((rows + 1) * cols).fill(-1);
  cost[0] = 0;
  for (let j = 1; j <= frames; j++) {
    for (let i = 1; i <= rows; i++) {
      const c0 = cost[(i - 1) * cols + j - 1];
      const c1 = cost[(i - 1) * cols + j];
      const c2 = cost[i * cols + j - 1];
      let c;
      let t;
      if (c0 < c1 && c0 < c2) [c, t] = [c0, 0];
      else if (c1 < c0 && c1 < c2) [c, t] = [c1, 1];
      else [c, t] = [c2, 2];
      cost[i * cols + j] = -similarity[(i - 1) * frames + j - 1] + c;
      trace[i * cols + j] = t;
    }
  }
  for (let j = 0; j <= frames; j++) trace[j] = 2;
  for (let i = 0; i <= rows; i++) trace[i * cols] = 1;
  /** @type {[number, number][]} */
  const path = [];
  let i = rows;
  let j = frames;
  while (i > 0 || j > 0) {
    path.push([i - 1, j - 1]);
    const t = trace[i * cols + j];
    if (t === 0) {
      i--;
      j--;
    } else if (t === 1) i--;
    else j--;
  }
  return path.reverse().filter(([r, f]) => r >= 0 && f >= 0);
}

/** Where a sentence ends, as the transcript cuts them (sentences.ts); `.` only before a space or the end (not 3.5). */
const SENTENCE_END = new Set(['。', '！', '？', '!', '?', '…', '.']);
/** Marks that stay with the sentence they close: 。” ？！ */
const CLOSING = new Set([...SENTENCE_END, '”', '’', '」', '』', '）', ')', '"']);

/**
 * The sentences of a window's text with their times. Tokens are grouped into whole characters (a Chinese
 * character is often two byte-level tokens; one token can also hold 。 and the next character), each character
 * timed within its token's span; sentences are cut after a sentence end and where Whisper began a new segment.
 * A sentence runs from its first spoken character's start to its last one's end: punctuation, said in no time,
 * does not stretch it.
 * @param {object} input
 * @param {number[]} input.times one more than tokens, in seconds: token i from times[i] to times[i + 1]
 * @param {ReadonlySet<number>} input.breaks indices of tokens that open one of Whisper's segments
 * @param {string[]} input.pieces the text each token completes ('' for the first bytes of a character)
 * @returns {{ start: number, end: number, text: string }[]}
 */
export function timedSentences({ times, breaks, pieces }) {
  /** @type {{ char: string, start: number, end: number, opens: boolean }[]} */
  const chars = [];
  let first = 0;
  pieces.forEach((piece, i) => {
    if (piece === '') return;
    const split = [...piece];
    const from = times[first];
    const span = (times[i + 1] - from) / split.length;
    split.forEach((char, k) => chars.push({ char, start: from + k * span, end: from + (k + 1) * span, opens: k === 0 && breaks.has(first) }));
    first = i + 1;
  });

  /** @type {{ start: number, end: number, text: string }[]} */
  const out = [];
  let text = '';
  let start = -1;
  let end = -1;
  const close = () => {
    if (start >= 0) out.push({ start, end: Math.max(start, end), text });
    else if (text.trim() && out.length) out[out.length - 1].text += text;
    text = '';
    start = end = -1;
  };
  chars.forEach(({ char, start: from, end: to, opens }, i) => {
    if (opens) close();
    text += char;
    if (/[\p{L}\p{N}]/u.test(char)) {
      if (start < 0) start = from;
      end = to;
    }
    const next = chars[i + 1]?.char;
    const ends = char === '.' ? next === undefined || /\s/.test(next) : SENTENCE_END.has(char);
    if (ends && !(next !== undefined && CLOSING.has(next))) close();
    else if (CLOSING.has(char) && SENTENCE_END.has(chars[i - 1]?.char ?? '') && !(next !== undefined && CLOSING.has(next))) close();
  });
  close();
  return out;
}
