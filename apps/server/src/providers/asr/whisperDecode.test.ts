// Whisper's greedy loop without a model: a scripted `step` answers logits, and the rules a user would notice
// are checked: no text that starts with a blank or ends at once, no special token in the text, no endless
// loop, and Whisper's "no speech" reading.
import { describe, expect, it } from 'vitest';
import { decodeGreedy, loopStart, TOKENS } from './whisperDecode.mjs';

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
  return { step, fed, steps };
}

const base = { language: 50260, maxTokens: 100, suppress: [1, 2], suppressAtBegin: [220, TOKENS.endOfText] };

describe('decodeGreedy', () => {
  it('feeds the prompt and the start of transcript in one step, then a token a step, one position each', async () => {
    const { step, fed, steps } = scripted([[100], [TOKENS.endOfText]]);
    const result = await decodeGreedy({ ...base, step, prompt: [7, 8] });
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
    const { step } = scripted([
      [TOKENS.endOfText, 220, 1, 300],
      [2, 50300, 50365, 301],
      [TOKENS.endOfText],
    ]);
    const result = await decodeGreedy({ ...base, step });
    expect(result.ids).toEqual([300, 301]);
  });

  it('stops a loop after its first round, and at maxTokens', async () => {
    const looping = scripted([[400], [401], [400], [401], [400], [401], [400], [401], [400], [401], [400], [401]]);
    const looped = await decodeGreedy({ ...base, step: looping.step });
    expect(looped).toMatchObject({ ids: [400, 401], looped: true });
    const long = scripted([...Array.from({ length: 30 }, (_, i) => [500 + i])]);
    expect((await decodeGreedy({ ...base, step: long.step, maxTokens: 5 })).ids).toEqual([500, 501, 502, 503, 504]);
  });

  it('reads "no speech" right after the start of transcript', async () => {
    const silent = scripted([[TOKENS.endOfText]], { afterStart: [TOKENS.noSpeech] });
    const speech = scripted([[TOKENS.endOfText]], { afterStart: [600, TOKENS.noSpeech] });
    expect((await decodeGreedy({ ...base, step: silent.step })).noSpeech).toBeGreaterThan(0.6);
    expect((await decodeGreedy({ ...base, step: speech.step })).noSpeech).toBeLessThan(0.5);
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
