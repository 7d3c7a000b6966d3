// Mp3Parts rests on how lame starts and ends a stream; these tests hold that to the bundled ffmpeg
// and judge the joined file by decoding it, never by trusting the arithmetic.
import { describe, expect, it } from 'vitest';
import { MP3_RATES, Mp3Encoder, decodeAudio } from './ffmpeg.ts';
import { MP3_DELAY, MP3_TAIL, Mp3Parts, mp3FrameSamples } from './mp3parts.ts';
import { rmsOverTime } from './dsp.ts';

async function encodeBare(samples: Float32Array, rate: number, quickStart: boolean): Promise<Buffer> {
  const encoder = new Mp3Encoder(rate, undefined, { headers: false, quickStart });
  const out: Buffer[] = [];
  const reading = (async () => {
    for await (const chunk of encoder.output()) out.push(chunk);
  })();
  encoder.write(samples);
  encoder.end();
  await reading;
  return Buffer.concat(out);
}

const tone = (rate: number, seconds: number, hz: number) => {
  const s = new Float32Array(Math.round(rate * seconds));
  for (let i = 0; i < s.length; i++) s[i] = 0.5 * Math.sin((2 * Math.PI * hz * i) / rate);
  return s;
};

/// Bursts of tone with pauses between: `pauses[i]` seconds after burst i.
function track(rate: number, pauses: number[]) {
  const pieces: { samples: Float32Array; silent: boolean; at: number }[] = [];
  let at = 0;
  pauses.forEach((pause, i) => {
    const burst = tone(rate, 0.3 + (i % 3) * 0.1, 220 + i * 20);
    pieces.push({ samples: burst, silent: false, at });
    at += burst.length;
    const silence = new Float32Array(Math.round(rate * pause));
    pieces.push({ samples: silence, silent: true, at });
    at += silence.length;
  });
  return { pieces, length: at };
}

async function encodeTrack(rate: number, pieces: { samples: Float32Array; silent: boolean }[], partSeconds: number) {
  const parts = new Mp3Parts(rate, { partSeconds, workers: 2 });
  for (const p of pieces) {
    parts.write(p.samples, p.silent);
    await parts.ready();
  }
  const data = await parts.finish();
  return { data, count: parts.count };
}

describe('Mp3Parts', () => {
  // Both ffmpegs the server may run: the one for tasks (the system's, when it has lame) and the
  // bundled one for auditions.
  it('relies on lame placing n samples MP3_DELAY in and ending after ceil((n + MP3_TAIL) / frame) frames, at every MP3 rate', async () => {
    for (const [rate, quickStart] of MP3_RATES.flatMap((r) => [[r, false] as const, [r, true] as const])) {
      const frame = mp3FrameSamples(rate);
      for (const n of [700, 3 * frame - MP3_TAIL, 5000]) {
        const samples = new Float32Array(n);
        samples[300] = 0.9;
        const pcm = await decodeAudio(await encodeBare(samples, rate, quickStart));
        expect(pcm.sampleRate).toBe(rate);
        expect(pcm.samples.length, `${rate} Hz, ${n} samples, quickStart ${quickStart}`).toBe(frame * Math.ceil((n + MP3_TAIL) / frame));
        let peak = 0;
        for (let i = 1; i < pcm.samples.length; i++) if (Math.abs(pcm.samples[i]!) > Math.abs(pcm.samples[peak]!)) peak = i;
        expect(Math.abs(peak - (300 + MP3_DELAY)), `${rate} Hz impulse`).toBeLessThanOrEqual(2);
      }
    }
  }, 60_000);

  for (const rate of [16000, 24000, 48000]) {
    it(`cuts a ${rate} Hz track inside its pauses into parts that join without a seam: same length, same sound, silent pauses`, async () => {
      const { pieces, length } = track(rate, [0.25, 0.2, 0.4, 0.2, 0.25, 0.4, 0.2, 0.3, 0.2, 0.25]);
      const whole = await encodeTrack(rate, pieces, 1e9);
      const parted = await encodeTrack(rate, pieces, 0.5);
      expect(whole.count).toBe(1);
      expect(parted.count).toBeGreaterThanOrEqual(4);
      // Only the first part carries the ID3 tag.
      expect(parted.data.subarray(0, 3).toString('latin1')).toBe('ID3');
      expect(parted.data.indexOf('ID3', 3, 'latin1')).toBe(-1);

      const a = await decodeAudio(whole.data);
      const b = await decodeAudio(parted.data);
      expect(b.samples.length).toBe(a.samples.length);
      expect(b.samples.length).toBeGreaterThanOrEqual(length + MP3_DELAY);
      const ea = rmsOverTime(a, 10);
      const eb = rmsOverTime(b, 10);
      for (let i = 0; i < ea.length; i++) expect(Math.abs(ea[i]! - eb[i]!), `10 ms window ${i}`).toBeLessThan(0.03);
      // Every pause stays silent in the joined file (a seam would click), and every burst starts
      // where it was written (plus the stream's delay).
      for (const p of pieces) {
        const from = p.at + MP3_DELAY;
        if (p.silent) {
          const inner = b.samples.subarray(from + Math.round(rate * 0.03), from + p.samples.length - Math.round(rate * 0.03));
          expect(Math.max(...inner.map(Math.abs)), `pause at ${p.at}`).toBeLessThan(0.01);
        } else {
          const onset = b.samples.subarray(from, from + Math.round(rate * 0.02));
          expect(Math.max(...onset.map(Math.abs)), `burst at ${p.at}`).toBeGreaterThan(0.2);
        }
      }
    }, 60_000);
  }

  it('never cuts inside a pause too short to hold the seam', async () => {
    const { pieces } = track(24000, [0.05, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05]);
    const parted = await encodeTrack(24000, pieces, 0.1);
    expect(parted.count).toBe(1);
  });

  it('holds the producer back while too much audio waits for an encoder, and still ends with every part', async () => {
    const rate = 24000;
    const parts = new Mp3Parts(rate, { partSeconds: 0.5, workers: 1, maxWaitingBytes: 64 * 1024 });
    // Each round writes 0.9 s (43 KB) while one encoder works on an earlier part: the audio waiting piles up
    // past 64 KB, and then `ready()` is still pending when asked (held back) instead of settled at once.
    const PENDING = Symbol('pending');
    let heldBack = 0;
    for (let i = 0; i < 12; i++) {
      parts.write(tone(rate, 0.6, 300), false);
      parts.write(new Float32Array(rate * 0.3), true);
      const ready = parts.ready();
      if ((await Promise.race([ready, Promise.resolve(PENDING)])) === PENDING) heldBack++;
      await ready;
    }
    const pcm = await decodeAudio(await parts.finish());
    expect(parts.count).toBeGreaterThanOrEqual(6);
    expect(heldBack).toBeGreaterThan(0);
    expect(pcm.samples.length / rate).toBeCloseTo(12 * 0.9, 0);
  }, 60_000);
});
