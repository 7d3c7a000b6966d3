// The Azure adapter against a local server that speaks the Speech REST protocol: it checks the
// headers and the SSML and answers a WAV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startStub, type StubServer } from '../../testing/httpStub.ts';
import { encodeWav } from '../../audio/wav.ts';
import { AzureEngine, azureOutputFormat, azureSsml } from './azure.ts';
import { createEngines, EngineError, loadTtsConfig } from './index.ts';

const KEY = 'test-key-123';
let stub: StubServer;
const bodies: string[] = [];

beforeAll(async () => {
  stub = await startStub((url, request, response) => {
    let body = '';
    request.on('data', (d: Buffer) => (body += d.toString()));
    request.on('end', () => {
      if (request.headers['ocp-apim-subscription-key'] !== KEY) return json(response, 401, { error: 'bad key' });
      if (url.pathname === '/cognitiveservices/voices/list') {
        return json(response, 200, [
          { ShortName: 'zh-CN-XiaoxiaoNeural', LocalName: '晓晓', Gender: 'Female', Locale: 'zh-CN', StyleList: ['cheerful', 'sad'], RolePlayList: ['Girl'] },
          { ShortName: 'zh-CN-YunxiNeural', LocalName: '云希', Gender: 'Male', Locale: 'zh-CN' },
          { ShortName: 'en-US-JennyNeural', LocalName: 'Jenny', Gender: 'Female', Locale: 'en-US' },
        ]);
      }
      bodies.push(body);
      if (request.headers['content-type'] !== 'application/ssml+xml' || !body.startsWith('<speak ')) return json(response, 400, { error: 'not ssml' });
      const format = /^riff-(\d+)khz-16bit-mono-pcm$/.exec(String(request.headers['x-microsoft-outputformat']));
      if (!format) return json(response, 400, { error: 'format' });
      const rate = Number(format[1]) * 1000;
      // Half a second of tone, as Azure would answer the requested format.
      const tone = new Float32Array(rate / 2).map((_, i) => 0.4 * Math.sin((2 * Math.PI * 220 * i) / rate));
      response.writeHead(200, { 'content-type': 'audio/x-wav' });
      response.end(encodeWav({ samples: tone, sampleRate: rate }));
    });
  });
});
afterAll(() => stub.close());

const engine = () => new AzureEngine({ key: KEY, region: 'test', endpoint: `${stub.url}/cognitiveservices/v1` });

describe('azure engine', () => {
  it('posts SSML with voice, express-as style/degree/role, prosody and pinyin, and returns the audio', async () => {
    const pcm = await engine().synthesize(
      {
        voice: { engine: 'azure', voice: 'zh-CN-XiaoxiaoNeural', style: 'cheerful', styleDegree: 1.5, role: 'Girl' },
        text: '我去银行<取钱>',
        phonemes: [{ offset: 3, length: 1, pinyin: 'hang2' }],
        prosody: { pitch: 100, speed: 1.2, volume: 80 },
      },
      { sampleRate: 24000 },
    );
    expect(pcm.sampleRate).toBe(24000);
    expect(pcm.samples.length).toBe(12000);
    const request = stub.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.headers['x-microsoft-outputformat']).toBe('riff-24khz-16bit-mono-pcm');
    expect(bodies.at(-1)).toBe(
      '<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:mstts="https://www.w3.org/2001/mstts" xml:lang="zh-CN">' +
        '<voice name="zh-CN-XiaoxiaoNeural"><mstts:express-as style="cheerful" styledegree="1.5" role="Girl">' +
        '<prosody pitch="+10%" rate="+20%">我去银<phoneme alphabet="sapi" ph="hang 2">行</phoneme>&lt;取钱&gt;</prosody>' +
        '</mstts:express-as></voice></speak>',
    );
  });

  it('omits express-as without style or role and applies a preset', () => {
    const ssml = azureSsml({ voice: { engine: 'azure', voice: 'zh-CN-YunxiNeural', preset: { pitch: -100, speed: 0.5 } }, text: '你好', phonemes: [], prosody: { pitch: 0, speed: 1, volume: 100 } });
    expect(ssml).not.toContain('express-as');
    expect(ssml).toContain('<prosody pitch="-10%" rate="-50%">你好</prosody>');
  });

  it('asks the output format nearest above the wanted rate', () => {
    expect(azureOutputFormat(16000)).toBe('riff-16khz-16bit-mono-pcm');
    expect(azureOutputFormat(22050)).toBe('riff-22050hz-16bit-mono-pcm');
    expect(azureOutputFormat(48000)).toBe('riff-48khz-16bit-mono-pcm');
    expect(azureOutputFormat(96000)).toBe('riff-48khz-16bit-mono-pcm');
  });

  it('lists the Chinese voices with their styles and roles', async () => {
    const voices = await engine().voices();
    expect(voices).toEqual([
      { engine: 'azure', voice: 'zh-CN-XiaoxiaoNeural', name: '晓晓', sex: 2, age: 'adult', locale: 'zh-CN', styles: ['cheerful', 'sad'], roles: ['Girl'] },
      { engine: 'azure', voice: 'zh-CN-YunxiNeural', name: '云希', sex: 1, age: 'adult', locale: 'zh-CN', styles: [], roles: [] },
    ]);
  });

  it('fails with the status when Azure refuses (wrong key)', async () => {
    const wrong = new AzureEngine({ key: 'wrong', region: 'test', endpoint: `${stub.url}/cognitiveservices/v1` });
    await expect(wrong.synthesize({ voice: { engine: 'azure', voice: 'zh-CN-YunxiNeural' }, text: '你好', phonemes: [], prosody: { pitch: 0, speed: 1, volume: 100 } }, { sampleRate: 24000 })).rejects.toThrow(/answered 401/);
  });

  it('is chosen by configuration, which needs a key and a region', () => {
    expect(() => loadTtsConfig({ TTS_ENGINES: 'espeak,azure' })).toThrow(EngineError);
    const config = loadTtsConfig({ TTS_ENGINES: 'azure,espeak', AZURE_SPEECH_KEY: KEY, AZURE_SPEECH_REGION: 'eastasia', TTS_ESPEAK_WORKERS: '0' });
    expect(config.azure).toEqual({ key: KEY, region: 'eastasia', endpoint: 'https://eastasia.tts.speech.microsoft.com/cognitiveservices/v1' });
    const registry = createEngines(config);
    expect(registry.defaultEngine.id).toBe('azure');
    expect(registry.all().map((e) => e.id)).toEqual(['azure', 'espeak']);
    expect(() => registry.require('sherpa')).toThrow(/not configured/);
    expect(() => loadTtsConfig({ TTS_ENGINES: 'festival' })).toThrow(/unknown engine festival/);
  });
});
