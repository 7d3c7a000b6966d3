import fp from 'fastify-plugin';
import { z } from 'zod';
import { messages, rules } from '@peiyin/api-client';
import { AppError, ok } from '../../http/errors.ts';
import { hasOutbox } from '../../providers/sms/types.ts';
import { EspeakEngine } from '../../providers/tts/espeak.ts';

const inputQuery = z.object({
  limit: z.coerce.number({ error: '条数须为1到200的整数' }).int('条数须为1到200的整数').min(1, '条数须为1到200的整数').max(200, '条数须为1到200的整数').optional().default(20),
});
/// espeak's phoneme output marks a switch to another language as `(en)` … `(cmn)`.
const LANGUAGE_SWITCH = /\((?!cmn\))[a-z-]+\)/g;

const query = z.object({ phone: z.string({ error: messages.phoneRequired }).regex(rules.phone, messages.phoneInvalid) });

const captchaQuery = z.object({ sha256: z.string({ error: '缺少图片摘要' }).regex(/^[0-9a-f]{64}$/, '图片摘要不正确') });

/// Development helpers, registered only when NODE_ENV is not production.
/// `GET /api/dev/sms/last?phone=` → {code, purpose, sentAt}: the last code the console provider "sent",
/// so end-to-end tests can sign in.
/// `GET /api/dev/captcha/answer?sha256=` → {text}: the text of a recent picture captcha, by the SHA-256 of
/// its SVG (what the page shows), so end-to-end tests can pass a captcha that is random.
/// `GET /api/dev/engine-input?limit=` → the last sentences the speech engines were handed (newest last).
export const devPlugin = fp(
  async (app) => {
    if (app.config.nodeEnv === 'production') return;
    app.get('/api/dev/sms/last', { schema: { summary: '开发用：控制台短信最近发出的验证码（生产环境不存在）', tags: ['开发'] } }, async (request) => {
      const parsed = query.safeParse(request.query ?? {});
      if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? messages.bodyInvalid);
      const last = hasOutbox(app.sms) ? app.sms.lastCode(parsed.data.phone) : undefined;
      if (!last) throw new AppError(404, '没有发送给该手机号的验证码');
      return ok(last);
    });
    app.get('/api/dev/captcha/answer', { schema: { summary: '开发用：最近生成的图片验证码的答案（生产环境不存在）', tags: ['开发'] } }, async (request) => {
      const parsed = captchaQuery.safeParse(request.query ?? {});
      if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? messages.bodyInvalid);
      const text = app.captchaAnswer?.(parsed.data.sha256) ?? null;
      if (text === null) throw new AppError(404, '没有这张验证码图片');
      return ok({ text });
    });
    // What the engines were handed for the last sentences (issue 12): the text after the front-end (numbers
    // read out, the dictionary applied, pinyin hints in place) and, for espeak, its phonemes and any switch
    // to another language (a Mandarin syllable it cannot say shows as `en`), read when asked.
    app.get('/api/dev/engine-input', { schema: { summary: '开发用：最近交给语音引擎的文本（生产环境不存在）', tags: ['开发'] } }, async (request) => {
      const parsed = inputQuery.safeParse(request.query ?? {});
      if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? messages.bodyInvalid);
      const entries = (app.engineInputs?.entries() ?? []).slice(-parsed.data.limit);
      const espeak = app.engines.get('espeak');
      return ok(
        await Promise.all(
          entries.map(async (entry) => {
            if (entry.engine !== 'espeak' || !(espeak instanceof EspeakEngine)) return entry;
            const phonemes = await espeak.phonemes(entry.text, {}, entry.voice);
            return { ...entry, phonemes, languages: [...new Set(Array.from(phonemes.matchAll(LANGUAGE_SWITCH), (m) => m[0].slice(1, -1)))] };
          }),
        ),
      );
    });
  },
  { name: 'dev', fastify: '5.x', dependencies: ['config', 'errors', 'sms-provider', 'captcha', 'speech'] },
);
