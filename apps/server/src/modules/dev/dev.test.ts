// The development answer book of the picture captchas: an end-to-end test reads the text of the random picture
// it is shown (by the SHA-256 of its SVG), as it reads the console SMS codes; production has no such endpoint
// and keeps no texts.
import { describe, expect, it } from 'vitest';
import { contract, messages, toolsMessages } from '@peiyin/api-client';
import { send, signIn, startServer } from '../../testing/harness.ts';
import { svgSha256 } from '../../plugins/captcha.ts';

const svgOf = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64').toString('utf8');
const answerOf = (app: Parameters<typeof send>[0], sha256: string) => app.inject({ method: 'GET', url: `/api/dev/captcha/answer?sha256=${sha256}` }).then((r) => r.json() as { code: number; message: string; data: { text: string } | null });

describe('captcha answers outside production', () => {
  it('answers the text of the picture the page shows, which then passes the captcha check', { timeout: 60_000 }, async () => {
    const server = await startServer('sqlite');
    try {
      const { app } = server;
      const { token } = await signIn(app);
      const picture = (await send(app, contract.tools.rwmCaptcha, undefined, { token })).body.data!;
      const answer = await answerOf(app, svgSha256(svgOf(picture)));
      expect(answer.code).toBe(200);
      expect(answer.data!.text).toMatch(/^[a-zA-Z2-9]{4}$/);
      // the right text is past the captcha: the parse fails on the link (a private address), not on the captcha
      const parsed = await send(app, contract.tools.rwmParse, { shareUrl: 'http://10.1.2.3/a', captcha: answer.data!.text }, { token });
      expect(parsed.body.message).not.toBe(toolsMessages.captchaWrong);
      expect(parsed.body.message).toBe('不支持内网或本机地址的链接');

      expect(await answerOf(app, 'f'.repeat(64))).toMatchObject({ code: 404, message: '没有这张验证码图片' });
      expect(await answerOf(app, 'xyz')).toMatchObject({ code: 400, message: '图片摘要不正确' });
    } finally {
      await server.stop();
    }
  });

  it('does not exist in production', async () => {
    const server = await startServer('sqlite', { env: { NODE_ENV: 'production' } });
    try {
      expect(server.app.captchaAnswer).toBeNull();
      expect(await answerOf(server.app, 'f'.repeat(64))).toEqual({ code: 404, message: messages.notFound, data: null });
    } finally {
      await server.stop();
    }
  });
});
