// Video link extraction and the proxied download (issue 16, tools 3 and 5; share links of tool 2).
// One extractor, yt-dlp; it may be missing, in which case `status()` says so and `parse` answers
// with the install hint.
import type { VideoConfig } from './config.ts';
import { openMediaDownload, type MediaDownload } from './download.ts';
import type { VideoExtractor } from './types.ts';
import { YtDlpExtractor } from './ytdlp.ts';

export { loadVideoConfig, type VideoConfig } from './config.ts';
export { openMediaDownload, type DownloadOptions, type MediaDownload } from './download.ts';
export { addressAllowed, classifyAddress, resolveAllowed, PUBLIC_ONLY, type AddressPolicy } from './netguard.ts';
export { findShareUrl, SHARE_TEXT_MAX } from './share.ts';
export { errorFromStderr, toVideoCard } from './ytdlp.ts';
export * from './types.ts';

export function createVideoExtractor(config: VideoConfig): VideoExtractor {
  return new YtDlpExtractor({
    command: config.ytdlpCommand,
    timeoutMs: config.parseTimeoutMs,
    concurrency: config.parseConcurrency,
    queue: config.parseQueue,
    maxOutputBytes: config.maxOutputBytes,
    policy: config.policy,
  });
}

/// Opens a media URL from a parse result for streaming to the client, with the configured limits.
export function downloadMedia(config: VideoConfig, url: string, options: { headers?: Record<string, string>; signal?: AbortSignal } = {}): Promise<MediaDownload> {
  return openMediaDownload(url, {
    maxBytes: config.maxBytes,
    policy: config.policy,
    headers: options.headers,
    headersTimeoutMs: config.downloadHeadersMs,
    idleTimeoutMs: config.downloadIdleMs,
    totalTimeoutMs: config.downloadTimeoutMs,
    signal: options.signal,
  });
}
