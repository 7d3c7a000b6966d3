import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError, ok } from '../../http/errors.ts';
import { DEFAULT_UPLOAD_URL, declaredLengthExceeds, StorageError, UploadRefusedError, type ConfiguredStorage } from '../../providers/storage/index.ts';

/// The largest file any upload policy may allow (文案提取: 100 MB, spec 02 §5). A body declaring more is refused
/// from its Content-Length before a byte of it is read; each policy's own cap is enforced while the file streams.
export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;

/// POST /api/upload: the local-disk half of the spec's "policy then upload" flow. The browser posts a multipart
/// form: the policy's fields (signed by our server, naming one fresh key, a size cap and the allowed types), then
/// the file as `file`. The file is checked by content and cap while it streams and is never kept when refused.
/// With S3 storage the policy names the bucket instead, and this route is not used.
export function uploadRoutes(app: FastifyInstance, storage: ConfiguredStorage): void {
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 1, fields: 16, fieldSize: 4096, parts: 17 } });
    scope.addHook('onRequest', async (request) => {
      if (declaredLengthExceeds(request.headers['content-length'], UPLOAD_MAX_BYTES)) throw new AppError(413, '文件过大');
    });
    const schema = {
      summary: '上传文件（先向对应功能申请上传凭证，再以 multipart/form-data 提交凭证字段与 file）',
      tags: ['文件'],
      consumes: ['multipart/form-data'],
    };
    scope.post(DEFAULT_UPLOAD_URL, { schema }, async (request) => {
      if (storage.driver !== 'local') throw new AppError(404, '上传地址无效');
      if (!request.isMultipart()) throw new AppError(400, '请以表单方式上传文件');
      const fields: Record<string, string> = {};
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          continue;
        }
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new AppError(400, '缺少上传文件');
        }
        try {
          const stored = await storage.receiveUpload(fields, part.file);
          return ok({ key: stored.key, size: stored.size, mime: stored.mime });
        } catch (error) {
          if (error instanceof UploadRefusedError) throw new AppError(error.status, error.message);
          if (error instanceof StorageError && error.code === 'invalid_key') throw new AppError(400, '上传凭证无效');
          throw error;
        }
      }
      throw new AppError(400, '缺少上传文件');
    });
  });
}
