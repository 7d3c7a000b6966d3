// The openai-compatible transcription adapter, through the real `openai` client, against a local
// server that speaks `POST /v1/audio/transcriptions` (src/testing/openaiServer.ts): what arrives
// (multipart fields and the audio bytes), how segments become sentences, how errors map.
import { execFileSync } from 'node:child_process';
import type { ServerResponse } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeWav, parseWav } from '../../audio/wav.ts';
import { sendError, startTranscriptionServer, type TranscriptionServer } from '../../testing/openaiServer.ts';
import { testFfmpeg } from '../../testing/speech.ts';
import { AsrError, createAsrProvider, loadAsrConfig, sentencesFromText, type AsrProvider } from './index.ts';
import { ASR_ERROR_MESSAGES } from './types.ts';

let server: TranscriptionServer;
const temp = mkdtempSync(path.join(tmpdir(), 'peiyin-asr-openai-'));
// 6 s of a 44.1 kHz stereo tone, as a phone recording might come: the adapter must send 16 kHz mono.
const SECONDS = 6;
let wav: string;
let video: string;

beforeAll(async () => {
  server = await startTranscriptionServer();
  const rate = 44_100;
  const tone = new Float32Array(rate * SECONDS).map((_, i) => 0.3 * Math.sin((2 * Math.PI * 220 * i) / rate));
  wav = path.join(temp, 'recording.wav');
  writeFileSync(wav, encodeWav({ samples: tone, sampleRate: rate }));
  video = path.join(temp, 'clip.mp4');
  execFileSync(testFfmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=blue:s=64x64:r=10', '-i', wav, '-shortest', '-ac', '2', '-c:v', 'mpeg4', '-c:a', 'aac', video]);
});
afterAll(async () => {
  await server.close();
  rmSync(temp, { recursive: true, force: true });
});
beforeEach(() => {
  server.calls.length = 0;
});

const provider = (env: Record<string, string> = {}): AsrProvider =>
  createAsrProvider(loadAsrConfig({ ASR_BASE_URL: server.baseUrl, ASR_API_KEY: 'sk-asr', ASR_MODEL: 'whisper-1', ASR_MAX_RETRIES: '0', ...env }), { ffmpegPath: testFfmpeg });

/// OpenAI's verbose_json for whisper-1 (segment fields as OpenAI sends them).
const verbose = (segments: [number, number, string][], extra: Record<string, unknown> = {}) => ({
  task: 'transcribe',
  language: 'chinese',
  duration: SECONDS,
  text: segments.map(([, , t]) => t).join(''),
  segments: segments.map(([start, end, text], id) => ({ id, seek: 0, start, end, text, tokens: [50364, 1234], temperature: 0, avg_logprob: -0.2, compression_ratio: 1.1, no_speech_prob: 0.01 })),
  ...extra,
});
const reply = (body: unknown) => (_call: unknown, response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

describe('openai-compatible transcription: the request', () => {
  it('posts the multipart fields of the protocol and a 16 kHz mono MP3 of the audio', async () => {
    server.handle(reply(verbose([[0, 2.5, '大家好。']])));
    await provider().transcribe({ file: wav });
    const call = server.calls[0]!;
    expect(call.headers.authorization).toBe('Bearer sk-asr');
    expect(call.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(call.fields).toEqual({
      model: 'whisper-1',
      response_format: 'verbose_json',
      'timestamp_granularities[]': 'segment',
      temperature: '0',
      language: 'zh',
      prompt: '以下是普通话的句子，使用简体中文和标点符号。',
    });
    expect(call.file).toMatchObject({ name: 'audio.mp3', type: 'audio/mpeg' });
    // The bytes are an MP3 of the same audio: ffmpeg reads it back as 16 kHz mono, 6 s long.
    const mp3 = path.join(temp, 'arrived.mp3');
    writeFileSync(mp3, call.file!.bytes);
    const back = parseWav(execFileSync(testFfmpeg, ['-hide_banner', '-loglevel', 'error', '-i', mp3, '-f', 'wav', 'pipe:1'], { maxBuffer: 64 << 20 }));
    expect(back.sampleRate).toBe(16_000);
    expect(Math.abs(back.samples.length / 16_000 - SECONDS)).toBeLessThan(0.1);
    // 32 kbit/s: 20 minutes would be ≈ 4.8 MB, under the 25 MB of OpenAI and Groq.
    expect(call.file!.bytes.length).toBeLessThan(SECONDS * 4000 + 2000);
  });

  it('uploads WAV (16 kHz, mono, 16-bit) when ASR_UPLOAD_FORMAT=wav', async () => {
    server.handle(reply(verbose([[0, 2.5, '大家好。']])));
    await provider({ ASR_UPLOAD_FORMAT: 'wav' }).transcribe({ file: video });
    const file = server.calls[0]!.file!;
    expect(file).toMatchObject({ name: 'audio.wav', type: 'audio/wav' });
    expect(file.bytes.toString('ascii', 0, 4)).toBe('RIFF');
    const pcm = parseWav(file.bytes);
    expect(pcm.sampleRate).toBe(16_000);
    expect(file.bytes.readUInt16LE(22)).toBe(1);
    expect(Math.abs(pcm.samples.length / 16_000 - SECONDS)).toBeLessThan(0.1);
  });

  it('sends no language when asked to detect it, no prompt when ASR_PROMPT is empty, and no key to a keyless server', async () => {
    server.handle(reply(verbose([[0, 1, 'hello']], { language: 'english' })));
    const keyless = createAsrProvider(loadAsrConfig({ ASR_BASE_URL: server.baseUrl, ASR_MODEL: 'Systran/faster-whisper-small', ASR_PROMPT: '' }), { ffmpegPath: testFfmpeg });
    const transcript = await keyless.transcribe({ file: wav, language: '' });
    const call = server.calls[0]!;
    expect(call.fields).not.toHaveProperty('language');
    expect(call.fields).not.toHaveProperty('prompt');
    expect(call.fields.model).toBe('Systran/faster-whisper-small');
    expect(call.headers).not.toHaveProperty('authorization');
    expect(transcript.language).toBe('en');
  });
});

describe('openai-compatible transcription: the answer', () => {
  it('turns segments into sentences in ms, trimmed, with the file’s duration', async () => {
    server.handle(reply(verbose([
      [0, 2.48, ' 今天天气很好，我们去公园散步吧。'],
      [3.64, 5.2, ' 春天来了，花都开了。'],
      [5.2, 5.9, '   '],
    ])));
    const progress: number[] = [];
    const transcript = await provider().transcribe({ file: wav, onProgress: (f) => progress.push(f) });
    expect(transcript).toEqual({
      sentences: [
        { beginMs: 0, endMs: 2480, text: '今天天气很好，我们去公园散步吧。' },
        { beginMs: 3640, endMs: 5200, text: '春天来了，花都开了。' },
      ],
      text: '今天天气很好，我们去公园散步吧。\n春天来了，花都开了。',
      durationMs: SECONDS * 1000,
      language: 'zh',
    });
    expect(progress).toEqual([0, 1]);
  });

  it('reads whisper.cpp’s verbose_json (language probabilities, tokens, no seek)', async () => {
    server.handle(
      reply({
        task: 'transcribe',
        language: 'chinese',
        duration: 6.0,
        text: '大家好。欢迎收听。',
        segments: [
          { id: 0, text: '大家好。', start: 0.0, end: 1.5, tokens: [50364, 3581], temperature: 0.0, avg_logprob: -0.31, no_speech_prob: 0.02 },
          { id: 1, text: '欢迎收听。', start: 1.5, end: 3.0, tokens: [50439], temperature: 0.0, avg_logprob: -0.25, no_speech_prob: 0.01 },
        ],
        detected_language: 'chinese',
        detected_language_probability: 0.97,
        language_probabilities: { zh: 0.97, ja: 0.01 },
      }),
    );
    const transcript = await provider({ ASR_MODEL: 'ggml-large-v3-turbo' }).transcribe({ file: wav });
    expect(transcript.sentences).toEqual([
      { beginMs: 0, endMs: 1500, text: '大家好。' },
      { beginMs: 1500, endMs: 3000, text: '欢迎收听。' },
    ]);
  });

  it('shares the duration out by length when the server gives text without segments', async () => {
    server.handle(reply({ text: '第一句话。第二句，稍长一点的话！' }));
    const transcript = await provider({ ASR_MODEL: 'gpt-4o-transcribe' }).transcribe({ file: wav });
    // 5 and 11 characters over 6 s.
    expect(transcript.sentences).toEqual([
      { beginMs: 0, endMs: 1875, text: '第一句话。' },
      { beginMs: 1875, endMs: 6000, text: '第二句，稍长一点的话！' },
    ]);
    expect(sentencesFromText('一\n\n二', 1000)).toEqual([
      { beginMs: 0, endMs: 500, text: '一' },
      { beginMs: 500, endMs: 1000, text: '二' },
    ]);
  });

  it('keeps sentences inside the audio even when the server’s times run past it', async () => {
    server.handle(reply(verbose([[5.5, 30, '最后一句。']])));
    const transcript = await provider().transcribe({ file: wav });
    expect(transcript.sentences).toEqual([{ beginMs: 5500, endMs: SECONDS * 1000, text: '最后一句。' }]);
  });
});

describe('openai-compatible transcription: errors', () => {
  const failWith = async (env: Record<string, string> = {}, file = wav) => {
    const error = await provider(env).transcribe({ file }).catch((e: unknown) => e);
    if (!(error instanceof AsrError)) throw new Error(`expected an AsrError, got ${String(error)}`);
    return error;
  };

  it('maps the HTTP statuses to typed errors with Chinese messages', async () => {
    const cases: [number, unknown, string][] = [
      [401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } }, 'auth'],
      [429, { error: { message: 'Rate limit reached', type: 'requests' } }, 'rate_limit'],
      [413, { error: { message: 'Maximum content size limit (26214400) exceeded', type: 'server_error' } }, 'file_too_large'],
      [404, { error: { message: 'The model `whisper-9` does not exist', type: 'invalid_request_error', code: 'model_not_found' } }, 'model_not_found'],
      // whisper.cpp's own error shape: a string.
      [400, { error: 'failed to read audio data' }, 'bad_request'],
      [500, { error: { message: 'CUDA out of memory', type: 'server_error' } }, 'unavailable'],
    ];
    for (const [status, body, code] of cases) {
      server.handle((_call, response) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      });
      const error = await failWith();
      expect(error.code, String(status)).toBe(code);
      expect(error.message).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await failWith()).message).toBe('语音识别服务暂时不可用，请稍后再试');
  });

  it('an answer that is not a transcript is bad_response', async () => {
    server.handle((_call, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('大家好');
    });
    expect((await failWith()).code).toBe('bad_response');
    server.handle(reply({ segments: [{ start: 'zero', end: 1, text: '坏' }] }));
    expect((await failWith()).code).toBe('bad_response');
    server.handle(reply({ duration: 6 }));
    expect((await failWith()).code).toBe('bad_response');
  });

  it('a file without audio never reaches the server', async () => {
    const notAudio = path.join(temp, 'notes.m4a');
    writeFileSync(notAudio, '不是音频');
    expect(await failWith({}, notAudio)).toMatchObject({ code: 'audio_invalid' });
    expect(server.calls).toHaveLength(0);
  });

  it('retries once on a 503 when retries are allowed, sending the same file again', async () => {
    let n = 0;
    server.handle((_call, response) => {
      n += 1;
      if (n === 1) return sendError(response, 503, { message: 'loading model', type: 'server_error' }, { 'retry-after-ms': '10' });
      reply(verbose([[0, 1, '好。']]))(_call, response);
    });
    const transcript = await provider({ ASR_MAX_RETRIES: '1' }).transcribe({ file: wav });
    expect(transcript.sentences).toHaveLength(1);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.file!.bytes.equals(server.calls[0]!.file!.bytes)).toBe(true);
  });

  it('a server that takes longer than ASR_TIMEOUT_MS is a timeout; an abort cancels the upload at once', async () => {
    // a server that never answers: only the deadline or the abort ends a call
    server.handle(() => undefined);
    // One deadline for the call: retries do not stretch it. The SDK would send the file again after its own
    // timeout (as long as ours, started later); ours ends the call first, so the file went out once at most
    // (not at all when converting it took the whole deadline on a busy machine).
    expect((await failWith({ ASR_TIMEOUT_MS: '300', ASR_MAX_RETRIES: '2' })).code).toBe('timeout');
    expect(server.calls.length).toBeLessThanOrEqual(1);
    server.calls.length = 0;

    // the default deadline is half an hour: the abort, once the upload has arrived, is what ends this one
    const controller = new AbortController();
    const run = provider().transcribe({ file: wav, signal: controller.signal }).catch((e: unknown) => e);
    await expect.poll(() => server.calls.length).toBe(1);
    controller.abort();
    expect(await run).toMatchObject({ code: 'aborted', message: '语音识别已取消' });
    // and the request the server was working on is closed, not left to run
    await server.calls[0]!.closed;
  });

  it('a refused connection is a network error', async () => {
    const closed = await startTranscriptionServer();
    const url = closed.baseUrl;
    await closed.close();
    const error = await createAsrProvider(loadAsrConfig({ ASR_BASE_URL: url, ASR_MODEL: 'whisper-1', ASR_MAX_RETRIES: '0' }), { ffmpegPath: testFfmpeg })
      .transcribe({ file: wav })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'network', message: '无法连接语音识别服务，请稍后再试' });
  });

  it('without configuration the call says in plain words that speech to text is off', async () => {
    const asr = createAsrProvider(loadAsrConfig({ ASR_PROVIDER: 'none' }), { ffmpegPath: testFfmpeg });
    expect(asr.configured).toBe(false);
    const error = await asr.transcribe({ file: wav }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'unconfigured' });
    expect((error as AsrError).message).toBe(ASR_ERROR_MESSAGES.unconfigured);
    expect((error as AsrError).message).not.toMatch(/ASR_/);
  });
});
