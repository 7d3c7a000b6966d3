// Cuts a stream of 16 kHz mono samples into pieces of speech for Whisper, which reads at most 30 s at
// a time and makes up text when given silence. Frames of 20 ms are speech when their level stands out
// from the recording's own noise floor; pieces end at pauses, or at their quietest stretch when no pause
// comes in time. Only the open piece is held, so a two-hour recording needs no more memory than 28 s.
// Plain JavaScript because it runs in the recognition child process, which loads no TypeScript.

/** @typedef {{ startSample: number, samples: Float32Array }} Piece */

export const SEGMENT_SETTINGS = Object.freeze({
  rate: 16000,
  frameMs: 20,
  // under Whisper's 30 s window, with a margin
  maxMs: 28000,
  // pauses before this are kept inside the piece: Whisper reads better with context
  minCutMs: 8000,
  // onsets and decays (a soft consonant, a trailing vowel) sit under the threshold
  leadMs: 200,
  tailMs: 300,
  pauseMs: 300,
  // a gap in the recording never joins what is on either side of it
  longPauseMs: 2000,
  // less speech than this is a click or a breath
  minSpeechMs: 150,
  // digital silence and faint hiss are never speech, whatever the noise floor says
  floorDb: -50,
  marginDb: 10,
  // A 10th percentile this loud is speech or music without pauses, not a noise bed: above it the
  // threshold would climb over the speech itself (a continuous tone would vanish).
  noiseCeilingDb: -40,
  noiseWindowMs: 30000,
  noisePercentile: 0.1,
  // a forced cut moves off the 28 s mark only for a stretch this much quieter than the audio there
  quietDb: 3,
});

// Levels are kept from here up, in 1 dB bins for the noise floor's histogram.
const BOTTOM_DB = -120;

/**
 * The level of `n` samples from `at`, in dB (never under −120): one frame's, as the segmenter and the recogniser
 * (whisperRecognizer.mjs `hasSpeech`) both read it.
 * @param {Float32Array} samples @param {number} at @param {number} n
 */
export function frameDb(samples, at, n) {
  let sum = 0;
  for (let i = at; i < at + n; i++) sum += samples[i] ** 2;
  return Math.max(BOTTOM_DB, 10 * Math.log10(sum / n));
}

export class Segmenter {
  #s; #len; #max; #minCut; #lead; #tail; #pause; #longPause;
  // #count frames from #base on: their samples, levels (dB) and speech flags; #fill samples of the next
  // one; #total samples read in all
  #audio; #level; #speech; #base = 0; #count = 0; #fill = 0; #total = 0;
  // the last noiseWindowMs of frame levels, as bins in a ring and as a histogram
  #ring; #bins = new Uint32Array(1 - BOTTOM_DB); #seen = 0;
  // frames before #cursor are read; a piece never reaches back before #floor (the last cut)
  #cursor = 0; #floor = 0; #open = false; #start = 0; #last = 0;
  /** @type {Piece[]} */ #out = [];

  /** @param {Partial<typeof SEGMENT_SETTINGS>} [settings] */
  constructor(settings = {}) {
    const s = (this.#s = { ...SEGMENT_SETTINGS, ...settings });
    const frames = (/** @type {number} */ ms) => Math.round(ms / s.frameMs);
    this.#len = Math.round((s.rate * s.frameMs) / 1000);
    [this.#max, this.#minCut, this.#lead, this.#tail] = [frames(s.maxMs), frames(s.minCutMs), frames(s.leadMs), frames(s.tailMs)];
    [this.#pause, this.#longPause] = [frames(s.pauseMs), frames(s.longPauseMs)];
    // twice the longest piece: a compaction then frees at least half, so copying stays linear
    const cap = 2 * this.#max;
    [this.#audio, this.#level, this.#speech] = [new Float32Array(cap * this.#len), new Float32Array(cap), new Uint8Array(cap)];
    this.#ring = new Uint8Array(frames(s.noiseWindowMs));
  }

  /** @param {Float32Array} samples @returns {Piece[]} the pieces complete now */
  push(samples) {
    this.#out = [];
    for (let i = 0; i < samples.length; ) {
      if (this.#fill === 0 && this.#count === this.#level.length) this.#compact();
      const n = Math.min(this.#len - this.#fill, samples.length - i);
      this.#audio.set(samples.subarray(i, i + n), this.#count * this.#len + this.#fill);
      this.#fill += n;
      i += n;
      if (this.#fill === this.#len) this.#frame();
    }
    return this.#out;
  }

  /** @returns {Piece[]} the rest, at the end of the stream */
  flush() {
    this.#out = [];
    if (this.#fill > 0) this.#frame();
    if (this.#open) this.#close(this.#base + this.#count);
    return this.#out;
  }

  #frame() {
    const s = this.#s, n = this.#fill, at = this.#count * this.#len;
    const db = frameDb(this.#audio, at, n);
    const bin = Math.min(-BOTTOM_DB, Math.floor(db - BOTTOM_DB)), slot = this.#seen % this.#ring.length;
    if (this.#seen++ >= this.#ring.length) this.#bins[this.#ring[slot]]--;
    this.#ring[slot] = bin;
    this.#bins[bin]++;
    let rank = Math.max(1, Math.ceil(Math.min(this.#seen, this.#ring.length) * s.noisePercentile)), b = 0;
    while ((rank -= this.#bins[b]) > 0) b++;
    const noise = Math.min(b + BOTTOM_DB, s.noiseCeilingDb);
    this.#level[this.#count] = db;
    this.#speech[this.#count] = db > Math.max(s.floorDb, noise + s.marginDb) ? 1 : 0;
    [this.#count, this.#total, this.#fill] = [this.#count + 1, this.#total + n, 0];
    // a cut moves the cursor back to it, so the frames after a cut are read again for the next piece
    while (this.#cursor < this.#base + this.#count) this.#step(this.#cursor++);
  }

  /** @param {number} g */
  #step(g) {
    const speech = this.#speech[g - this.#base] === 1;
    if (!this.#open) {
      if (!speech) return;
      [this.#open, this.#start, this.#last] = [true, Math.max(this.#floor, g - this.#lead), g];
    }
    const silent = g - this.#last - 1; // non-speech frames since the last speech frame
    if (speech) {
      if (silent >= this.#pause && this.#last + 1 - this.#start >= this.#minCut) return this.#close(this.#last + 1 + (silent >> 1));
      this.#last = g;
    } else if (silent + 1 >= this.#longPause) return this.#close(this.#last + 1 + this.#tail);
    if (g + 1 - this.#start >= this.#max) this.#close(this.#quietestCut());
  }

  /** Where a piece as long as maxMs is cut: the middle of its quietest stretch after minCutMs, or its end. */
  #quietestCut() {
    const w = this.#pause, level = this.#level, o = this.#start - this.#base;
    let atEnd = 0;
    for (let i = this.#max - w; i < this.#max; i++) atEnd += level[o + i] / w;
    let sum = 0, best = Infinity, cut = this.#max;
    for (let i = this.#minCut; i < this.#max; i++) {
      sum += level[o + i] - (i >= this.#minCut + w ? level[o + i - w] : 0);
      if (i + 1 >= this.#minCut + w && sum / w < best) [best, cut] = [sum / w, i + 1 - w + (w >> 1)];
    }
    return this.#start + (best <= atEnd - this.#s.quietDb ? cut : this.#max);
  }

  /** Ends the open piece at frame `cut`, less its silence after tailMs; the next one may start there. @param {number} cut */
  #close(cut) {
    let last = -1, speech = 0;
    for (let g = this.#start; g < cut; g++) {
      if (this.#speech[g - this.#base]) [speech, last] = [speech + 1, g];
    }
    const end = Math.min(cut, last + 1 + this.#tail), len = this.#len;
    if (speech * this.#s.frameMs >= this.#s.minSpeechMs) {
      const at = this.#base * len; // only the stream's last frame may be short
      this.#out.push({ startSample: this.#start * len, samples: this.#audio.slice(this.#start * len - at, Math.min(end * len, this.#total) - at) });
    }
    [this.#open, this.#floor, this.#cursor] = [false, cut, cut];
  }

  // Drops the frames no piece can reach any more: before the open piece, or before the lead-in.
  #compact() {
    const keep = this.#open ? this.#start : Math.max(this.#floor, this.#cursor - this.#lead), drop = keep - this.#base;
    this.#audio.copyWithin(0, drop * this.#len, this.#count * this.#len);
    this.#level.copyWithin(0, drop, this.#count);
    this.#speech.copyWithin(0, drop, this.#count);
    [this.#base, this.#count] = [keep, this.#count - drop];
  }
}
