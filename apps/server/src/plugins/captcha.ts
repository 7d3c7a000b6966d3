import fp from 'fastify-plugin';
import svgCaptcha from 'svg-captcha';

/// Makes one picture captcha: the text to check and the SVG to show.
export type CaptchaMaker = () => { text: string; svg: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes picture captchas (svg-captcha); tests swap in one whose text they know. */
    captcha: CaptchaMaker;
  }
}

/// 4 characters without look-alikes (0/o, 1/l/i); the dialog accepts up to 6 (spec 01 §9).
export const svgCaptchaMaker: CaptchaMaker = () => {
  const captcha = svgCaptcha.create({ size: 4, noise: 2, color: true, background: '#f4f3ff', ignoreChars: '0oO1lIi' });
  return { text: captcha.text, svg: captcha.data };
};

export const captchaPlugin = fp<{ maker?: CaptchaMaker }>(
  async (app, options) => {
    app.decorate('captcha', options.maker ?? svgCaptchaMaker);
  },
  { name: 'captcha', fastify: '5.x' },
);
