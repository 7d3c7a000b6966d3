// Issue 28: the privacy policy and the third-party list name the services users' text, audio and pictures go to,
// as this deployment is configured; a feature that is off explains itself to users in plain words and to the
// administrator in the log.
import { describe, expect, it } from 'vitest';
import { contract } from '@peiyin/api-client';
import { loadConfig } from '../../config.ts';
import { describeOnBothDatabases, send } from '../../testing/harness.ts';
import { ASR_ERROR_MESSAGES } from '../../providers/asr/types.ts';
import { LLM_ERROR_MESSAGES } from '../../providers/llm/types.ts';
import { drawMessages } from '../../providers/draw/types.ts';
import { OCR_MESSAGES } from '../../providers/ocr/types.ts';
import { VIDEO_MESSAGES } from '../../providers/video/types.ts';
import { outsideServices, recipientOf, setupHints } from './service.ts';

const base = { DATA_DIR: '/tmp/peiyin-services-test', TTS_ENGINES: 'espeak' };

describe('outside services', () => {
  it('lists only the video sites when nothing outside is configured', () => {
    const list = outsideServices(loadConfig(base));
    expect(list.map((service) => service.id)).toEqual(['video-extraction']);
  });

  it('names the writing model, the recogniser and the image model with their hosts when they are configured', () => {
    const list = outsideServices(
      loadConfig({
        ...base,
        LLM_BASE_URL: 'https://api.deepseek.com/v1',
        LLM_MODEL: 'deepseek-chat',
        LLM_API_KEY: 'sk-test',
        ASR_BASE_URL: 'http://127.0.0.1:9000/v1',
        ASR_MODEL: 'whisper-1',
        DRAW_PROVIDER: 'openai',
        DRAW_API_KEY: 'sk-draw',
      }),
    );
    const byId = Object.fromEntries(list.map((service) => [service.id, service]));
    expect(byId.writing?.recipient).toBe('深度求索（DeepSeek）（api.deepseek.com），模型 deepseek-chat');
    expect(byId['speech-recognition']?.recipient).toBe('部署者自己的服务器（127.0.0.1），模型 whisper-1');
    expect(byId.drawing?.recipient).toBe('OpenAI（api.openai.com）');
    expect(byId['video-extraction']?.recipient).toBe('链接所在的视频网站');
    for (const service of list) expect(service.data.length).toBeGreaterThan(0);
  });

  it('names the remote speech engines the script is sent to', () => {
    const list = outsideServices(
      loadConfig({
        ...base,
        TTS_ENGINES: 'espeak,openai,dashscope',
        TTS_OPENAI_BASE_URL: 'http://127.0.0.1:8880/v1',
        TTS_OPENAI_VOICES: 'alloy:晓晓:女',
        DASHSCOPE_API_KEY: 'sk-ds',
      }),
    );
    const byId = Object.fromEntries(list.map((service) => [service.id, service]));
    expect(byId['tts-openai']?.recipient).toBe('部署者自己的服务器（127.0.0.1），模型 tts-1');
    expect(byId['tts-dashscope']?.recipient).toBe('阿里云（通义千问 / DashScope）（dashscope.aliyuncs.com），模型 cosyvoice-v2');
    expect(byId['tts-dashscope']?.data).toContain('文案');
  });

  it('tells a company service from a deployment’s own machine', () => {
    expect(recipientOf('https://dashscope.aliyuncs.com/compatible-mode/v1')).toBe('阿里云（通义千问 / DashScope）（dashscope.aliyuncs.com）');
    expect(recipientOf('http://localhost:11434/v1')).toBe('部署者自己的服务器（localhost）');
    expect(recipientOf('https://llm.example.cn/v1')).toBe('部署者指定的服务（llm.example.cn）');
  });

  it('keeps the administrator’s settings for the log, and out of every message a user reads', () => {
    const hints = setupHints(loadConfig({ ...base, OCR_PROVIDER: 'none', ASR_PROVIDER: 'none' }), { installed: false });
    for (const name of ['LLM_BASE_URL', 'ASR_MODELS_DIR', 'silero_vad.onnx', 'DRAW_PROVIDER', 'OCR_PROVIDER', 'YTDLP_PATH']) expect(hints.join('\n')).toContain(name);
    const userMessages = [
      ...Object.values(ASR_ERROR_MESSAGES),
      ...Object.values(LLM_ERROR_MESSAGES),
      drawMessages.notConfigured,
      OCR_MESSAGES.unavailable,
      ...Object.values(VIDEO_MESSAGES).filter((message) => typeof message === 'string'),
    ];
    for (const message of userMessages) {
      expect(message).not.toMatch(/[A-Z]{2,}_[A-Z_]+|\.onnx|yt-dlp|管理员/);
      expect(message).toMatch(/[\u4e00-\u9fff]/);
    }
    // and what is off says what the user can do instead
    expect(ASR_ERROR_MESSAGES.unconfigured).toMatch(/粘贴文案|字幕/);
    expect(LLM_ERROR_MESSAGES.unconfigured).toContain('直接去配音');
  });
});

describeOnBothDatabases(
  'GET /api/settings/services',
  (server) => {
    it('answers the configured services to anyone', async () => {
      const { body } = await send(server().app, contract.settings.services);
      expect(body.code).toBe(200);
      expect(body.data!.find((service) => service.id === 'writing')).toMatchObject({ title: 'AI写作', recipient: '部署者自己的服务器（127.0.0.1），模型 qwen2.5:7b' });
    });
  },
  { env: { LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'qwen2.5:7b' } },
);
