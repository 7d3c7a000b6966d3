// Whisper's decoding loop without a model: a scripted decoder answers logits, and the rules a user would notice
// are checked: no text that starts with a blank or ends at once, no special token in the text, no endless
// loop, Whisper's "no speech" reading, timestamps, and the beam search finding what greedy decoding misses.
import { describe, expect, it } from 'vitest';
import { decode, loopStart, segmentsOf, TIMESTAMP_BEGIN, TOKENS, topAllowed } from './whisperDecode.mjs';

const VOCAB = 51865;

/** Logits that rank `order` first to last (everything else far below). */
function logits(order: number[]): Float32Array {
  const out = new Float32Array(VOCAB).fill(-50);
  order.forEach((id, i) => (out[id] = 10 - i));
  return out;
}

/** A decoder that answers `script[i]` after the i-th token of text, and records what it was fed, step by step. */
function scripted(script: number[][], options: { afterStart?: number[] } = {}) {
  const fed: [number, number][] = [];
  const steps: number[] = [];
  let text = -1;
  const one = (token: number) => {
    if (token === TOKENS.startOfTranscript) return logits(options.afterStart ?? [TOKENS.noSpeech]);
    if (token === TOKENS.noTimestamps || text >= 0) text++;
    return logits(script[Math.min(text, script.length - 1)] ?? [TOKENS.endOfText]);
  };
  const step = async (tokens: number[], position: number) => {
    steps.push(tokens.length);
    tokens.forEach((token, i) => fed.push([token, position + i]));
    return tokens.map(one);
  };
  return { begin: (tokens: number[]) => step(tokens, 0), step, fed, steps };
}

const base = { language: 50260, maxTokens: 100, suppress: [1, 2], suppressAtBegin: [220, TOKENS.endOfText] };

describe('decode, greedy', () => {
  it('feeds the prompt and the start of transcript in one step, then a token a step, one position each', async () => {
    const { begin, step, fed, steps } = scripted([[100], [TOKENS.endOfText]]);
    const result = await decode({ ...base, begin, step, prompt: [7, 8] });
    expect(fed).toEqual([
      [TOKENS.startOfPrevious, 0],
      [7, 1],
      [8, 2],
      [TOKENS.startOfTranscript, 3],
      [50260, 4],
      [TOKENS.transcribe, 5],
      [TOKENS.noTimestamps, 6],
      [100, 7],
    ]);
    expect(steps).toEqual([7, 1]);
    expect(result.ids).toEqual([100]);
  });

  it('never starts with a blank or the end, never writes a suppressed or special token', async () => {
    const { begin, step } = scripted([
      [TOKENS.endOfText, 220, 1, 300],
      [2, 50300, 50365, 301],
      [TOKENS.endOfText],
    ]);
    const result = await decode({ ...base, begin, step });
    expect(result.ids).toEqual([300, 301]);
  });

  it('stops a loop after its first round, and at maxTokens', async () => {
    const looping = scripted([[400], [401], [400], [401], [400], [401], [400], [401], [400], [401], [400], [401]]);
    const looped = await decode({ ...base, begin: looping.begin, step: looping.step });
    expect(looped).toMatchObject({ ids: [400, 401], looped: true });
    // the end of text ranked first ends the text there, even with a loop ranked next
    const ending = scripted([[400], [401], [400], [401], [400], [401], [400], [TOKENS.endOfText, 401]]);
    expect(await decode({ ...base, begin: ending.begin, step: ending.step })).toMatchObject({ ids: [400, 401, 400, 401, 400, 401, 400], looped: false });
    const long = scripted([...Array.from({ length: 30 }, (_, i) => [500 + i])]);
    expect((await decode({ ...base, begin: long.begin, step: long.step, maxTokens: 5 })).ids).toEqual([500, 501, 502, 503, 504]);
  });

  it('reads "no speech" right after the start of transcript', async () => {
    const silent = scripted([[TOKENS.endOfText]], { afterStart: [TOKENS.noSpeech] });
    const speech = scripted([[TOKENS.endOfText]], { afterStart: [600, TOKENS.noSpeech] });
    expect((await decode({ ...base, begin: silent.begin, step: silent.step })).noSpeech).toBeGreaterThan(0.6);
    expect((await decode({ ...base, begin: speech.begin, step: speech.step })).noSpeech).toBeLessThan(0.5);
  });
});

/** Logits with the given scores (everything else far below). */
function scored(scores: Record<number, number>): Float32Array {
  const out = new Float32Array(VOCAB).fill(-50);
  for (const [id, score] of Object.entries(scores)) out[Number(id)] = score;
  return out;
}

/** A decoder that answers `script[k]` for the k-th token it is to choose (timestamps included), and records what it was fed. */
function sampled(script: Float32Array[]) {
  const fed: number[] = [];
  let k = 0;
  const step = async (tokens: number[]) => {
    fed.push(...tokens);
    const out = tokens.map((token) => logits(token === TOKENS.startOfTranscript ? [600] : []));
    out[out.length - 1] = script[Math.min(k++, script.length - 1)]!;
    return out;
  };
  return { begin: step, step, fed };
}

const T = (seconds: number) => TIMESTAMP_BEGIN + Math.round(seconds / 0.02);

describe('decode with timestamps', () => {
  it('opens with a timestamp in the first second, pairs them, never goes back, and times each segment', async () => {
    const { begin, step, fed } = sampled([
      logits([100, T(1.6), T(0.2)]), // text first and a late start ranked above: <|0.20|> it is
      logits([T(0.4), 200]), // after an opening timestamp: text
      logits([201]),
      logits([T(0.1), T(1.2), 202]), // not back before 0.20: <|1.20|> closes the segment
      logits([300, T(1.2), T(1.3)]), // after a closing timestamp: no text, the next segment opens (at the same time)
      logits([T(1.4), 301]), // after two timestamps: text
      logits([TOKENS.endOfText]),
    ]);
    const result = await decode({ ...base, begin, step, timestamps: true });
    expect(fed).not.toContain(TOKENS.noTimestamps);
    expect(result.ids).toEqual([200, 201, 301]);
    expect(result.segments).toEqual([
      { start: 0.2, end: 1.2, ids: [200, 201] },
      { start: 1.2, end: null, ids: [301] },
    ]);
  });

  it('takes a timestamp when the timestamps together are likelier than the likeliest text token', async () => {
    const close = { [T(1.0)]: 9.5, [T(1.02)]: 9.4, [T(1.04)]: 9.3 };
    const { begin, step } = sampled([logits([T(0)]), logits([200]), scored({ 201: 10, ...close }), logits([TOKENS.endOfText])]);
    expect((await decode({ ...base, begin, step, timestamps: true })).segments).toEqual([{ start: 0, end: 1, ids: [200] }]);
    // one timestamp alone is not enough
    const { begin: otherBegin, step: other } = sampled([logits([T(0)]), logits([200]), scored({ 201: 10, [T(1.0)]: 9.5 }), logits([TOKENS.endOfText])]);
    expect((await decode({ ...base, begin: otherBegin, step: other, timestamps: true })).ids).toEqual([200, 201]);
  });

  it('counts only text against maxTokens', async () => {
    const { begin, step } = sampled([logits([T(0)]), logits([200]), logits([T(0.5)]), logits([T(0.5)]), logits([201]), logits([202]), logits([203])]);
    expect((await decode({ ...base, begin, step, timestamps: true, maxTokens: 3 })).ids).toEqual([200, 201, 202]);
  });
});

/** A decoder whose answer depends on the hypothesis: `next(prefix)`, the logits after the tokens it chose so far. */
function branching(next: (prefix: number[]) => Float32Array) {
  let prefixes: number[][] = [[]];
  const widths: number[] = [];
  return {
    widths,
    begin: async (tokens: number[]) => tokens.map((token, i) => (i === tokens.length - 1 ? next([]) : logits(token === TOKENS.startOfTranscript ? [600] : []))),
    step: async (tokens: number[], _position: number, sources: number[]) => {
      prefixes = tokens.map((token, i) => [...prefixes[sources[i]!]!, token]);
      widths.push(tokens.length);
      return prefixes.map(next);
    },
  };
}

describe('decode, beam search', () => {
  // 100 is likelier than 200 alone, but nothing sure follows it; 200 201 is the likelier sentence
  const next = (prefix: number[]) => {
    const key = prefix.join(' ');
    if (key === '') return scored({ 100: Math.log(0.5), 200: Math.log(0.4), 300: Math.log(0.1) });
    if (key === '100') return scored({ 101: Math.log(0.2), 102: Math.log(0.2), 103: Math.log(0.2), 104: Math.log(0.2), [TOKENS.endOfText]: Math.log(0.2) });
    if (key === '200') return scored({ 201: Math.log(0.95), [TOKENS.endOfText]: Math.log(0.05) });
    return scored({ [TOKENS.endOfText]: 0 });
  };

  it('keeps five hypotheses and finds the likelier sentence greedy decoding misses', async () => {
    const greedy = branching(next);
    expect((await decode({ ...base, ...greedy })).ids).toEqual([100, 101]);
    const beam = branching(next);
    const result = await decode({ ...base, ...beam, beamSize: 5 });
    expect(result.ids).toEqual([200, 201]);
    expect(beam.widths[0]).toBe(5);
    // its score: log-probability per token, end of text counted
    expect(result.avgLogProb).toBeCloseTo((Math.log(0.4) + Math.log(0.95)) / 3, 3);
  });
});

describe('topAllowed', () => {
  it('answers the k best allowed ids in order, whatever order they come in', () => {
    const scores = Float32Array.from({ length: 1000 }, (_, i) => Math.sin(i * 12.9898) * 100);
    const allowed = Uint8Array.from({ length: 1000 }, (_, i) => (i % 7 === 3 ? 0 : 1));
    const expected = [...scores.keys()].filter((i) => allowed[i]).sort((a, b) => scores[b]! - scores[a]! || a - b).slice(0, 6);
    expect(topAllowed(scores, allowed, 6)).toEqual(expected);
    expect(topAllowed(scores, allowed, 1)).toEqual(expected.slice(0, 1));
    // the best last: it must not push out the second best
    expect(topAllowed(Float32Array.of(-50, -50, 9, 10), Uint8Array.of(1, 1, 1, 1), 2)).toEqual([3, 2]);
  });
});

describe('segmentsOf', () => {
  it('reads <|a|> text <|b|> as text from a to b, and text left open as running to the end', () => {
    expect(segmentsOf([T(0), 1, 2, T(2), T(2.5), 3, T(4)])).toEqual([
      { start: 0, end: 2, ids: [1, 2] },
      { start: 2.5, end: 4, ids: [3] },
    ]);
    expect(segmentsOf([1, 2])).toEqual([{ start: 0, end: null, ids: [1, 2] }]);
    expect(segmentsOf([T(0.5), 1, T(1), 2])).toEqual([
      { start: 0.5, end: 1, ids: [1] },
      { start: 1, end: null, ids: [2] },
    ]);
    expect(segmentsOf([T(0), T(1)])).toEqual([]);
  });
});

describe('loopStart', () => {
  it('finds a unit repeated to the end, and only then', () => {
    expect(loopStart([1, 2, 3, 4, 5, 6])).toBe(-1);
    expect(loopStart([9, 5, 5, 5, 5, 5, 5, 5, 5])).toBe(2);
    expect(loopStart([9, 5, 5, 5, 5, 5, 5, 5])).toBe(-1);
    expect(loopStart([7, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3])).toBe(4);
    // a real repetition in speech ("谢谢谢谢") is too short to count
    expect(loopStart([1, 2, 1, 2, 1, 2])).toBe(-1);
  });
});
