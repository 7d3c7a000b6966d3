// The seeded sound effects and background music (spec 02 §3 "Sound style", "Sound", "Background
// music"): real audio made by code (no recordings to license): chimes, whooshes, applause-like
// noise bursts, heartbeats, ambient pads. Deterministic, so every install has the same library.
import type { Pcm } from '../providers/tts/types.ts';

const RATE = 24000;

/// Seeded PRNG (mulberry32): the same noise on every run.
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A sine table: the pads need tens of millions of sines, and a lookup is ≈10× cheaper.
const TABLE = 8192;
const SINE = new Float32Array(TABLE + 1).map((_, i) => Math.sin((2 * Math.PI * i) / TABLE));
/// sin(2π·cycles), by table.
function sinCycles(cycles: number): number {
  const x = (cycles - Math.floor(cycles)) * TABLE;
  const i = x | 0;
  return SINE[i]! + (SINE[i + 1]! - SINE[i]!) * (x - i);
}

const buffer = (seconds: number) => new Float32Array(Math.round(seconds * RATE));

/// A decaying partial: sine at `freq` starting at `start` s, amplitude `amp`, decay time `decay` s.
function bell(out: Float32Array, start: number, freq: number, amp: number, decay: number): void {
  const from = Math.round(start * RATE);
  const attack = Math.round(0.004 * RATE);
  for (let i = 0; from + i < out.length; i++) {
    const t = i / RATE;
    const env = Math.min(1, i / attack) * Math.exp(-t / decay);
    if (env < 1e-4 && i > attack) break;
    out[from + i]! += amp * env * sinCycles(freq * t);
  }
}

function chime(notes: [number, number][], decay = 0.6): Float32Array {
  const last = Math.max(...notes.map(([s]) => s));
  const out = buffer(last + decay * 5);
  for (const [start, freq] of notes) {
    // Inharmonic partials make it ring like metal rather than beep.
    bell(out, start, freq, 0.5, decay);
    bell(out, start, freq * 2.76, 0.18, decay * 0.5);
    bell(out, start, freq * 5.4, 0.07, decay * 0.25);
  }
  return out;
}

/// One-pole low-pass, run in place with a cutoff that may move over time.
function lowpass(x: Float32Array, cutoff: (t: number) => number): void {
  let y = 0;
  for (let i = 0; i < x.length; i++) {
    const a = 1 - Math.exp((-2 * Math.PI * cutoff(i / RATE)) / RATE);
    y += a * (x[i]! - y);
    x[i] = y;
  }
}

function whoosh(seconds: number, from: number, to: number, seed: number): Float32Array {
  const rnd = random(seed);
  const out = buffer(seconds);
  for (let i = 0; i < out.length; i++) out[i] = rnd() * 2 - 1;
  lowpass(out, (t) => from * (to / from) ** (t / seconds));
  for (let i = 0; i < out.length; i++) {
    const t = i / out.length;
    out[i]! *= 2.5 * Math.sin(Math.PI * t) ** 2;
  }
  return out;
}

/// Applause-like: many short noise claps, each band-limited and decaying, at random times.
function applause(seconds: number, claps: number, seed: number): Float32Array {
  const rnd = random(seed);
  const out = buffer(seconds);
  for (let c = 0; c < claps; c++) {
    const start = Math.floor(rnd() * (out.length - RATE * 0.05));
    const len = Math.round(RATE * (0.01 + rnd() * 0.02));
    const amp = 0.15 + rnd() * 0.25;
    let y = 0;
    for (let i = 0; i < len; i++) {
      y += 0.6 * (rnd() * 2 - 1 - y);
      out[start + i]! += amp * y * Math.exp((-6 * i) / len);
    }
  }
  // Swell in and out like a crowd.
  for (let i = 0; i < out.length; i++) out[i]! *= Math.min(1, (i / out.length) * 6, ((out.length - i) / out.length) * 3);
  return out;
}

function heartbeat(beats: number, bpm: number): Float32Array {
  const period = 60 / bpm;
  const out = buffer(beats * period + 0.3);
  const thump = (start: number, amp: number) => {
    const from = Math.round(start * RATE);
    for (let i = 0; i < RATE * 0.15; i++) {
      const t = i / RATE;
      out[from + i]! += amp * Math.sin(2 * Math.PI * (55 - 80 * t) * t) * Math.exp(-t / 0.04);
    }
  };
  for (let b = 0; b < beats; b++) {
    thump(b * period, 0.9);
    thump(b * period + 0.18, 0.6);
  }
  return out;
}

function normalizePeak(x: Float32Array, peak = 0.8): Float32Array {
  let m = 0;
  for (const v of x) m = Math.max(m, Math.abs(v));
  if (m > 0) for (let i = 0; i < x.length; i++) x[i]! *= peak / m;
  return x;
}

export interface SoundStyle {
  id: string;
  name: string;
}

export interface LibrarySound {
  id: string;
  styleId: string;
  name: string;
  /// Seconds (spec 02 §3 Sound.duration).
  duration: number;
  pcm: Pcm;
}

export interface LibraryBgm {
  id: string;
  name: string;
  duration: number;
  pcm: Pcm;
}

const pcmOf = (samples: Float32Array): Pcm => ({ samples: normalizePeak(samples), sampleRate: RATE });

let sounds: { styles: SoundStyle[]; sounds: LibrarySound[] } | null = null;

/// Sound effect styles and sounds, generated once per process.
export function generateSoundLibrary(): { styles: SoundStyle[]; sounds: LibrarySound[] } {
  if (sounds) return sounds;
  const styles: SoundStyle[] = [
    { id: 'chime', name: '提示音效' },
    { id: 'transition', name: '转场音效' },
    { id: 'crowd', name: '掌声欢呼' },
    { id: 'mood', name: '氛围音效' },
  ];
  const C5 = 523.25,
    E5 = 659.25,
    G5 = 783.99,
    C6 = 1046.5,
    A4 = 440;
  const list: [string, string, string, Float32Array][] = [
    ['ding-dong', 'chime', '叮咚', chime([[0, E5], [0.35, C5]])],
    ['bell', 'chime', '清脆铃声', chime([[0, C6]], 0.9)],
    ['success', 'chime', '成功提示', chime([[0, C5], [0.1, E5], [0.2, G5], [0.3, C6]], 0.35)],
    ['notice', 'chime', '消息提醒', chime([[0, A4 * 2], [0.12, A4 * 2]], 0.2)],
    ['whoosh', 'transition', '嗖（快速划过）', whoosh(0.7, 300, 5000, 11)],
    ['riser', 'transition', '上扬转场', whoosh(2, 200, 9000, 12)],
    ['swoop-down', 'transition', '下落转场', whoosh(1.2, 8000, 250, 13)],
    ['applause', 'crowd', '热烈掌声', applause(4, 420, 21)],
    ['light-applause', 'crowd', '稀疏掌声', applause(2.5, 60, 22)],
    ['heartbeat', 'mood', '心跳', heartbeat(4, 72)],
    ['wind', 'mood', '风声', whoosh(5, 150, 900, 31)],
  ];
  sounds = {
    styles,
    sounds: list.map(([id, styleId, name, samples]) => ({ id, styleId, name, duration: Math.round((samples.length / RATE) * 100) / 100, pcm: pcmOf(samples) })),
  };
  return sounds;
}

const midi = (n: number) => 440 * 2 ** ((n - 69) / 12);

/// A slowly breathing pad over a chord progression, with an optional plucked arpeggio.
function pad(chords: number[][], secondsPerChord: number, seed: number, arpeggio: boolean): Float32Array {
  const rnd = random(seed);
  const out = buffer(chords.length * secondsPerChord);
  const per = Math.round(secondsPerChord * RATE);
  const xfade = Math.round(0.8 * RATE);
  chords.forEach((chord, c) => {
    const from = c * per;
    for (const note of chord) {
      const f = midi(note);
      const detune = 1 + (rnd() - 0.5) * 0.004;
      const phase = rnd();
      for (let i = -xfade; i < per + xfade; i++) {
        const at = from + i;
        if (at < 0 || at >= out.length) continue;
        const env = Math.min(1, (i + xfade) / (2 * xfade), (per + xfade - i) / (2 * xfade));
        const t = at / RATE;
        const lfo = 0.75 + 0.25 * sinCycles(0.15 * t + phase);
        out[at]! += 0.12 * env * lfo * (sinCycles(f * t + phase) + 0.3 * sinCycles(f * detune * 2 * t));
      }
    }
    if (arpeggio) {
      const step = secondsPerChord / 8;
      for (let k = 0; k < 8; k++) bell(out, c * secondsPerChord + k * step, midi(chord[k % chord.length]! + 12), 0.12, 0.25);
    }
  });
  return out;
}

let bgms: LibraryBgm[] | null = null;

/// Background music tracks, generated once per process (each 16-24 s; the renderer loops them).
export function generateBgmLibrary(): LibraryBgm[] {
  if (bgms) return bgms;
  const tracks: [string, string, Float32Array][] = [
    ['dawn', '晨光（温暖铺底）', pad([[48, 55, 64, 67], [45, 52, 60, 64], [41, 48, 57, 65], [43, 50, 59, 67]], 5, 41, false)],
    ['night', '静夜（舒缓）', pad([[45, 52, 57, 60], [41, 48, 53, 57], [43, 50, 55, 59], [40, 47, 52, 55]], 6, 42, false)],
    ['lively', '轻快（跳跃琶音）', pad([[48, 52, 55, 60], [53, 57, 60, 65], [55, 59, 62, 67], [48, 52, 55, 60]], 4, 43, true)],
    ['suspense', '悬疑（低沉）', pad([[36, 43, 49], [37, 44, 50], [36, 42, 48], [35, 42, 47]], 5, 44, false)],
  ];
  bgms = tracks.map(([id, name, samples]) => ({ id, name, duration: Math.round(samples.length / RATE), pcm: pcmOf(samples) }));
  return bgms;
}
