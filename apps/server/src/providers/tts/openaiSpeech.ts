// Any OpenAI-compatible speech server (`POST <base>/audio/speech`): OpenAI itself, Kokoro-FastAPI, the
// CosyVoice and Fish Speech servers that speak OpenAI's shape. One request per sentence, answered as WAV
// (or raw 16-bit PCM). The protocol lists no voices, so the configuration names them; it has no pitch and
// no pronunciation hints either: pitch is ignored and the text goes as our front-end wrote it (numbers
// read out, the user's dictionary applied), the neural model reading the characters itself.
import { Slots } from '../slots.ts';
import type { EngineSegment, EngineVoice, OpenAiSpeechConfig, Pcm, SpeechEngine, SynthesizeOptions } from './types.ts';
import { EngineError } from './types.ts';
import { parseWav } from '../../audio/wav.ts';

/// OpenAI's bounds for `speed`.
const SPEED_MIN = 0.25;
const SPEED_MAX = 4;
/// The most audio one sentence may answer (a broken server streaming forever is cut here): 64 MB.
const MAX_BYTES = 64 * 1024 * 1024;

/// The Chinese message a user sees for a refusal of the service, by HTTP status.
export function openAiSpeechMessage(status: number | null, label: string): string {
  if (status === null) return `无法连接${label}，请稍后再试或联系管理员检查 TTS_OPENAI_BASE_URL`;
  if (status === 401 || status === 403) return `${label}拒绝了密钥，请联系管理员检查 TTS_OPENAI_API_KEY`;
  if (status === 404) return `${label}找不到该模型或音色，请联系管理员检查 TTS_OPENAI_MODEL 与 TTS_OPENAI_VOICES`;
  if (status === 400 || status === 422) return `${label}不接受这段文本或参数，请修改后重试`;
  if (status === 429) return `${label}请求过于频繁或额度已用完，请稍后再试`;
  return `${label}暂时不可用（${status}），请稍后再试`;
}

/// The service's own words about a refusal (OpenAI's `{error: {message}}`, FastAPI's `{detail}`), for the log.
async function detailOf(res: Response): Promise<string> {
  const text = (await res.text().catch(() => '')).slice(0, 500);
  try {
    const body = JSON.parse(text) as { error?: { message?: string } | string; detail?: unknown; message?: string };
    const error = body.error;
    const said = typeof error === 'string' ? error : (error?.message ?? body.message ?? (body.detail === undefined ? undefined : JSON.stringify(body.detail)));
    return (said ?? text).slice(0, 200);
  } catch {
    return text.slice(0, 200);
  }
}

export class OpenAiSpeechEngine implements SpeechEngine {
  readonly id = 'openai' as const;
  readonly voicesFromConfiguration = true;
  private readonly fetch: typeof fetch;
  private readonly slots: Slots;

  constructor(
    private readonly config: OpenAiSpeechConfig,
    deps: { fetch?: typeof fetch } = {},
  ) {
    this.fetch = deps.fetch ?? globalThis.fetch;
    this.slots = new Slots(config.concurrency);
  }

  voices(): Promise<EngineVoice[]> {
    const source = `${this.config.label}（${this.config.model}）`;
    return Promise.resolve(
      this.config.voices.map((v): EngineVoice => ({ engine: 'openai', voice: v.voice, name: v.name, sex: v.sex, age: 'adult', locale: 'zh-CN', styles: [], roles: [], source })),
    );
  }

  synthesize(segment: EngineSegment, opts: SynthesizeOptions): Promise<Pcm> {
    return this.slots.run(() => this.request(segment, opts), opts);
  }

  private async request(segment: EngineSegment, opts: SynthesizeOptions): Promise<Pcm> {
    const { config } = this;
    const speed = Math.min(SPEED_MAX, Math.max(SPEED_MIN, segment.prosody.speed * (segment.voice.preset?.speed ?? 1)));
    const timeout = AbortSignal.timeout(config.timeoutMs);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    let res: Response;
    try {
      res = await this.fetch(`${config.baseUrl}/audio/speech`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: config.model, input: segment.text, voice: segment.voice.voice, response_format: config.format, speed: Math.round(speed * 100) / 100 }),
        signal,
      });
    } catch (error) {
      opts.signal?.throwIfAborted();
      throw new EngineError(`openai speech: ${(error as Error).message}`, openAiSpeechMessage(null, config.label));
    }
    if (!res.ok) {
      const detail = await detailOf(res);
      throw new EngineError(`openai speech answered ${res.status}${detail ? `: ${detail}` : ''}`, openAiSpeechMessage(res.status, config.label));
    }
    const length = Number(res.headers.get('content-length') ?? 0);
    if (length > MAX_BYTES) throw new EngineError(`openai speech answered ${length} bytes`, openAiSpeechMessage(502, config.label));
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        size += chunk.length;
        if (size > MAX_BYTES) throw new EngineError(`openai speech answered more than ${MAX_BYTES} bytes`, openAiSpeechMessage(502, config.label));
        chunks.push(Buffer.from(chunk));
      }
    } catch (error) {
      opts.signal?.throwIfAborted();
      if (error instanceof EngineError) throw error;
      throw new EngineError(`openai speech: ${(error as Error).message}`, openAiSpeechMessage(null, config.label));
    }
    const bytes = Buffer.concat(chunks);
    if (config.format === 'pcm') {
      const samples = new Float32Array(Math.floor(bytes.length / 2));
      for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(i * 2) / 32768;
      return { samples, sampleRate: config.pcmRate };
    }
    try {
      return parseWav(bytes);
    } catch (error) {
      throw new EngineError(`openai speech answered no WAV: ${(error as Error).message}`, `${config.label}返回的不是 WAV 音频，请联系管理员检查 TTS_OPENAI_FORMAT`);
    }
  }
}
