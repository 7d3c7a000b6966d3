// Azure Speech over REST: one SSML request per segment, answered as 16-bit PCM WAV. Azure renders
// emotion styles and roles itself (`mstts:express-as`), so its catalogue entries are real styles.
import type { EngineSegment, EngineVoice, Pcm, SpeechEngine, SynthesizeOptions } from './types.ts';
import { EngineError } from './types.ts';
import { parseWav } from '../../audio/wav.ts';

export interface AzureOptions {
  key: string;
  region: string;
  /// The synthesis URL, `https://<region>.tts.speech.microsoft.com/cognitiveservices/v1`.
  endpoint: string;
  fetch?: typeof fetch;
}

/// Output formats Azure offers as RIFF 16-bit mono PCM.
const RATES = [8000, 16000, 22050, 24000, 44100, 48000] as const;

export function azureOutputFormat(sampleRate: number): string {
  const rate = RATES.find((r) => r >= sampleRate) ?? 48000;
  return `riff-${rate === 22050 ? '22050hz' : rate === 44100 ? '44100hz' : `${rate / 1000}khz`}-16bit-mono-pcm`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

const signed = (n: number, unit: string) => `${n >= 0 ? '+' : ''}${Math.round(n)}${unit}`;

/// The SSML document for one segment: voice, optional express-as (style, styledegree, role),
/// prosody (pitch -500..500 → ±50 %, speed 0.5-2 → -50 %..+100 %), pinyin hints as SAPI phonemes.
export function azureSsml(segment: EngineSegment): string {
  const preset = segment.voice.preset ?? {};
  const pitch = (segment.prosody.pitch + (preset.pitch ?? 0)) / 10;
  const speed = segment.prosody.speed * (preset.speed ?? 1);
  let body = '';
  let at = 0;
  for (const h of [...segment.phonemes].sort((a, b) => a.offset - b.offset)) {
    if (h.offset < at) continue;
    // zh-CN SAPI phones are the syllable and its tone digit: `hang 2`.
    const ph = h.pinyin.replace(/([a-zv]{1,7})([1-5])/g, '$1 $2');
    body += escapeXml(segment.text.slice(at, h.offset)) + `<phoneme alphabet="sapi" ph="${escapeXml(ph)}">${escapeXml(segment.text.slice(h.offset, h.offset + h.length))}</phoneme>`;
    at = h.offset + h.length;
  }
  body += escapeXml(segment.text.slice(at));
  body = `<prosody pitch="${signed(pitch, '%')}" rate="${signed((speed - 1) * 100, '%')}">${body}</prosody>`;
  const { style, styleDegree, role } = segment.voice;
  if (style || role) {
    const attrs = [style ? ` style="${escapeXml(style)}"` : '', style && styleDegree ? ` styledegree="${Math.min(2, Math.max(0.01, styleDegree))}"` : '', role ? ` role="${escapeXml(role)}"` : ''].join('');
    body = `<mstts:express-as${attrs}>${body}</mstts:express-as>`;
  }
  return (
    '<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:mstts="https://www.w3.org/2001/mstts" xml:lang="zh-CN">' +
    `<voice name="${escapeXml(segment.voice.voice)}">${body}</voice></speak>`
  );
}

interface AzureVoiceListItem {
  ShortName: string;
  LocalName?: string;
  Gender?: string;
  Locale?: string;
  StyleList?: string[];
  RolePlayList?: string[];
}

export class AzureEngine implements SpeechEngine {
  readonly id = 'azure' as const;
  private readonly fetch: typeof fetch;
  private voiceList: Promise<EngineVoice[]> | null = null;

  constructor(private readonly options: AzureOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /// Chinese voices from `…/cognitiveservices/voices/list`.
  voices(): Promise<EngineVoice[]> {
    this.voiceList ??= (async () => {
      const url = this.options.endpoint.replace(/\/cognitiveservices\/v1\/?$/, '/cognitiveservices/voices/list');
      const res = await this.fetch(url, { headers: { 'Ocp-Apim-Subscription-Key': this.options.key } });
      if (!res.ok) throw new EngineError(`azure voices/list answered ${res.status}`);
      const list = (await res.json()) as AzureVoiceListItem[];
      return list
        .filter((v) => v.Locale?.startsWith('zh-'))
        .map(
          (v): EngineVoice => ({
            engine: 'azure',
            voice: v.ShortName,
            name: v.LocalName ?? v.ShortName,
            sex: v.Gender === 'Male' ? 1 : 2,
            age: 'adult',
            locale: v.Locale ?? 'zh-CN',
            styles: v.StyleList ?? [],
            roles: v.RolePlayList ?? [],
          }),
        );
    })().catch((error: unknown) => {
      this.voiceList = null;
      throw error;
    });
    return this.voiceList;
  }

  async synthesize(segment: EngineSegment, opts: SynthesizeOptions): Promise<Pcm> {
    const res = await this.fetch(this.options.endpoint, {
      method: 'POST',
      headers: {
        'Ocp-Apim-Subscription-Key': this.options.key,
        'Content-Type': 'application/ssml+xml',
        'X-Microsoft-OutputFormat': azureOutputFormat(opts.sampleRate),
        'User-Agent': 'peiyin',
      },
      body: azureSsml(segment),
      signal: opts.signal,
    });
    if (!res.ok) {
      const detail = (await res.text().catch(() => '')).slice(0, 200);
      throw new EngineError(`azure synthesis answered ${res.status}${detail ? `: ${detail}` : ''}`);
    }
    return parseWav(Buffer.from(await res.arrayBuffer()));
  }
}
