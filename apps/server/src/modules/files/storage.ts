import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/// Where audio files live (ARCHITECTURE "Files"): a key like `tasks/<code>.mp3` names a file; the
/// public URL of a key is `/api/files/<key>`. Local disk is the default; another backend (S3-compatible)
/// implements the same interface.
export interface FileStorage {
  put(key: string, data: Buffer | Readable): Promise<void>;
  /** Size in bytes, or null when the file does not exist. */
  size(key: string): Promise<number | null>;
  /** The bytes from `start` to `end` inclusive (the whole file without a range). */
  read(key: string, range?: { start: number; end: number }): Readable;
  readAll(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

/// Keys are our own (`<folder>/<name>.<ext>`); anything else is refused, so a request path can never
/// reach outside the storage root.
export const keyPattern = /^[a-z]+\/[A-Za-z0-9_-]{1,64}\.(mp3|wav)$/;

export function isValidKey(key: string): boolean {
  return keyPattern.test(key);
}

export function fileUrl(key: string): string {
  return `/api/files/${key}`;
}

/// Files on the local disk under `root` (DATA_DIR/files). Writes go to a temp name first and are renamed into
/// place, so a crash never leaves a half-written file under a real key.
export function diskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid file key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${Date.now().toString(36)}.part`;
      try {
        if (Buffer.isBuffer(data)) await writeFile(temp, data);
        else await pipeline(data, createWriteStream(temp));
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async size(key) {
      try {
        const info = await stat(resolve(key));
        return info.isFile() ? info.size : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    read(key, range) {
      return createReadStream(resolve(key), range ? { start: range.start, end: range.end } : {});
    },
    async readAll(key) {
      return readFile(resolve(key));
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
