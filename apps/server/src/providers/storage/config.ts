import path from 'node:path';
import type { S3StorageConfig } from './s3.ts';
import { StorageConfigError } from './types.ts';

export type StorageConfig =
  | {
      driver: 'local';
      /** `DATA_DIR/files`. */
      root: string;
      /** Our upload endpoint, named in local upload policies. */
      uploadUrl: string;
    }
  | ({ driver: 's3' } & S3StorageConfig);

const S3_NAMES = ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PUBLIC_URL'] as const;

/// The path of our own upload endpoint (local disk). The route that answers it is registered elsewhere.
export const DEFAULT_UPLOAD_URL = '/api/upload';

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new StorageConfigError(`${name} must be an http(s) URL, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new StorageConfigError(`${name} must be an http(s) URL`);
  return value.replace(/(?<!\/)\/+$/, '');
}

function flag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '') return false;
  if (['true', '1', 'yes'].includes(value.toLowerCase())) return true;
  if (['false', '0', 'no'].includes(value.toLowerCase())) return false;
  throw new StorageConfigError(`${name} must be true or false, got ${JSON.stringify(value)}`);
}

/// Files go to local disk under `DATA_DIR/files` unless an `S3_*` variable is set: then to the bucket,
/// and a partial S3 configuration is an error naming what is missing (never a silent fall-back to a
/// disk that the other processes cannot see).
export function loadStorageConfig(env: Record<string, string | undefined>, dataDir: string): StorageConfig {
  const value = (name: (typeof S3_NAMES)[number]) => {
    const raw = env[name]?.trim();
    return raw ? raw : undefined;
  };
  if (!S3_NAMES.some((name) => value(name) !== undefined)) {
    return { driver: 'local', root: path.join(dataDir, 'files'), uploadUrl: DEFAULT_UPLOAD_URL };
  }
  const missing: string[] = [];
  const bucket = value('S3_BUCKET');
  if (!bucket) missing.push('S3_BUCKET');
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (accessKeyId && !secretAccessKey) missing.push('S3_SECRET_ACCESS_KEY');
  if (secretAccessKey && !accessKeyId) missing.push('S3_ACCESS_KEY_ID');
  if (missing.length) throw new StorageConfigError(`S3 storage (an S3_* variable is set) needs ${missing.join(', ')}`);
  const endpoint = value('S3_ENDPOINT');
  const publicUrl = value('S3_PUBLIC_URL');
  return {
    driver: 's3',
    bucket: bucket!,
    region: value('S3_REGION') ?? 'us-east-1',
    forcePathStyle: flag('S3_FORCE_PATH_STYLE', value('S3_FORCE_PATH_STYLE')),
    ...(endpoint ? { endpoint: httpUrl('S3_ENDPOINT', endpoint) } : {}),
    ...(accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : {}),
    ...(publicUrl ? { publicUrl: httpUrl('S3_PUBLIC_URL', publicUrl) } : {}),
  };
}
