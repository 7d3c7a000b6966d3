import fp from 'fastify-plugin';
import { createOcr } from './index.ts';
import type { OcrProvider } from './types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Picture-to-text (`OCR_PROVIDER`: the embedded tesseract worker pool, or `none`). */
    ocr: OcrProvider;
  }
}

/// The OCR family as a capability. Its workers start on the first picture (not at start: a studio nobody
/// uses OCR on never pays their memory) and end with the server.
export const ocrPlugin = fp<{ provider?: OcrProvider }>(
  async (app, options) => {
    const ocr = options.provider ?? createOcr(app.config.ocr);
    app.decorate('ocr', ocr);
    app.addHook('onClose', async () => ocr.close());
  },
  { name: 'ocr-provider', fastify: '5.x', dependencies: ['config'] },
);
