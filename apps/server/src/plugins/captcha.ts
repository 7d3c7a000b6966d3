import fp from 'fastify-plugin';
import { glyphCaptcha } from './glyphCaptcha.ts';

/// Makes one picture captcha: the text to check and the SVG to show.
export type CaptchaMaker = () => { text: string; svg: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes picture captchas (glyphCaptcha); tests swap in one whose text they know. */
    captcha: CaptchaMaker;
  }
}

/// 4 characters without look-alikes (0/o, 1/l/i); the dialog accepts up to 6 (spec 01 §9). Randomised
/// outlines rather than svg-captcha's fixed ones, which a script reads every time (issue 14 §6).
export const svgCaptchaMaker: CaptchaMaker = () => glyphCaptcha(4);

export const captchaPlugin = fp<{ maker?: CaptchaMaker }>(
  async (app, options) => {
    app.decorate('captcha', options.maker ?? svgCaptchaMaker);
  },
  { name: 'captcha', fastify: '5.x' },
);
