// A stand-in for a Whisper server that listens to what arrives: it decodes the uploaded audio, finds where
// speech is (energy over 20 ms windows, as a VAD would), and answers OpenAI's verbose_json with one segment per
// spoken stretch, labelled with the sentences the test says were spoken. It cannot understand speech, but the
// timings it reports are the real ones of the file the studio sent, so a test sees that the file, its
// conversion and the sentence timings all made it through.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rmsOverTime } from '../audio/dsp.ts';
import { parseWav } from '../audio/wav.ts';
import { sendError, type TranscriptionCall } from './openaiServer.ts';
import { testFfmpeg } from './speech.ts';

const WINDOW_MS = 20;
/// Silence shorter than this joins two stretches (a comma's pause inside a sentence).
const JOIN_MS = 400;

/// Where sound is in a 16 kHz mono recording: [beginMs, endMs] stretches.
export function voicedStretches(samples: Float32Array, sampleRate: number): [number, number][] {
  const rms = rmsOverTime({ samples, sampleRate }, WINDOW_MS);
  const peak = Math.max(...rms, 1e-9);
  const threshold = peak * 0.05;
  const stretches: [number, number][] = [];
  rms.forEach((value, i) => {
    if (value < threshold) return;
    const begin = i * WINDOW_MS;
    const last = stretches[stretches.length - 1];
    if (last && begin - last[1] <= JOIN_MS) last[1] = begin + WINDOW_MS;
    else stretches.push([begin, begin + WINDOW_MS]);
  });
  return stretches;
}

/// Decodes whatever arrived (MP3 or WAV) with ffmpeg into 16 kHz mono samples.
export function decodeUpload(bytes: Buffer): { samples: Float32Array; sampleRate: number } {
  const dir = mkdtempSync(path.join(tmpdir(), 'peiyin-transcriber-'));
  try {
    const file = path.join(dir, 'upload');
    writeFileSync(file, bytes);
    const wav = execFileSync(testFfmpeg, ['-hide_banner', '-loglevel', 'error', '-i', file, '-ac', '1', '-ar', '16000', '-f', 'wav', 'pipe:1'], { maxBuffer: 512 << 20 });
    return parseWav(wav);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/// A transcription handler answering with the sentences in order, one per spoken stretch (extra stretches
/// are dropped, missing ones leave sentences out), in OpenAI's verbose_json shape.
export function scriptedTranscriber(sentences: readonly string[]) {
  return (call: TranscriptionCall, response: ServerResponse) => {
    if (!call.file) return sendError(response, 400, { message: 'file is required' });
    const pcm = decodeUpload(call.file.bytes);
    const stretches = voicedStretches(pcm.samples, pcm.sampleRate).slice(0, sentences.length);
    const segments = stretches.map(([begin, end], id) => ({
      id,
      seek: 0,
      start: begin / 1000,
      end: end / 1000,
      text: ` ${sentences[id]}`,
      tokens: [50364],
      temperature: 0,
      avg_logprob: -0.2,
      compression_ratio: 1.1,
      no_speech_prob: 0.01,
    }));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        task: 'transcribe',
        language: 'chinese',
        duration: pcm.samples.length / pcm.sampleRate,
        text: segments.map((s) => s.text).join(''),
        segments,
      }),
    );
  };
}
