// 图片文字识别 (spec 02 §2.7, §5, §7): a policy for one picture under the caller's own prefix, then the
// recognition of what was uploaded there. The picture is checked by content (PNG or JPEG, ≤ 10 MB, a sane
// pixel size) before any decoder sees it, and deleted after reading: nothing of it is kept.
import { toolsLimits, toolsMessages, type OcrResult, type UploadPolicy } from '@peiyin/api-client';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { inspectImage } from '../../providers/ocr/index.ts';
import type { OcrType } from '../../providers/ocr/types.ts';
import { toolError } from '../../http/toolErrors.ts';

const POLICY_SECONDS = 10 * 60;
const limits = {
  maxBytes: toolsLimits.ocrMaxBytes,
  allowedTypes: ['image/png', 'image/jpeg'],
  messages: { tooLarge: toolsMessages.ocrTooLarge, type: toolsMessages.ocrFormat },
} as const;

const prefixOf = (userId: number) => `uploads/ocr/${userId}`;

/// The extension a picker would have let through; the content is what counts, later.
function pictureName(filename: string): boolean {
  const dot = filename.lastIndexOf('.');
  const ext = dot === -1 ? '' : filename.slice(dot + 1).toLowerCase();
  return (toolsLimits.ocrExtensions as readonly string[]).includes(ext);
}

export function ocrService(app: FastifyInstance) {
  return {
    async policy(userId: number, filename: string): Promise<UploadPolicy> {
      if (!pictureName(filename)) throw new AppError(415, toolsMessages.ocrFormat);
      return app.storage.createUploadPolicy({ keyPrefix: prefixOf(userId), expiresIn: POLICY_SECONDS, ...limits, allowedTypes: [...limits.allowedTypes] });
    },

    async recognize(userId: number, key: string, type: OcrType, signal: AbortSignal): Promise<OcrResult> {
      // a key names one of the caller's own uploads, never anyone else's
      if (!key.startsWith(`${prefixOf(userId)}/`)) throw new AppError(400, toolsMessages.uploadKeyInvalid);
      try {
        await app.storage.verifyUpload(key, { ...limits, allowedTypes: [...limits.allowedTypes] });
        const image = await app.storage.readAll(key);
        // headers only: a decompression bomb is refused before tesseract or sharp allocate its bitmap
        inspectImage(image, app.ocr.limits);
        const result = await app.ocr.recognize({ image, type, owner: userId, signal });
        return { content: result.text, confidence: Math.round(result.confidence) };
      } catch (error) {
        toolError(error);
      } finally {
        await app.storage.delete(key).catch((error: unknown) => app.log.warn({ err: error, key }, 'an OCR upload could not be removed'));
      }
    },
  };
}
