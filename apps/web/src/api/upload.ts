// The browser's half of "policy then upload" (spec 02 §7): the policy's fields in order, then the file, as
// multipart/form-data to the policy's URL — our own /api/upload with local storage, the bucket with S3.
// XMLHttpRequest rather than fetch: it is what reports upload progress.
import type { UploadPolicy } from '@peiyin/api-client';

export class UploadError extends Error {}

function readEnvelope(text: string): { code?: number; message?: string } | null {
  try {
    return text ? (JSON.parse(text) as { code?: number; message?: string }) : null;
  } catch {
    return null;
  }
}

export interface UploadOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** The page's own words when the server gives none: a refusal without a message, and a network failure. */
  messages?: { failed?: string; offline?: string };
}

/// Resolves once the file is stored; rejects with the server's Chinese message (or a network one).
export function uploadWithPolicy(policy: UploadPolicy, file: File, { onProgress, signal, messages }: UploadOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
    form.append('file', file, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', policy.url);
    // no token: the signed fields are the permission (the same post goes to a bucket with S3)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.((event.loaded / event.total) * 100);
    };
    request.onload = () => {
      // our own endpoint answers in the envelope; a bucket answers 204 with no body
      const envelope = readEnvelope(request.responseText);
      if (request.status >= 200 && request.status < 300 && (!envelope || envelope.code === undefined || envelope.code === 200)) {
        onProgress?.(100);
        resolve();
        return;
      }
      reject(new UploadError(envelope?.message ?? messages?.failed ?? `上传失败（${request.status}）`));
    };
    request.onerror = () => reject(new UploadError(messages?.offline ?? '网络异常，上传失败，请稍后重试'));
    request.onabort = () => reject(new UploadError('上传已取消'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
