// Video extraction and download settings from the environment (README "Smart tools"). Read once at
// start; a bad value stops the start with a message naming the variable. yt-dlp itself is not looked
// for here: the studio starts without it.
import type { AddressPolicy } from './netguard.ts';

export interface VideoConfig {
  /// YTDLP_PATH: the yt-dlp command; default `yt-dlp` on PATH.
  ytdlpCommand: string;
  /// VIDEO_PARSE_TIMEOUT_MS: one extraction, default 30 s.
  parseTimeoutMs: number;
  /// VIDEO_PARSE_CONCURRENCY / VIDEO_PARSE_QUEUE: yt-dlp processes at once (default 2) and requests
  /// waiting for one (default 8) before "busy".
  parseConcurrency: number;
  parseQueue: number;
  /// yt-dlp's JSON output is read up to this (16 MB).
  maxOutputBytes: number;
  /// VIDEO_MAX_BYTES: largest file the download proxy passes through, default 500 MB.
  maxBytes: number;
  /// VIDEO_DOWNLOAD_IDLE_MS (default 30 s) / VIDEO_DOWNLOAD_TIMEOUT_MS (default 30 min).
  downloadIdleMs: number;
  downloadTimeoutMs: number;
  /// Response headers of a media server, default 15 s.
  downloadHeadersMs: number;
  /// VIDEO_ALLOW_LOOPBACK / VIDEO_ALLOW_PRIVATE_NETWORK (true/1): which non-public addresses links
  /// may lead to. Both off by default.
  policy: AddressPolicy;
}

export function loadVideoConfig(env: Record<string, string | undefined> = process.env): VideoConfig {
  const int = (name: string, fallback: number, min: number) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number ≥ ${min} (got ${raw})`);
    return n;
  };
  const flag = (name: string) => {
    const raw = (env[name] ?? '').trim().toLowerCase();
    if (raw === '' || raw === '0' || raw === 'false' || raw === 'no') return false;
    if (raw === '1' || raw === 'true' || raw === 'yes') return true;
    throw new Error(`${name} must be true or false (got ${env[name]})`);
  };
  return {
    ytdlpCommand: env.YTDLP_PATH?.trim() || 'yt-dlp',
    parseTimeoutMs: int('VIDEO_PARSE_TIMEOUT_MS', 30_000, 1000),
    parseConcurrency: int('VIDEO_PARSE_CONCURRENCY', 2, 1),
    parseQueue: int('VIDEO_PARSE_QUEUE', 8, 0),
    maxOutputBytes: 16 * 1024 * 1024,
    maxBytes: int('VIDEO_MAX_BYTES', 500 * 1024 * 1024, 1),
    downloadIdleMs: int('VIDEO_DOWNLOAD_IDLE_MS', 30_000, 1),
    downloadTimeoutMs: int('VIDEO_DOWNLOAD_TIMEOUT_MS', 30 * 60_000, 1),
    downloadHeadersMs: 15_000,
    policy: { allowLoopback: flag('VIDEO_ALLOW_LOOPBACK'), allowPrivateNetwork: flag('VIDEO_ALLOW_PRIVATE_NETWORK') },
  };
}
