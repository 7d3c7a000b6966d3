// sherpa-onnx for real: the real Silero VAD (test/fixtures/asr/silero_vad_16k_op15.onnx, from
// snakers4/silero-vad, MIT) cuts real speech spoken by our espeak engine, and the committed tiny
// SenseVoice- and Paraformer-shaped models (test/fixtures/asr/make-tiny-asr.mjs) read each piece
// through sherpa-onnx's own feature extraction and decoders. The tiny models do not recognise
// speech: their text depends only on how long a piece is (a SenseVoice character every 120 ms,
// a Paraformer one every 60 ms, cycling through POEM), so the test sees that each sentence the
// VAD found was read on its own, with its own length, at its own place.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../../audio/wav.ts';
import { convertSpeech, makeSpeech, testFfmpeg, type Speech } from '../../testing/speech.ts';
import { AsrError, createAsrProvider, detectAsrModel, loadAsrConfig, scanAsrModels, SherpaAsr, type Transcript } from './index.ts';
import { ASR_ERROR_MESSAGES } from './types.ts';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures');
const modelsDir = path.join(fixtures, 'asr');
// The cycle the tiny models read out (make-tiny-asr.mjs).
const POEM = '春眠不觉晓，处处闻啼鸟。';
const cycle = (n: number) => Array.from({ length: n }, (_, i) => POEM[i % POEM.length]).join('');

const temp = mkdtempSync(path.join(tmpdir(), 'peiyin-asr-sherpa-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

let speech: Speech;
beforeAll(async () => {
  speech = await makeSpeech(temp, 'speech', ['今天天气很好，我们去公园散步吧。', '春天来了，花都开了。', '谢谢大家收听。']);
}, 60_000);

const sherpa = (env: Record<string, string> = {}) => createAsrProvider(loadAsrConfig({ ASR_PROVIDER: 'sherpa', ASR_MODELS_DIR: modelsDir, ...env }), { ffmpegPath: testFfmpeg });

/// The recognised sentences that fall inside each spoken part.
function byPart(transcript: Transcript) {
  return speech.parts.map((part) => transcript.sentences.filter((s) => s.beginMs >= part.beginMs - 300 && s.endMs <= part.endMs + 300));
}

/// Two minutes of the same speech (ten times over), for stopping mid-way.
function longSpeech(): string {
  const long = path.join(temp, 'long.wav');
  if (!existsSync(long)) execFileSync(testFfmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-stream_loop', '9', '-i', speech.wav, '-c', 'copy', long]);
  return long;
}

/// This process's worker processes still alive (Linux: their command lines and parents in /proc; another test
/// run on the same machine has its own).
function liveWorkers(): number {
  return readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === process.pid && readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('sherpaWorker.mjs');
      } catch {
        return false;
      }
    }).length;
}

describe('sherpa model folders', () => {
  it('tells SenseVoice from Paraformer by their tokens, prefers the int8 model, and finds the VAD', () => {
    const { models, vad } = scanAsrModels(modelsDir);
    expect(models).toEqual([
      { folder: 'tiny-paraformer', kind: 'paraformer', model: path.join(modelsDir, 'tiny-paraformer/model.int8.onnx'), tokens: path.join(modelsDir, 'tiny-paraformer/tokens.txt') },
      { folder: 'tiny-sense-voice', kind: 'sense-voice', model: path.join(modelsDir, 'tiny-sense-voice/model.int8.onnx'), tokens: path.join(modelsDir, 'tiny-sense-voice/tokens.txt') },
    ]);
    expect(vad).toBe(path.join(modelsDir, 'silero_vad_16k_op15.onnx'));
  });

  it('does not take a speech-synthesis model folder for a recognizer', () => {
    expect(detectAsrModel(path.join(fixtures, 'tts/tiny-vits'))).toBeNull();
  });

  it('says which files are missing', () => {
    const empty = path.join(temp, 'empty-models');
    mkdirSync(empty);
    const missing = (options: ConstructorParameters<typeof SherpaAsr>[0]) => {
      try {
        new SherpaAsr(options).resolveModel();
      } catch (error) {
        return error as AsrError;
      }
      throw new Error('expected model_missing');
    };
    const base = { modelsDir: empty, model: null, language: 'zh', threads: 1, timeoutMs: 60_000, ffmpegPath: testFfmpeg };
    expect(missing(base)).toMatchObject({ code: 'model_missing', detail: expect.stringContaining('no Paraformer or SenseVoice folder') });
    // the user reads plain words; which folder and files are missing is the detail the log gets
    expect(missing(base).message).toBe(ASR_ERROR_MESSAGES.model_missing);
    expect(missing({ ...base, modelsDir, model: 'sherpa-onnx-sense-voice-zh-en-ja-ko-yue-2024-07-17' }).detail).toMatch(/ASR_MODEL=.*found: tiny-paraformer, tiny-sense-voice/);
    const noVad = path.join(temp, 'no-vad');
    mkdirSync(path.join(noVad, 'sv'), { recursive: true });
    for (const f of ['model.int8.onnx', 'tokens.txt']) copyFileSync(path.join(modelsDir, 'tiny-sense-voice', f), path.join(noVad, 'sv', f));
    expect(missing({ ...base, modelsDir: noVad }).detail).toMatch(/no silero_vad\.onnx/);
  });
});

describe('sherpa transcription', () => {
  it('cuts real speech into its sentences with their times, and reads each one (SenseVoice)', async () => {
    const progress: number[] = [];
    const transcript = await sherpa({ ASR_MODEL: 'tiny-sense-voice' }).transcribe({ file: speech.wav, onProgress: (f) => progress.push(f) });
    expect(transcript.durationMs).toBe(Math.round(speech.durationMs));
    expect(transcript.language).toBe('zh');
    const groups = byPart(transcript);
    // Every sentence belongs to one spoken part, and every part was heard.
    expect(groups.flat()).toHaveLength(transcript.sentences.length);
    groups.forEach((group, i) => {
      const part = speech.parts[i]!;
      expect(group.length).toBeGreaterThan(0);
      // The VAD's cut is within 150 ms of where the speech really starts and ends.
      expect(Math.abs(group[0]!.beginMs - part.beginMs)).toBeLessThan(150);
      expect(Math.abs(group.at(-1)!.endMs - part.endMs)).toBeLessThan(150);
      // The piece was read on its own: its text starts the cycle again, one character per 120 ms.
      const text = group.map((s) => s.text).join('');
      expect(text).toBe(cycle(text.length));
      expect(Math.abs(text.length - (group.at(-1)!.endMs - group[0]!.beginMs) / 120)).toBeLessThanOrEqual(2);
      // A piece longer than the poem is split at its 。, at the time of the token after it.
      group.slice(0, -1).forEach((s, j) => {
        expect(s.text).toBe(POEM);
        expect(s.endMs).toBe(group[j + 1]!.beginMs);
        expect(s.endMs - s.beginMs).toBe(12 * 120);
      });
    });
    // The first part (≈ 4 s) is long enough to hold the poem more than once.
    expect(groups[0]!.length).toBeGreaterThan(1);
    expect(transcript.text).toBe(transcript.sentences.map((s) => s.text).join('\n'));
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('reads the same speech with Paraformer (no timestamps: one sentence a piece)', async () => {
    const transcript = await sherpa({ ASR_MODEL: 'tiny-paraformer' }).transcribe({ file: speech.wav });
    expect(transcript.sentences).toHaveLength(3);
    transcript.sentences.forEach((s, i) => {
      const part = speech.parts[i]!;
      expect(Math.abs(s.beginMs - part.beginMs)).toBeLessThan(150);
      expect(Math.abs(s.endMs - part.endMs)).toBeLessThan(150);
      expect(s.text).toBe(cycle(s.text.length));
      expect(Math.abs(s.text.length - (s.endMs - s.beginMs) / 60)).toBeLessThanOrEqual(2);
    });
    expect(transcript.language).toBeUndefined();
  });

  it('reads the sound of a video file and of an MP3 the same way', async () => {
    const fromWav = await sherpa({ ASR_MODEL: 'tiny-paraformer' }).transcribe({ file: speech.wav });
    for (const file of [convertSpeech(speech.wav, 'mp4'), convertSpeech(speech.wav, 'mp3')]) {
      const other = await sherpa({ ASR_MODEL: 'tiny-paraformer' }).transcribe({ file });
      expect(other.sentences.length, file).toBe(fromWav.sentences.length);
      other.sentences.forEach((s, i) => {
        expect(Math.abs(s.beginMs - fromWav.sentences[i]!.beginMs), file).toBeLessThan(100);
        expect(Math.abs(s.endMs - fromWav.sentences[i]!.endMs), file).toBeLessThan(100);
      });
      // Encoders pad a little; the duration is the file's own.
      expect(Math.abs(other.durationMs - fromWav.durationMs), file).toBeLessThan(150);
    }
  });

  it('answers no sentences for silence', async () => {
    const silence = path.join(temp, 'silence.wav');
    writeFileSync(silence, encodeWav({ samples: new Float32Array(16_000 * 3), sampleRate: 16_000 }));
    expect(await sherpa().transcribe({ file: silence })).toEqual({ sentences: [], text: '', durationMs: 3000 });
  });

  it('stops at once when aborted: the promise rejects and the recognizer process is gone', async () => {
    // aborted at the first progress, ten copies of the recording before its end: the rejection comes from the
    // abort, not from a finished recognition
    const controller = new AbortController();
    let progressAtAbort: number | null = null;
    const run = sherpa().transcribe({
      file: longSpeech(),
      signal: controller.signal,
      onProgress: (f) => {
        if (f > 0 && progressAtAbort === null) {
          progressAtAbort = f;
          controller.abort();
        }
      },
    });
    await expect(run).rejects.toMatchObject({ code: 'aborted', message: '语音识别已取消' });
    expect(progressAtAbort).toBeLessThan(1);
    await expect.poll(liveWorkers).toBe(0);
  });

  it('gives up after ASR_TIMEOUT_MS', async () => {
    await expect(sherpa({ ASR_TIMEOUT_MS: '150' }).transcribe({ file: longSpeech() })).rejects.toMatchObject({ code: 'timeout' });
    await expect.poll(liveWorkers).toBe(0);
  });
});

describe('sherpa failures', () => {
  it('a file without readable audio is audio_invalid', async () => {
    const text = path.join(temp, 'notes.mp3');
    writeFileSync(text, '这不是音频文件');
    await expect(sherpa().transcribe({ file: text })).rejects.toMatchObject({ code: 'audio_invalid', message: '无法读取该文件中的音频，请上传有效的音频或视频文件' });
    const mute = path.join(temp, 'mute.mp4');
    execFileSync(testFfmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=red:s=64x64:r=10:d=1', '-c:v', 'mpeg4', mute]);
    await expect(sherpa().transcribe({ file: mute })).rejects.toMatchObject({ code: 'audio_invalid', detail: expect.stringContaining('matches no streams') });
    await expect(sherpa().transcribe({ file: path.join(temp, 'absent.wav') })).rejects.toMatchObject({ code: 'audio_invalid' });
  });

  it('a broken model file is model_invalid with sherpa-onnx’s reason, and the server lives on', async () => {
    const dir = path.join(temp, 'broken-models');
    mkdirSync(path.join(dir, 'sv'), { recursive: true });
    copyFileSync(path.join(modelsDir, 'silero_vad_16k_op15.onnx'), path.join(dir, 'silero_vad.onnx'));
    copyFileSync(path.join(modelsDir, 'tiny-sense-voice/tokens.txt'), path.join(dir, 'sv/tokens.txt'));
    writeFileSync(path.join(dir, 'sv/model.onnx'), 'not a model');
    const error = await sherpa({ ASR_MODELS_DIR: dir }).transcribe({ file: speech.wav }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AsrError);
    // sherpa-onnx aborts the process here (an uncaught Ort::Exception): in the server's own
    // process this would have ended the server.
    expect(error).toMatchObject({ code: 'model_invalid', message: ASR_ERROR_MESSAGES.model_invalid, detail: expect.stringContaining('Protobuf parsing failed') });
  });

  it('a VAD file that is not Silero ends only the recognizer process, not the server', async () => {
    // sherpa-onnx calls exit() on an unsupported VAD model instead of throwing.
    const dir = path.join(temp, 'wrong-vad');
    mkdirSync(path.join(dir, 'sv'), { recursive: true });
    copyFileSync(path.join(fixtures, 'tts/tiny-vits/model.onnx'), path.join(dir, 'silero_vad.onnx'));
    for (const f of ['model.int8.onnx', 'tokens.txt']) copyFileSync(path.join(modelsDir, 'tiny-sense-voice', f), path.join(dir, 'sv', f));
    const error = await sherpa({ ASR_MODELS_DIR: dir }).transcribe({ file: speech.wav }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'model_invalid', detail: expect.stringMatching(/recognizer process ended/) });
    // This process is still here to check it.
    expect(process.exitCode ?? 0).toBe(0);
  });
});
