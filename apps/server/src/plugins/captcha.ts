import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { glyphCaptcha } from './glyphCaptcha.ts';

/// Makes one picture captcha: the text to check and the SVG to show.
export type CaptchaMaker = () => { text: string; svg: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes picture captchas (glyphCaptcha); tests swap in one whose text they know. */
    captcha: CaptchaMaker;
    /** Outside production only (null in production): the text of a recent picture, by the SHA-256 (hex) of its
     * SVG, so an end-to-end test can read the picture it is shown, as it reads the console SMS codes. */
    captchaAnswer: ((svgSha256: string) => string | null) | null;
  }
}

/// 4 characters without look-alikes (0/o, 1/l/i); the dialog accepts up to 6 (spec 01 §9). Randomised
/// outlines rather than svg-captcha's fixed ones, which a script reads every time (issue 14 §6).
export const svgCaptchaMaker: CaptchaMaker = () => glyphCaptcha(4);

/** How many recent pictures the development answer book keeps (a test reads its picture at once). */
const REMEMBERED = 200;

export const svgSha256 = (svg: string) => createHash('sha256').update(svg).digest('hex');

export const captchaPlugin = fp<{ maker?: CaptchaMaker }>(
  async (app, options) => {
    const maker = options.maker ?? svgCaptchaMaker;
    if (app.config.nodeEnv === 'production') {
      app.decorate('captcha', maker);
      app.decorate('captchaAnswer', null);
      return;
    }
    const answers = new Map<string, string>();
    app.decorate('captcha', () => {
      const made = maker();
      answers.set(svgSha256(made.svg), made.text);
      // the oldest goes first (a Map keeps insertion order)
      if (answers.size > REMEMBERED) answers.delete(answers.keys().next().value!);
      return made;
    });
    app.decorate('captchaAnswer', (hash: string) => answers.get(hash) ?? null);
  },
  { name: 'captcha', fastify: '5.x', dependencies: ['config'] },
);
