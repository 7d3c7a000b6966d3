import { z } from 'zod';

/// The short-lived permission to post one file (spec 02 §7 "policy then upload"): post every entry of
/// `fields` in order, then the file as `file`, as multipart/form-data to `url` (our own /api/upload with local
/// storage; the bucket with S3). The feature's next call names `key` (AI drawing's `refImage`, a tool's file).
/// One shape for every feature that uploads.
export const uploadPolicy = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  /** The key the file will have. */
  key: z.string(),
  /** ms timestamp. */
  expiresAt: z.number(),
  maxBytes: z.number(),
});
export type UploadPolicy = z.output<typeof uploadPolicy>;
