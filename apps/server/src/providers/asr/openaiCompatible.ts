// Any server that speaks OpenAI's `POST /v1/audio/transcriptions` (multipart: model, file,
// response_format=verbose_json, timestamp_granularities[]=segment, language, prompt): OpenAI
// (whisper-1), Groq, speaches / faster-whisper-server, and whisper.cpp's server started with
// `--inference-path /v1/audio/transcriptions`. Whisper's segments become the sentences.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, toFile } from 'openai';
import { Agent } from 'undici';
import { transcode } from './audio.ts';
import { sentencesFromText, transcriptOf } from './sentences.ts';
import { AsrError } from './types.ts';
import type { AsrErrorCode, AsrProvider, Sentence, TranscribeRequest, Transcript } from './types.ts';

export interface OpenAiTranscriptionOptions {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  language: string;
  prompt: string;
  uploadFormat: 'mp3' | 'wav';
  timeoutMs: number;
  maxRetries: number;
  ffmpegPath: string;
  /// For tests and proxies; the global fetch otherwise.
  fetch?: typeof fetch;
}

/// What we read of a verbose_json answer. Servers differ in the rest (whisper.cpp adds
/// language probabilities, speaches adds words); segments are all we need.
interface VerboseTranscription {
  text?: unknown;
  language?: unknown;
  duration?: unknown;
  segments?: unknown;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/// Whisper names languages in full (`chinese`) in verbose_json; OpenAI and speaches do, and
/// whisper.cpp too. Map the usual ones back to codes.
const LANGUAGE_CODES: Record<string, string> = { chinese: 'zh', english: 'en', cantonese: 'yue', japanese: 'ja', korean: 'ko', mandarin: 'zh' };

export function sentencesFromVerbose(body: VerboseTranscription, durationMs: number): { sentences: Sentence[]; language?: string } {
  const rawLanguage = typeof body.language === 'string' ? body.language.toLowerCase() : '';
  const language = LANGUAGE_CODES[rawLanguage] ?? (rawLanguage || undefined);
  if (Array.isArray(body.segments) && body.segments.length > 0) {
    const sentences: Sentence[] = [];
    for (const segment of body.segments as unknown[]) {
      if (typeof segment !== 'object' || segment === null) throw new AsrError('bad_response', { detail: 'a segment is not an object' });
      const { start, end, text } = segment as Record<string, unknown>;
      const s = num(start);
      const e = num(end);
      if (s === null || e === null || typeof text !== 'string') throw new AsrError('bad_response', { detail: 'a segment lacks start, end or text' });
      sentences.push({ beginMs: s * 1000, endMs: e * 1000, text });
    }
    return { sentences, language };
  }
  if (typeof body.text !== 'string') throw new AsrError('bad_response', { detail: 'neither segments nor text in the answer' });
  return { sentences: sentencesFromText(body.text, durationMs), language };
}

export class OpenAiTranscription implements AsrProvider {
  readonly id = 'openai-compatible' as const;
  readonly configured = true;
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiTranscriptionOptions) {
    this.client = new OpenAI({
      baseURL: options.baseUrl,
      // As for the writing model: no made-up key is sent to a keyless local server, and nothing
      // is read from OPENAI_* variables.
      apiKey: options.apiKey ?? 'unused',
      adminAPIKey: null,
      organization: null,
      project: null,
      webhookSecret: null,
      defaultHeaders: options.apiKey ? undefined : { Authorization: null },
      timeout: options.timeoutMs,
      maxRetries: options.maxRetries,
      fetch: options.fetch,
      // Node's fetch gives up on an answer that has not started after 300 s, whatever the
      // client's timeout; a long file on a CPU server takes longer. Our own timeout bounds it.
      fetchOptions: { dispatcher: new Agent({ headersTimeout: 0, bodyTimeout: 0 }) },
    });
  }

  async transcribe(request: TranscribeRequest): Promise<Transcript> {
    const { signal } = request;
    if (signal?.aborted) throw new AsrError('aborted');
    // One deadline for the whole call: the SDK retries a timed-out request, which would
    // otherwise multiply ASR_TIMEOUT_MS by the retries.
    const stop = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      stop.abort();
    }, this.options.timeoutMs);
    const onAbort = () => stop.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const dir = await mkdtemp(path.join(tmpdir(), 'peiyin-asr-'));
    try {
      const upload = path.join(dir, `audio.${this.options.uploadFormat}`);
      const { durationMs: probed } = await transcode(this.options.ffmpegPath, request.file, upload, this.options.uploadFormat, stop.signal, request.maxMs);
      request.onProgress?.(0);
      const language = request.language ?? this.options.language;
      let body: VerboseTranscription;
      try {
        // Read whole (≤ 5 MB as MP3, ≤ 38 MB as WAV for 20 minutes) so that a retry can send it again.
        const file = await toFile(createReadStream(upload), path.basename(upload), { type: this.options.uploadFormat === 'mp3' ? 'audio/mpeg' : 'audio/wav' });
        body = (await this.client.audio.transcriptions.create(
          {
            file,
            model: this.options.model,
            response_format: 'verbose_json',
            timestamp_granularities: ['segment'],
            temperature: 0,
            ...(language ? { language } : {}),
            ...(this.options.prompt ? { prompt: this.options.prompt } : {}),
          },
          { signal: stop.signal },
        )) as VerboseTranscription;
      } catch (error) {
        throw normalize(error, { aborted: signal?.aborted ?? false, timedOut });
      }
      if (typeof body !== 'object' || body === null) throw new AsrError('bad_response', { detail: 'the answer is not JSON' });
      const duration = probed ?? (num(body.duration) === null ? null : Math.round(num(body.duration)! * 1000));
      const { sentences, language: said } = sentencesFromVerbose(body, duration ?? 0);
      const durationMs = duration ?? Math.max(0, ...sentences.map((s) => Math.round(s.endMs)));
      request.onProgress?.(1);
      return transcriptOf(sentences, durationMs, said);
    } catch (error) {
      // ffmpeg stopped by the deadline reports itself as aborted.
      if (timedOut && error instanceof AsrError && error.code === 'aborted') throw new AsrError('timeout');
      throw error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      await rm(dir, { recursive: true, force: true });
    }
  }
}

function normalize(error: unknown, state: { aborted: boolean; timedOut: boolean }): AsrError {
  const fail = (code: AsrErrorCode) => new AsrError(code, { detail: error instanceof Error ? error.message : String(error), cause: error });
  if (error instanceof AsrError) return error;
  if (state.aborted) return fail('aborted');
  if (state.timedOut || error instanceof APIConnectionTimeoutError) return fail('timeout');
  if (error instanceof APIUserAbortError) return fail('aborted');
  if (error instanceof APIConnectionError) return fail('network');
  if (error instanceof APIError && error.status !== undefined) {
    const status = error.status;
    if (status === 401 || status === 403) return fail('auth');
    if (status === 429) return fail('rate_limit');
    if (status === 413) return fail('file_too_large');
    if (status === 404) return fail('model_not_found');
    if (status === 408) return fail('timeout');
    if (status >= 500) return fail('unavailable');
    return fail('bad_request');
  }
  // A body that was not JSON, a connection dropped while the answer was read…
  return fail('bad_response');
}
