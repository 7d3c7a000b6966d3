// Alibaba Cloud Model Studio (DashScope) CosyVoice over its WebSocket protocol, the cloud voice Chinese
// creators use most. One task per sentence on its own connection: `run-task` (model, voice, PCM at the
// wanted rate, rate and pitch), `task-started`, one `continue-task` with the text, `finish-task`; the audio
// arrives as binary frames between `result-generated` events until `task-finished`, or `task-failed` with
// an error code that becomes a Chinese message. With `DASHSCOPE_TTS_SSML` a sentence carrying pinyin hints
// goes as SSML (`<phoneme alphabet="py">`), which CosyVoice accepts only whole, in one continue-task.
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { Slots } from '../slots.ts';
import type { DashscopeConfig, EngineSegment, EngineVoice, Pcm, SpeechEngine, SynthesizeOptions } from './types.ts';
import { EngineError } from './types.ts';

/// The sample rates CosyVoice answers.
const RATES = [8000, 16000, 22050, 24000, 44100, 48000] as const;
export const dashscopeRate = (rate: number) => RATES.find((r) => r >= rate) ?? 48000;
/// The most audio one sentence may answer (64 MB of 16-bit PCM is 23 minutes at 24 kHz).
const MAX_BYTES = 64 * 1024 * 1024;

/// What the user reads when CosyVoice refuses (by its `error_code`), or when it cannot be reached (null).
export function dashscopeMessage(code: string | null): string {
  if (code === null) return '无法连接阿里云百炼语音合成服务，请稍后再试';
  if (code === 'InvalidApiKey' || code === 'AccessDenied' || code === 'Unauthorized' || code === 'AccessDenied.Unpurchased') return '阿里云百炼拒绝了 API Key，请联系管理员检查 DASHSCOPE_API_KEY';
  if (code === 'Arrearage') return '阿里云百炼账号已欠费，请联系管理员充值后再试';
  if (code.startsWith('Throttling') || code === 'RequestsLimitExceeded' || code === 'RateQuota') return '阿里云百炼语音合成请求过于频繁，请稍后再试';
  if (code === 'DataInspectionFailed' || code.startsWith('DataInspection')) return '文本未通过阿里云内容安全审核，请修改后重试';
  if (code === 'ModelNotFound' || code === 'Model.AccessDenied') return '阿里云百炼没有该语音模型或无权使用，请联系管理员检查 DASHSCOPE_TTS_MODEL';
  if (code === 'InvalidParameter' || code === 'BadRequest.InputError') return '阿里云百炼不接受本次合成参数（模型与音色不匹配或文本无效），请联系管理员检查 DASHSCOPE_TTS_MODEL 与 DASHSCOPE_TTS_VOICES';
  if (code === 'Timeout') return '阿里云百炼语音合成超时，请稍后再试';
  return `阿里云百炼语音合成失败（${code}），请稍后再试`;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/// The SSML of a sentence with pinyin hints: each hinted character in a `<phoneme alphabet="py">` with its
/// toned syllable (`hang2`), the rest escaped text.
export function dashscopeSsml(segment: Pick<EngineSegment, 'text' | 'phonemes'>): string {
  let body = '';
  let at = 0;
  for (const h of [...segment.phonemes].sort((a, b) => a.offset - b.offset)) {
    if (h.offset < at) continue;
    body += escapeXml(segment.text.slice(at, h.offset)) + `<phoneme alphabet="py" ph="${escapeXml(h.pinyin)}">${escapeXml(segment.text.slice(h.offset, h.offset + h.length))}</phoneme>`;
    at = h.offset + h.length;
  }
  return `<speak>${body}${escapeXml(segment.text.slice(at))}</speak>`;
}

interface ServerEvent {
  header?: { task_id?: string; event?: string; error_code?: string; error_message?: string };
  payload?: unknown;
}

export class DashscopeEngine implements SpeechEngine {
  readonly id = 'dashscope' as const;
  readonly voicesFromConfiguration = true;
  private readonly slots: Slots;

  constructor(private readonly config: DashscopeConfig) {
    this.slots = new Slots(config.concurrency);
  }

  voices(): Promise<EngineVoice[]> {
    const source = `阿里云百炼 CosyVoice（${this.config.model}）`;
    return Promise.resolve(
      this.config.voices.map((v): EngineVoice => ({ engine: 'dashscope', voice: v.voice, name: v.name, sex: v.sex, age: 'adult', locale: 'zh-CN', styles: [], roles: [], source })),
    );
  }

  synthesize(segment: EngineSegment, opts: SynthesizeOptions): Promise<Pcm> {
    return this.slots.run(() => this.task(segment, opts), opts);
  }

  /// The run-task command of a sentence: our pitch (-500..500) becomes CosyVoice's factor 0.5-2, our speed
  /// its rate (0.5-2); volume stays at CosyVoice's 50 because the renderer applies it as a gain.
  runTask(taskId: string, segment: EngineSegment, sampleRate: number, ssml: boolean) {
    const preset = segment.voice.preset ?? {};
    const pitch = Math.min(500, Math.max(-500, segment.prosody.pitch + (preset.pitch ?? 0)));
    const rate = Math.min(2, Math.max(0.5, segment.prosody.speed * (preset.speed ?? 1)));
    return {
      header: { action: 'run-task', task_id: taskId, streaming: 'duplex' },
      payload: {
        task_group: 'audio',
        task: 'tts',
        function: 'SpeechSynthesizer',
        model: this.config.model,
        parameters: {
          text_type: 'PlainText',
          voice: segment.voice.voice,
          format: 'pcm',
          sample_rate: sampleRate,
          volume: 50,
          rate: Math.round(rate * 100) / 100,
          pitch: Math.round(2 ** (pitch / 500) * 100) / 100,
          ...(ssml ? { enable_ssml: true } : {}),
        },
        input: {},
      },
    };
  }

  private task(segment: EngineSegment, opts: SynthesizeOptions): Promise<Pcm> {
    const { config } = this;
    const rate = dashscopeRate(opts.sampleRate);
    const ssml = config.ssml && segment.phonemes.length > 0;
    const taskId = randomUUID();
    return new Promise<Pcm>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let settled = false;
      const ws = new WebSocket(config.url, { headers: { authorization: `bearer ${config.apiKey}`, 'user-agent': 'peiyin' }, maxPayload: 16 * 1024 * 1024 });
      const finish = (error: EngineError | null, pcm?: Pcm) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        opts.signal?.removeEventListener('abort', onAbort);
        ws.removeAllListeners();
        ws.on('error', () => {});
        if (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING) ws.terminate();
        if (error) reject(error);
        else resolve(pcm!);
      };
      const onAbort = () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        ws.removeAllListeners();
        ws.on('error', () => {});
        ws.terminate();
        reject(opts.signal!.reason);
      };
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      // The whole sentence, connection included, within the timeout: a service that stops answering
      // fails this sentence instead of holding a slot forever.
      const timer = setTimeout(() => finish(new EngineError(`dashscope: no answer within ${config.timeoutMs} ms`, dashscopeMessage('Timeout'))), config.timeoutMs);
      const send = (command: object) => ws.send(JSON.stringify(command));
      ws.on('unexpected-response', (_request, response) => {
        // The handshake refused (a wrong key answers 401 before any event).
        const status = response.statusCode ?? 0;
        response.resume();
        finish(new EngineError(`dashscope handshake answered ${status}`, dashscopeMessage(status === 401 || status === 403 ? 'InvalidApiKey' : status === 429 ? 'Throttling' : null)));
      });
      ws.on('error', (error) => finish(new EngineError(`dashscope: ${error.message}`, dashscopeMessage(null))));
      ws.on('close', () => finish(new EngineError('dashscope closed the connection before task-finished', dashscopeMessage(null))));
      ws.on('open', () => send(this.runTask(taskId, segment, rate, ssml)));
      ws.on('message', (data, isBinary) => {
        if (isBinary) {
          const chunk = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
          size += chunk.length;
          if (size > MAX_BYTES) return finish(new EngineError(`dashscope answered more than ${MAX_BYTES} bytes`, dashscopeMessage('Timeout')));
          chunks.push(chunk);
          return;
        }
        let event: ServerEvent;
        try {
          event = JSON.parse(data.toString()) as ServerEvent;
        } catch {
          return finish(new EngineError('dashscope sent an event that is not JSON', dashscopeMessage(null)));
        }
        const header = event.header ?? {};
        if (header.task_id && header.task_id !== taskId) return;
        switch (header.event) {
          case 'task-started':
            send({ header: { action: 'continue-task', task_id: taskId, streaming: 'duplex' }, payload: { input: { text: ssml ? dashscopeSsml(segment) : segment.text } } });
            send({ header: { action: 'finish-task', task_id: taskId, streaming: 'duplex' }, payload: { input: {} } });
            return;
          case 'result-generated':
            return;
          case 'task-finished': {
            const bytes = Buffer.concat(chunks);
            const samples = new Float32Array(Math.floor(bytes.length / 2));
            for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(i * 2) / 32768;
            return finish(null, { samples, sampleRate: rate });
          }
          case 'task-failed': {
            const code = header.error_code ?? 'Unknown';
            return finish(new EngineError(`dashscope task-failed ${code}: ${(header.error_message ?? '').slice(0, 200)}`, dashscopeMessage(code)));
          }
          default:
            return;
        }
      });
    });
  }
}
