// The browser's half of "policy then upload" (spec 02 §7), as a test does it: the policy's fields in order,
// then the file, as multipart/form-data to the policy's URL (our /api/upload with local storage).
import type { Envelope, UploadPolicy } from '@peiyin/api-client';
import type { App } from '../app.ts';

export async function postUpload(app: App, policy: Pick<UploadPolicy, 'url' | 'fields'>, file: { name: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: policy.url,
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: response.statusCode, body: response.json() as Envelope<{ key: string; size: number; mime: string } | null> };
}
