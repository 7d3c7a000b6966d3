// The synthesis pipeline (issue 4 "Audio pipeline", ARCHITECTURE "Editor → task"): plan → engine
// per speech segment (through the sentence cache) → real silence for breaks and pauses → sound
// effects → local volume → BGM under the voice (volume, fades, looped or trimmed) → loudness
// normalised → MP3 (standard, or 48 kHz HD for VIP, spec 01 §6) or WAV.
import { setMaxListeners } from 'node:events';
import { planSynthesis, type Segment, type SegmentVoice } from '@peiyin/ssml';
import type { EngineRegistry, EngineSegment, Pcm, EngineVoiceChoice } from '../providers/tts/types.ts';
import type { SpeechCache } from './cache.ts';
import { cacheKey } from './cache.ts';
import { LoudnessMeter, applyFades, bgmGain, integratedLoudness, loopTo, resample } from './dsp.ts';
import { Mp3Encoder, mp3Rate } from './ffmpeg.ts';
import { Mp3Parts, type Mp3PartsOptions } from './mp3parts.ts';
import { GAIN_STEP_DB, adjustMp3Gain } from './mp3gain.ts';
import { fitPieces, type CuePlacement, type FitRequest } from './fit.ts';
import { joinClauses, type JoinedClauses } from './clauses.ts';
import { encodeWav } from './wav.ts';

export type SynthesisSegment = Segment;
type SpeechSegment = Extract<Segment, { kind: 'speech' }>;

export interface BgmInput {
  pcm: Pcm;
  /// bgmVolume 0-100 (spec 02 §9 default 50).
  volume: number;
  /// Fades in ms (spec 02 §9: up to 10 s).
  fadeInMs: number;
  fadeOutMs: number;
}

export interface RenderRequest {
  plan: readonly SynthesisSegment[];
  /// The engine voice of each planned voice (anchor, template, role): a fixed choice for a
  /// single-voice script, or a lookup for multi-voice ones.
  voice: EngineVoiceChoice | ((voice: SegmentVoice) => EngineVoiceChoice | Promise<EngineVoiceChoice>);
  format: 'mp3' | 'wav';
  /// Output rate for the standard file (default 24000; MP3 rounds up to an MP3 rate).
  sampleRate?: number;
  /// High definition: 48 kHz (VIP, spec 01 §6).
  hd?: boolean;
  /// Sound effects of the plan's `sound` segments; null plays the sound's duration as silence.
  sounds?: (id: string) => Promise<Pcm | null>;
  /// Background music. When absent and the plan has a `bgm` segment, `loadBgm(id)` is asked and
  /// the plan's volume and fades are used.
  bgm?: BgmInput | null;
  loadBgm?: (id: string) => Promise<Pcm | null>;
  signal?: AbortSignal;
  /// Someone is listening: engine sentences go ahead of queued task sentences, and MP3 is encoded by
  /// the quick-starting ffmpeg. `stream` sets it.
  urgent?: boolean;
  /// How an MP3 render is split over encoders (tests and the bench; the defaults suit a server).
  mp3Parts?: Omit<Mp3PartsOptions, 'signal'>;
  /// Dubbing fitted to an original timing (issue 28 §2): each cue's segments are spoken in the cue's slot
  /// (audio/fit.ts); its speech timing carries the placement.
  fit?: FitRequest;
  /// Told of each piece once it is in the mix, in order (a task's progress, issue 27); the render waits for it.
  onProgress?: (timing: SegmentTiming) => void | Promise<void>;
}

export interface SegmentTiming {
  /// Index of the segment in the plan.
  index: number;
  kind: 'speech' | 'silence' | 'sound';
  text?: string;
  startMs: number;
  endMs: number;
  /// A fitted cue's placement (only with `fit`).
  fit?: CuePlacement;
}

export interface RenderResult {
  data: Buffer;
  mime: string;
  durationMs: number;
  sampleRate: number;
  timings: SegmentTiming[];
  cache: { hits: number; misses: number };
  /// Wall time spent waiting on engines (cache misses), for task logs and the bench.
  engineMs: number;
  /// MP3 streams the file was encoded as (see Mp3Parts); absent for WAV.
  parts?: number;
}

export interface Renderer {
  render(req: RenderRequest): Promise<RenderResult>;
  /// Audition: encoded audio chunks, the first as soon as the first sentence is synthesised.
  stream(req: RenderRequest): AsyncIterable<Buffer>;
  /// Speaks an audition ahead of its click, into the sentence cache, when its first voice's engine says it is
  /// worth it now (`SpeechEngine.prefetchable`); whether it did.
  prefetch(req: RenderRequest): Promise<boolean>;
}

/// Target loudness of the voice (LUFS) and the peak ceiling of the mix (-1 dBFS).
const TARGET_LUFS = -16;
const CEILING = 0.89;
/// The provisional mix of an MP3 render stays 6 dB under the target until the loudness is known.
const HEADROOM = 10 ** (-6 / 20);
/// Speech segments synthesised ahead of the one being mixed (engines run them in parallel).
const LOOKAHEAD = 16;

export function outputRate(req: Pick<RenderRequest, 'format' | 'sampleRate' | 'hd'>): number {
  if (req.hd) return 48000;
  const rate = Math.min(48000, Math.max(8000, Math.round(req.sampleRate ?? 24000)));
  return req.format === 'mp3' ? mp3Rate(rate) : rate;
}

/// Removes the engine's own leading and trailing near-silence (below -50 dBFS, keeping 15 ms) so
/// the plan's pauses are the pauses heard.
export function trimSilence(pcm: Pcm): Pcm {
  const s = pcm.samples;
  const threshold = 0.00316;
  let a = 0;
  let b = s.length;
  while (a < b && Math.abs(s[a]!) < threshold) a++;
  while (b > a && Math.abs(s[b - 1]!) < threshold) b--;
  const keep = Math.round(pcm.sampleRate * 0.015);
  return { samples: s.subarray(Math.max(0, a - keep), Math.min(s.length, b + keep)), sampleRate: pcm.sampleRate };
}

interface Piece {
  index: number;
  kind: 'speech' | 'silence' | 'sound';
  text?: string;
  samples: Float32Array;
  fit?: CuePlacement;
}

function timingOf(piece: Piece, at: number, rate: number): SegmentTiming {
  const t: SegmentTiming = { index: piece.index, kind: piece.kind, startMs: (at * 1000) / rate, endMs: ((at + piece.samples.length) * 1000) / rate };
  if (piece.text !== undefined) t.text = piece.text;
  if (piece.fit) t.fit = piece.fit;
  return t;
}

class Stats {
  hits = 0;
  misses = 0;
  engineMs = 0;
}

export function createRenderer(engines: EngineRegistry, cache: SpeechCache): Renderer {
  const inflight = new Map<string, Promise<Pcm>>();
  async function speak(req: RenderRequest, seg: SpeechSegment, rate: number, stats: Stats): Promise<Float32Array> {
    // The voice that really speaks (a Kokoro voice speaks with espeak until its weights are there): the
    // cache key names it, so a stand-in's audio is never served as the neural voice's.
    const choice = engines.resolve(typeof req.voice === 'function' ? await req.voice(seg.voice) : req.voice);
    const engineSegment: EngineSegment = { voice: choice, text: seg.text, phonemes: seg.phonemes, prosody: seg.prosody };
    const key = cacheKey(engineSegment);
    let pcm = await cache.get(key);
    if (pcm) stats.hits++;
    else {
      // The same sentence may already be under way (a repeated line, or another request).
      const shared = inflight.get(key);
      if (shared) {
        try {
          pcm = await shared;
          stats.hits++;
        } catch {
          // The other request was cancelled: synthesise it for this one (unless it is cancelled too).
          req.signal?.throwIfAborted();
        }
      }
    }
    if (!pcm) {
      stats.misses++;
      const started = performance.now();
      const job = engines
        .require(choice.engine)
        .synthesize(engineSegment, { sampleRate: rate, signal: req.signal, urgent: req.urgent === true })
        .then(trimSilence)
        .finally(() => inflight.delete(key));
      inflight.set(key, job);
      pcm = await job;
      stats.engineMs += performance.now() - started;
      await cache.set(key, pcm);
    }
    const out = resample(pcm, rate).samples;
    // Local volume (spec 02 §3: 0-100, 100 = as spoken), times the template's preset volume.
    const gain = (seg.prosody.volume / 100) * ((choice.preset?.volume ?? 100) / 100);
    if (gain === 1) return out === pcm.samples ? out.slice() : out;
    const scaled = new Float32Array(out.length);
    for (let i = 0; i < out.length; i++) scaled[i] = out[i]! * gain;
    return scaled;
  }

  /// The voice track, piece by piece in plan order (or one cue a piece when fitted to a timing).
  function pieces(req: RenderRequest, rate: number, stats: Stats): AsyncIterable<Piece> {
    const planned = planPieces(req, rate, stats);
    return req.fit ? fitPieces(planned, req.fit, rate) : planned;
  }

  /// The clauses of each sentence joined for the voices whose engine reads punctuation itself (audio/clauses.ts);
  /// null when no voice of the plan does, or when the plan is fitted cue by cue to a timing.
  async function clausesJoined(req: RenderRequest): Promise<JoinedClauses | null> {
    if (req.fit) return null;
    const reads = new Map<string, boolean>();
    for (const seg of req.plan) {
      if (seg.kind !== 'speech') continue;
      const key = JSON.stringify(seg.voice);
      if (reads.has(key)) continue;
      const choice = engines.resolve(typeof req.voice === 'function' ? await req.voice(seg.voice) : req.voice);
      reads.set(key, engines.get(choice.engine)?.sentenceAtOnce === true);
    }
    if (![...reads.values()].some(Boolean)) return null;
    // an audition's first clause stays alone: it is the first sound
    const from = req.urgent ? req.plan.findIndex((s) => s.kind === 'speech') + 1 : 0;
    return joinClauses(req.plan, (seg) => reads.get(JSON.stringify(seg.voice)) === true, { from });
  }

  /// The voice track, piece by piece in plan order, with speech synthesised LOOKAHEAD ahead.
  async function* planPieces(req: RenderRequest, rate: number, stats: Stats): AsyncGenerator<Piece> {
    // Every sentence under way listens to the request's signal.
    if (req.signal) setMaxListeners(LOOKAHEAD + 8, req.signal);
    const joined = await clausesJoined(req);
    const segmentAt = (i: number) => joined?.speech.get(i) ?? (req.plan[i] as SpeechSegment);
    const speechAt = req.plan.map((s, i) => (s.kind === 'speech' && !joined?.inside.has(i) ? i : -1)).filter((i) => i >= 0);
    const pending = new Map<number, Promise<Float32Array>>();
    let next = 0;
    const fill = (upTo: number) => {
      while (next < speechAt.length && (next < upTo || pending.size < LOOKAHEAD)) {
        const i = speechAt[next++]!;
        const p = speak(req, segmentAt(i), rate, stats);
        p.catch(() => {});
        pending.set(i, p);
      }
    };
    try {
      for (let index = 0; index < req.plan.length; index++) {
        req.signal?.throwIfAborted();
        // spoken inside the sentence joined at its first clause
        if (joined?.inside.has(index)) continue;
        const seg = req.plan[index]!;
        switch (seg.kind) {
          case 'speech': {
            fill(0);
            const samples = await pending.get(index)!;
            pending.delete(index);
            fill(0);
            const spoken = segmentAt(index);
            // Subtitles show the words as written (128元), not as the front-end spelled them for the engine.
            yield { index, kind: 'speech', text: spoken.written ?? spoken.text, samples };
            break;
          }
          case 'silence':
            yield { index, kind: 'silence', samples: new Float32Array(Math.round((seg.ms * rate) / 1000)) };
            break;
          case 'sound': {
            const pcm = req.sounds ? await req.sounds(seg.id) : null;
            const samples = pcm ? resample(pcm, rate).samples : new Float32Array(Math.round(seg.duration * rate));
            yield { index, kind: 'sound', text: seg.name, samples };
            break;
          }
          case 'bgm':
            break;
        }
      }
    } finally {
      pending.clear();
    }
  }

  async function bgmFor(req: RenderRequest): Promise<BgmInput | null> {
    if (req.bgm !== undefined) return req.bgm;
    const seg = req.plan.find((s) => s.kind === 'bgm');
    if (!seg || seg.kind !== 'bgm' || !req.loadBgm) return null;
    const pcm = await req.loadBgm(seg.id);
    return pcm ? { pcm, volume: seg.volume, fadeInMs: seg.fadein, fadeOutMs: seg.fadeout } : null;
  }

  /// The BGM track for `length` samples: resampled, its own loudness brought to the voice target,
  /// looped or trimmed, faded, and set `bgmGain(volume)` under the voice.
  function bgmTrack(bgm: BgmInput, rate: number, length: number): Float32Array {
    const pcm = resample(bgm.pcm, rate);
    const own = integratedLoudness(pcm);
    const level = Number.isFinite(own) ? 10 ** ((TARGET_LUFS - own) / 20) : 1;
    const track = loopTo(pcm.samples, length);
    applyFades(track, (bgm.fadeInMs * rate) / 1000, (bgm.fadeOutMs * rate) / 1000);
    const gain = level * bgmGain(bgm.volume);
    for (let i = 0; i < track.length; i++) track[i]! *= gain;
    return track;
  }

  /// One loop of the BGM, ready to mix: resampled, brought to the voice target, × bgmGain.
  function bgmSource(bgm: BgmInput, rate: number): Float32Array {
    const pcm = resample(bgm.pcm, rate);
    return bgmTrack({ ...bgm, fadeInMs: 0, fadeOutMs: 0 }, rate, pcm.samples.length);
  }

  /// MP3 render: encoded while it is synthesised, in parts cut inside pauses that encode on all
  /// cores at once (Mp3Parts), never holding the whole task in memory. The voice is mixed at a
  /// provisional gain (from the first sentence, aimed 6 dB under the target for headroom); when
  /// everything is measured the file is brought to the target loudness losslessly through the
  /// frames' global gain, in 1.5 dB steps.
  async function renderMp3(req: RenderRequest): Promise<RenderResult> {
    const rate = outputRate(req);
    const stats = new Stats();
    const encoder = new Mp3Parts(rate, { signal: req.signal, urgent: req.urgent === true, ...(req.mp3Parts ?? {}) });
    const bgm = await bgmFor(req);
    const loop = bgm ? bgmSource(bgm, rate) : null;
    // The music sits under the provisional voice as it will under the final one: both get the
    // same headroom now and the same gain change at the end.
    if (loop) for (let i = 0; i < loop.length; i++) loop[i]! *= HEADROOM;
    const fadeIn = bgm ? Math.round((bgm.fadeInMs * rate) / 1000) : 0;
    const fadeOut = bgm && loop ? Math.round((bgm.fadeOutMs * rate) / 1000) : 0;
    const meter = new LoudnessMeter(rate);
    const timings: SegmentTiming[] = [];
    let gain: number | null = null;
    let length = 0;
    // Pieces wait here until the first sentence sets the gain, and the last `fadeOut` samples wait
    // for the end (the BGM fades out over them). `silent`: a pause with no music under it, where
    // the encoder may start a new part. `gain`: still to be applied (without music the voice goes
    // to the encoder unmixed, and the encoder applies the gain as it converts).
    interface Held {
      samples: Float32Array;
      silent: boolean;
      gain: number;
    }
    let held: Held[] = [];
    let heldLength = 0;

    const write = ({ samples, silent, gain }: Held) => encoder.write(samples, silent, gain);
    const mix = (samples: Float32Array, at: number): Float32Array => {
      const g = gain ?? 1;
      const out = new Float32Array(samples.length);
      for (let i = 0; i < samples.length; i++) {
        let v = samples[i]! * g;
        if (loop) {
          const t = at + i;
          v += loop[t % loop.length]! * (t < fadeIn ? t / fadeIn : 1);
        }
        out[i] = Math.max(-1, Math.min(1, v));
      }
      return out;
    };
    const release = (keep: number) => {
      // Writes all held samples but the last `keep`.
      let excess = heldLength - keep;
      while (excess > 0 && held.length) {
        const first = held[0]!;
        if (first.samples.length <= excess) {
          write(first);
          held.shift();
          heldLength -= first.samples.length;
          excess -= first.samples.length;
        } else {
          write({ ...first, samples: first.samples.subarray(0, excess) });
          held[0] = { ...first, samples: first.samples.subarray(excess) };
          heldLength -= excess;
          excess = 0;
        }
      }
    };
    let raw: { samples: Float32Array; at: number; silent: boolean }[] = [];
    const hold = (r: { samples: Float32Array; at: number; silent: boolean }) => {
      held.push(loop ? { samples: mix(r.samples, r.at), silent: r.silent, gain: 1 } : { samples: r.samples, silent: r.silent, gain: gain ?? 1 });
      heldLength += r.samples.length;
    };

    let data: Buffer;
    try {
      for await (const piece of pieces(req, rate, stats)) {
        const timing = timingOf(piece, length, rate);
        timings.push(timing);
        await req.onProgress?.(timing);
        meter.push(piece.samples);
        if (gain === null && piece.kind === 'speech') {
          const l = integratedLoudness({ samples: piece.samples, sampleRate: rate });
          gain = Number.isFinite(l) ? Math.min(10, HEADROOM * 10 ** ((TARGET_LUFS - l) / 20)) : 1;
        }
        raw.push({ samples: piece.samples, at: length, silent: piece.kind === 'silence' && !loop });
        length += piece.samples.length;
        if (gain === null) continue;
        for (const r of raw) hold(r);
        raw = [];
        release(fadeOut);
        await encoder.ready();
      }
      gain ??= 1;
      for (const r of raw) hold(r);
      // The fade-out: the held tail is the end of the file.
      if (fadeOut > 0) {
        const tail = new Float32Array(heldLength);
        let o = 0;
        for (const h of held) {
          tail.set(h.samples, o);
          o += h.samples.length;
        }
        const n = Math.min(fadeOut, tail.length);
        const start = length - tail.length;
        for (let i = 0; i < tail.length; i++) {
          const fromEnd = tail.length - 1 - i;
          if (fromEnd >= n) continue;
          // Remove the music sample and add it back faded.
          const t = start + i;
          const b = loop![t % loop!.length]! * (t < fadeIn ? t / fadeIn : 1);
          tail[i] = Math.max(-1, Math.min(1, tail[i]! - b + (b * fromEnd) / n));
        }
        held = [{ samples: tail, silent: false, gain: 1 }];
      }
      release(0);
      data = await encoder.finish();
    } catch (error) {
      encoder.kill();
      throw error;
    }
    // Voice loudness to the target (nearest 1.5 dB step), the mix peak under the ceiling.
    const loudness = meter.integrated();
    const wanted = Number.isFinite(loudness) ? TARGET_LUFS - loudness - 20 * Math.log10(gain) : 0;
    const peak = encoder.peak;
    const room = peak > 0 ? 20 * Math.log10(CEILING / peak) : Infinity;
    let steps = Math.round(wanted / GAIN_STEP_DB);
    if (steps * GAIN_STEP_DB > room) steps = Math.floor(room / GAIN_STEP_DB);
    adjustMp3Gain(data, steps);
    return {
      data,
      mime: 'audio/mpeg',
      durationMs: (length * 1000) / rate,
      sampleRate: rate,
      timings,
      cache: { hits: stats.hits, misses: stats.misses },
      engineMs: stats.engineMs,
      parts: encoder.count,
    };
  }

  async function render(req: RenderRequest): Promise<RenderResult> {
    if (req.format === 'mp3') return renderMp3(req);
    const rate = outputRate(req);
    const stats = new Stats();
    const parts: Piece[] = [];
    let length = 0;
    for await (const piece of pieces(req, rate, stats)) {
      parts.push(piece);
      await req.onProgress?.(timingOf(piece, length, rate));
      length += piece.samples.length;
    }
    const voice = new Float32Array(length);
    const timings: SegmentTiming[] = [];
    let at = 0;
    for (const p of parts) {
      voice.set(p.samples, at);
      timings.push(timingOf(p, at, rate));
      at += p.samples.length;
    }
    // Voice to the target loudness first, so the BGM level is relative to what is heard.
    const loudness = integratedLoudness({ samples: voice, sampleRate: rate });
    const voiceGain = Number.isFinite(loudness) ? 10 ** ((TARGET_LUFS - loudness) / 20) : 1;
    const bgm = await bgmFor(req);
    const track = bgm ? bgmTrack(bgm, rate, length) : null;
    let peak = 0;
    for (let i = 0; i < length; i++) {
      const v = voice[i]! * voiceGain + (track ? track[i]! : 0);
      voice[i] = v;
      if (Math.abs(v) > peak) peak = Math.abs(v);
    }
    if (peak > CEILING) for (let i = 0; i < length; i++) voice[i]! *= CEILING / peak;
    req.signal?.throwIfAborted();
    const data = encodeWav({ samples: voice, sampleRate: rate });
    return {
      data,
      mime: 'audio/wav',
      durationMs: (length * 1000) / rate,
      sampleRate: rate,
      timings,
      cache: { hits: stats.hits, misses: stats.misses },
      engineMs: stats.engineMs,
    };
  }

  async function* stream(req: RenderRequest): AsyncGenerator<Buffer> {
    const rate = outputRate(req);
    const stats = new Stats();
    const abort = new AbortController();
    const signal = req.signal ? AbortSignal.any([req.signal, abort.signal]) : abort.signal;
    // a stream is an audition: someone waits for its first sound
    const inner: RenderRequest = { urgent: true, ...req, signal };
    const bgm = await bgmFor(req);
    const bgmPcm = bgm ? bgmSource(bgm, rate) : null;
    const fadeIn = bgm ? Math.round((bgm.fadeInMs * rate) / 1000) : 0;
    const fadeOut = bgm ? Math.round((bgm.fadeOutMs * rate) / 1000) : 0;
    const lastSpoken = req.plan.reduce((last, s, i) => (s.kind === 'bgm' ? last : i), -1);
    let voiceGain: number | null = null;
    let position = 0;

    // Each piece is finished on its own: the gain of the first sentence holds for the rest (no
    // pumping), the BGM runs on under it, and the fade-out ends with the last piece.
    const finish = (piece: Piece): Float32Array => {
      const out = piece.samples;
      if (voiceGain === null && piece.kind === 'speech') {
        const l = integratedLoudness({ samples: out, sampleRate: rate });
        voiceGain = Number.isFinite(l) ? Math.min(10, 10 ** ((TARGET_LUFS - l) / 20)) : 1;
      }
      const g = voiceGain ?? 1;
      const isLast = piece.index === lastSpoken;
      for (let i = 0; i < out.length; i++) {
        let v = out[i]! * g;
        if (bgmPcm) {
          const t = position + i;
          let b = bgmPcm[t % bgmPcm.length]!;
          if (t < fadeIn) b *= t / fadeIn;
          const fromEnd = out.length - 1 - i;
          if (isLast && fromEnd < fadeOut) b *= fromEnd / fadeOut;
          v += b;
        }
        out[i] = Math.max(-CEILING, Math.min(CEILING, v));
      }
      position += out.length;
      return out;
    };

    if (req.format === 'wav') {
      const head = encodeWav({ samples: new Float32Array(0), sampleRate: rate });
      // Unknown length while streaming: the sizes say "to the end of the stream".
      head.writeUInt32LE(0xffffffff, 4);
      head.writeUInt32LE(0xffffffff, 40);
      yield head;
      for await (const piece of pieces(inner, rate, stats)) yield encodeWav({ samples: finish(piece), sampleRate: rate }).subarray(44);
      return;
    }

    const encoder = new Mp3Encoder(rate, signal, { quickStart: true });
    let failure: unknown = null;
    const producing = (async () => {
      try {
        for await (const piece of pieces(inner, rate, stats)) encoder.write(finish(piece));
      } catch (error) {
        failure = error;
        encoder.kill();
      } finally {
        encoder.end();
      }
    })();
    let completed = false;
    try {
      for await (const chunk of encoder.output()) {
        if (failure) break;
        yield chunk;
      }
      completed = true;
    } catch (error) {
      if (!failure) failure = error;
    } finally {
      // The listener left (or something failed): stop the engines' queued sentences and ffmpeg.
      if (!completed || failure) {
        abort.abort();
        encoder.kill();
      }
      await producing;
    }
    if (failure) throw failure;
  }

  async function prefetch(req: RenderRequest): Promise<boolean> {
    const first = req.plan.find((s): s is SpeechSegment => s.kind === 'speech');
    if (!first) return false;
    const choice = engines.resolve(typeof req.voice === 'function' ? await req.voice(first.voice) : req.voice);
    if (engines.get(choice.engine)?.prefetchable?.() !== true) return false;
    // exactly what the click will ask for (the same plan through the same stream: the same clauses joined, the
    // same cache keys); the encoded audio goes nowhere
    for await (const chunk of stream(req)) void chunk;
    return true;
  }

  return { render, stream, prefetch };
}

/// Renders a short phrase once with `voice` as an audition would (stream, MP3) and discards it. The
/// first render of a process otherwise pays for loading the encoder binary and compiling the mixing
/// code: measured 400-800 ms on the first audition after a start, 40-80 ms on the next ones.
export async function warmUpRenderer(renderer: Renderer, voice: EngineVoiceChoice): Promise<void> {
  const plan = planSynthesis('<speak>欢迎使用配音，现在开始试听。</speak>');
  for await (const chunk of renderer.stream({ plan, voice, format: 'mp3' })) void chunk;
}
