// References the server hands to a browser and takes back later, without keeping them anywhere: a parse
// result's media address (with the site's request headers, which must never reach the browser) or a
// recording's playback address. Sealed with AES-256-GCM under a key derived from the server secret, so every
// process that shares JWT_SECRET opens them, nobody can read or forge one, and each carries its expiry.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface Sealer<T> {
  seal(value: T, expiresAt: number): string;
  /// The value, or null when the reference was altered, made for another purpose, or has expired.
  open(reference: string, now: number): T | null;
}

/// `purpose` separates keys: a playback reference never opens as a media reference.
export function sealer<T>(secret: string, purpose: string): Sealer<T> {
  const key = createHmac('sha256', secret).update(`sealed:${purpose}`).digest();
  return {
    seal(value, expiresAt) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify({ v: value, e: expiresAt }), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    open(reference, now) {
      // bounded before any work: a real reference is a few KB at most
      if (typeof reference !== 'string' || reference.length > 12_000) return null;
      const raw = Buffer.from(reference, 'base64url');
      if (raw.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
        const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
        const parsed = JSON.parse(text) as { v: T; e: number };
        return typeof parsed.e === 'number' && parsed.e > now ? parsed.v : null;
      } catch {
        return null;
      }
    },
  };
}
