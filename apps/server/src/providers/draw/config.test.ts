import { describe, expect, it } from 'vitest';
import { DrawConfigError, loadDrawConfig } from './config.ts';

describe('loadDrawConfig', () => {
  it('is off without DRAW_PROVIDER', () => {
    expect(loadDrawConfig({})).toEqual({ provider: 'none' });
    expect(loadDrawConfig({ DRAW_PROVIDER: ' ' })).toEqual({ provider: 'none' });
  });

  it('reads the OpenAI images API with the model family defaults', () => {
    expect(loadDrawConfig({ DRAW_PROVIDER: 'openai', DRAW_API_KEY: 'sk-1' })).toEqual({
      provider: 'openai',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-1',
      model: 'gpt-image-1',
      sizes: [
        { width: 1024, height: 1024 },
        { width: 1024, height: 1536 },
        { width: 1536, height: 1024 },
      ],
      maxPerRequest: 4,
      responseFormat: null,
      timeoutMs: 180_000,
    });
    expect(loadDrawConfig({ DRAW_PROVIDER: 'openai', DRAW_API_KEY: 'k', DRAW_MODEL: 'dall-e-3' })).toMatchObject({ maxPerRequest: 1, responseFormat: 'b64_json' });
  });

  it('takes another service speaking the protocol, with its own sizes, n and answer format', () => {
    const config = loadDrawConfig({
      DRAW_PROVIDER: 'openai-compatible',
      DRAW_BASE_URL: 'http://10.0.0.5:8000/v1/',
      DRAW_MODEL: 'cogview-4',
      DRAW_SIZES: '1024x1024, 768x1344 ,1344*768',
      DRAW_MAX_N: '1',
      DRAW_RESPONSE_FORMAT: 'url',
      DRAW_TIMEOUT: '300',
    });
    expect(config).toEqual({
      provider: 'openai',
      baseUrl: 'http://10.0.0.5:8000/v1',
      model: 'cogview-4',
      sizes: [
        { width: 1024, height: 1024 },
        { width: 768, height: 1344 },
        { width: 1344, height: 768 },
      ],
      maxPerRequest: 1,
      responseFormat: 'url',
      timeoutMs: 300_000,
    });
    expect(loadDrawConfig({ DRAW_PROVIDER: 'openai', DRAW_BASE_URL: 'http://h/v1', DRAW_MODEL: 'x' })).toMatchObject({ sizes: 'any', responseFormat: 'b64_json' });
  });

  it('reads sd-webui with its defaults, --api-auth and the refonly choice', () => {
    expect(loadDrawConfig({ DRAW_PROVIDER: 'sd-webui' })).toEqual({
      provider: 'sd-webui',
      baseUrl: 'http://127.0.0.1:7860',
      steps: 25,
      sampler: 'Euler a',
      cfgScale: 7,
      refOnly: 'auto',
      timeoutMs: 180_000,
    });
    expect(loadDrawConfig({ DRAW_PROVIDER: 'sd-webui', DRAW_API_KEY: 'me:pa:ss', DRAW_SD_REFONLY: 'img2img', DRAW_MODEL: 'v1-5' })).toMatchObject({
      auth: { user: 'me', password: 'pa:ss' },
      refOnly: 'img2img',
      model: 'v1-5',
    });
  });

  it('names what is wrong', () => {
    const cases: [Record<string, string>, string][] = [
      [{ DRAW_PROVIDER: 'midjourney' }, 'DRAW_PROVIDER must be openai or sd-webui'],
      [{ DRAW_PROVIDER: 'openai' }, 'needs DRAW_API_KEY'],
      [{ DRAW_PROVIDER: 'openai', DRAW_API_KEY: 'k', DRAW_BASE_URL: 'api.openai.com' }, 'DRAW_BASE_URL must be an http(s) URL'],
      [{ DRAW_PROVIDER: 'openai', DRAW_API_KEY: 'k', DRAW_SIZES: 'big' }, 'DRAW_SIZES must list sizes'],
      [{ DRAW_PROVIDER: 'openai', DRAW_API_KEY: 'k', DRAW_MAX_N: '0' }, 'DRAW_MAX_N must be a number from 1 to 10'],
      [{ DRAW_PROVIDER: 'sd-webui', DRAW_API_KEY: 'nopassword' }, '--api-auth pair user:password'],
      [{ DRAW_PROVIDER: 'sd-webui', DRAW_SD_REFONLY: 'ipadapter' }, 'DRAW_SD_REFONLY must be'],
      [{ DRAW_PROVIDER: 'sd-webui', DRAW_TIMEOUT: '1' }, 'DRAW_TIMEOUT must be a number from 5 to 3600'],
    ];
    for (const [env, message] of cases) {
      expect(() => loadDrawConfig(env)).toThrow(DrawConfigError);
      expect(() => loadDrawConfig(env)).toThrow(message);
    }
  });
});
