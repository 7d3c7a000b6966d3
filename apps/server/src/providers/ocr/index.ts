// The OCR provider chosen by configuration (OCR_PROVIDER). `tesseract` is the embedded default;
// `none` keeps the tool visible but answers that OCR is switched off (for a deployment that does not
// want the worker threads' memory).
import type { OcrConfig } from './config.ts';
import { inspectImage } from './image.ts';
import { TesseractOcr } from './tesseract.ts';
import { OCR_MESSAGES, OcrError, type OcrProvider } from './types.ts';

export { loadOcrConfig, type OcrConfig } from './config.ts';
export { inspectImage, type ImageInfo } from './image.ts';
export { tidyOcrText } from './text.ts';
export * from './types.ts';

class DisabledOcr implements OcrProvider {
  readonly id = 'none' as const;
  constructor(readonly limits: OcrConfig['limits']) {}
  async recognize({ image }: { image: Uint8Array }): Promise<never> {
    // the input is still checked so that the user hears about a wrong file before a disabled service
    inspectImage(image, this.limits);
    throw new OcrError('unavailable', OCR_MESSAGES.unavailable);
  }
  async warmUp() {}
  stats() {
    return { workers: 0, running: 0, queued: 0 };
  }
  async close() {}
}

export function createOcr(config: OcrConfig): OcrProvider {
  switch (config.provider) {
    case 'tesseract':
      return new TesseractOcr(config);
    case 'none':
      return new DisabledOcr(config.limits);
  }
}
