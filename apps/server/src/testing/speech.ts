// Real Mandarin speech for speech-to-text tests, spoken by our own espeak engine at test time:
// sentences with known silences between them, written as a 16 kHz WAV, and the same audio in
// the other shapes users upload (MP3, an MP4 video), made with ffmpeg.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { encodeWav } from '../audio/wav.ts';
import { EspeakEngine } from '../providers/tts/espeak.ts';

/// The static ffmpeg that comes from npm (with libmp3lame), so the tests need nothing installed.
export const testFfmpeg: string = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

export interface Speech {
  wav: string;
  /// Where each sentence really is, in ms.
  parts: { beginMs: number; endMs: number; text: string }[];
  durationMs: number;
}

const RATE = 16_000;

/// Speaks `sentences` with `gapMs` of silence between them (and `leadMs` before the first),
/// writing `<dir>/<name>.wav`.
export async function makeSpeech(dir: string, name: string, sentences: string[], options: { gapMs?: number; leadMs?: number; repeat?: number } = {}): Promise<Speech> {
  const { gapMs = 1200, leadMs = 500, repeat = 1 } = options;
  const engine = new EspeakEngine({ workers: 0, warmUp: 'light' });
  try {
    const spoken: Float32Array[] = [];
    for (const text of sentences) {
      const pcm = await engine.synthesize({ voice: { engine: 'espeak', voice: 'cmn+f2' }, text, phonemes: [], prosody: { pitch: 0, speed: 1, volume: 100 } }, { sampleRate: RATE });
      if (pcm.sampleRate !== RATE) throw new Error(`espeak answered ${pcm.sampleRate} Hz`);
      spoken.push(pcm.samples);
    }
    const gap = Math.round((gapMs * RATE) / 1000);
    const lead = Math.round((leadMs * RATE) / 1000);
    const order = Array.from({ length: repeat }, () => spoken.map((samples, i) => ({ samples, text: sentences[i]! }))).flat();
    const total = lead + order.reduce((n, s) => n + s.samples.length + gap, 0);
    const samples = new Float32Array(total);
    const parts: Speech['parts'] = [];
    let at = lead;
    for (const s of order) {
      samples.set(s.samples, at);
      parts.push({ beginMs: (at / RATE) * 1000, endMs: ((at + s.samples.length) / RATE) * 1000, text: s.text });
      at += s.samples.length + gap;
    }
    const wav = path.join(dir, `${name}.wav`);
    writeFileSync(wav, encodeWav({ samples, sampleRate: RATE }));
    return { wav, parts, durationMs: (total / RATE) * 1000 };
  } finally {
    await engine.close();
  }
}

/// The same audio as an MP3 or as an MP4 video (a plain blue picture, AAC sound).
export function convertSpeech(wav: string, to: 'mp3' | 'mp4'): string {
  const out = wav.replace(/\.wav$/, `.${to}`);
  const args =
    to === 'mp3'
      ? ['-i', wav, '-c:a', 'libmp3lame', '-b:a', '64k', out]
      : ['-f', 'lavfi', '-i', 'color=c=blue:s=64x64:r=10', '-i', wav, '-shortest', '-c:v', 'mpeg4', '-c:a', 'aac', '-b:a', '96k', out];
  execFileSync(testFfmpeg, ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args]);
  return out;
}

/// An MP3 that lies about its length (issue 26 §1): `realSeconds` of a 16 kHz tone whose Xing/Info header
/// claims `claimedSeconds`, as a crafted file does. ffmpeg's banner (and ffprobe) report the claim; only
/// decoding finds the rest. Built from a second (with the header) and an encoded half-minute repeated
/// (`realSeconds` rounded down to half-minutes), so a long file costs a short encode.
export function lyingMp3(dir: string, name: string, realSeconds: number, claimedSeconds: number): string {
  const encode = (seconds: number, file: string, xing: boolean) =>
    execFileSync(testFfmpeg, [
      '-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=330:sample_rate=${RATE}:duration=${seconds}`,
      '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '32k', '-id3v2_version', '0', '-write_xing', xing ? '1' : '0', file,
    ]);
  const head = path.join(dir, `${name}-head.mp3`);
  const minute = path.join(dir, `${name}-half-minute.mp3`);
  encode(1, head, true);
  encode(30, minute, false);
  const headBytes = readFileSync(head);
  const tag = Math.max(headBytes.indexOf('Xing'), headBytes.indexOf('Info'));
  if (tag < 0 || tag > 64) throw new Error('no Xing/Info header in the encoded head');
  // flags (4 bytes), then the frame count; an MPEG-2 layer III frame at 16 kHz holds 576 samples
  headBytes.writeUInt32BE(Math.round((claimedSeconds * RATE) / 576), tag + 8);
  const minuteBytes = readFileSync(minute);
  const whole = Math.floor(realSeconds / 30);
  // and the byte count the file really has (ffmpeg distrusts a header whose size disagrees with the file's)
  headBytes.writeUInt32BE(headBytes.length + whole * minuteBytes.length, tag + 12);
  const out = path.join(dir, `${name}.mp3`);
  writeFileSync(out, Buffer.concat([headBytes, ...Array.from({ length: whole }, () => minuteBytes)]));
  return out;
}
