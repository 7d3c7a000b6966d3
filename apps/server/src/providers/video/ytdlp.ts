// Video link extraction with yt-dlp, the maintained extractor for hundreds of sites (Debian package
// `yt-dlp`, or YTDLP_PATH). It runs as a separate process: no shell (arguments as an array, the link
// after `--` so it can never be read as an option), its own process group killed whole at the
// deadline, stdout read up to a bound, a limited number at once, and every connection it makes
// through egress.ts, which applies the address policy. The studio starts without it; the tool then
// says it is not installed and how to install it.
import { spawn } from 'node:child_process';
import { startEgressProxy } from './egress.ts';
import { findShareUrl } from './share.ts';
import { resolveAllowed, type AddressPolicy } from './netguard.ts';
import { VIDEO_MESSAGES, VideoError, type ExtractorStatus, type VideoCard, type VideoErrorKind, type VideoExtractor } from './types.ts';

export interface YtDlpOptions {
  /// YTDLP_PATH, or `yt-dlp` looked up on PATH (a pip install in /usr/local/bin wins over Debian's).
  command: string;
  timeoutMs: number;
  /// Extractions running at once, and waiting beyond those before "busy".
  concurrency: number;
  queue: number;
  /// yt-dlp's JSON for one video is a few kB to a few MB (every format of a long YouTube video).
  maxOutputBytes: number;
  policy: AddressPolicy;
  /// Told after each extraction where yt-dlp connected (host:port) and what the policy refused: for
  /// the log, and for tests that check nothing left the machine.
  onEgress?: (contacted: readonly string[], refused: readonly string[]) => void;
}

/// One run of a command: its stdout (bounded), the tail of its stderr, how it ended.
interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

class Semaphore {
  private running = 0;
  private readonly waiting: { go: () => void; fail: (e: Error) => void }[] = [];
  constructor(
    private readonly size: number,
    private readonly queue: number,
  ) {}
  acquire(signal?: AbortSignal): Promise<() => void> {
    const release = () => {
      this.running--;
      this.waiting.shift()?.go();
    };
    if (this.running < this.size) {
      this.running++;
      return Promise.resolve(release);
    }
    if (this.waiting.length >= this.queue) return Promise.reject(new VideoError('busy', VIDEO_MESSAGES.busy));
    return new Promise((resolve, reject) => {
      const entry = {
        go: () => {
          signal?.removeEventListener('abort', onAbort);
          this.running++;
          resolve(release);
        },
        fail: (e: Error) => reject(e),
      };
      const onAbort = () => {
        const at = this.waiting.indexOf(entry);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(new VideoError('aborted', VIDEO_MESSAGES.aborted));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(entry);
    });
  }
  failAll(error: Error) {
    for (const w of this.waiting.splice(0)) w.fail(error);
  }
}

const STDERR_KEEP = 8 * 1024;

export class YtDlpExtractor implements VideoExtractor {
  private readonly slots: Semaphore;
  private readonly children = new Set<number>();
  private statusCache: Promise<ExtractorStatus> | null = null;

  constructor(private readonly options: YtDlpOptions) {
    this.slots = new Semaphore(options.concurrency, options.queue);
  }

  status({ refresh = false } = {}): Promise<ExtractorStatus> {
    if (!this.statusCache || refresh) {
      this.statusCache = this.run(['--version'], 10_000).then(
        (r) => ({ installed: r.code === 0, version: r.code === 0 ? r.stdout.trim() : null, command: this.options.command }),
        () => ({ installed: false, version: null, command: this.options.command }),
      );
    }
    return this.statusCache;
  }

  async parse(shareText: string, { signal }: { signal?: AbortSignal } = {}): Promise<VideoCard> {
    const url = findShareUrl(shareText);
    // the pasted link's host first, for a quick answer; egress.ts then checks every connection
    // yt-dlp makes (redirects, API calls) against the same policy
    await resolveAllowed(url.hostname, this.options.policy);
    const release = await this.slots.acquire(signal);
    const egress = await startEgressProxy(this.options.policy).catch((error: unknown) => {
      release();
      throw new VideoError('failed', VIDEO_MESSAGES.failed, 'egress proxy did not start', { cause: error });
    });
    try {
      const seconds = Math.max(1, Math.floor(this.options.timeoutMs / 1000) - 1);
      const result = await this.run(
        [
          '--dump-single-json',
          '--no-playlist',
          '--no-warnings',
          '--no-progress',
          // the server's own settings only: no user or system config file, no cache directory
          '--ignore-config',
          '--no-cache-dir',
          '--socket-timeout',
          String(seconds),
          '--proxy',
          egress.url,
          '--',
          url.href,
        ],
        this.options.timeoutMs,
        signal,
      );
      if (result.code !== 0) {
        if (egress.refused.length) throw new VideoError('private-address', VIDEO_MESSAGES.privateAddress, `refused ${egress.refused.join(', ')}`);
        throw errorFromStderr(result.stderr);
      }
      let info: unknown;
      try {
        info = JSON.parse(result.stdout);
      } catch (error) {
        throw new VideoError('failed', VIDEO_MESSAGES.failed, 'yt-dlp printed no JSON', { cause: error });
      }
      if (!info || typeof info !== 'object') throw new VideoError('unsupported', VIDEO_MESSAGES.unsupported, 'yt-dlp printed null');
      return toVideoCard(info as YtInfo, url.href);
    } finally {
      await egress.close();
      release();
      this.options.onEgress?.(egress.contacted, egress.refused);
    }
  }

  async close(): Promise<void> {
    this.slots.failAll(new VideoError('failed', VIDEO_MESSAGES.failed, 'closing'));
    for (const pid of this.children) killGroup(pid);
    this.children.clear();
  }

  /// Runs yt-dlp with the given arguments; rejects with a VideoError for a missing command, the
  /// deadline, an oversized output or an abort, and resolves with the exit code otherwise.
  private run(args: string[], timeoutMs: number, signal?: AbortSignal): Promise<RunResult> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(new VideoError('aborted', VIDEO_MESSAGES.aborted));
        return;
      }
      const child = spawn(this.options.command, args, {
        stdio: ['ignore', 'pipe', 'pipe'],
        // its own process group, so that the deadline kills it and anything it started
        detached: true,
        env: { ...process.env, PYTHONIOENCODING: 'utf-8', PYTHONDONTWRITEBYTECODE: '1' },
      });
      const pid = child.pid;
      if (pid !== undefined) this.children.add(pid);
      const stdout: Buffer[] = [];
      let stdoutBytes = 0;
      let stderr = '';
      let settled = false;
      const finish = (error: VideoError | null, result?: RunResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (pid !== undefined) this.children.delete(pid);
        if (error) reject(error);
        else resolve(result!);
      };
      const stop = (error: VideoError) => {
        if (pid !== undefined) killGroup(pid);
        finish(error);
      };
      const timer = setTimeout(() => stop(new VideoError('timeout', VIDEO_MESSAGES.timeout, `yt-dlp ran past ${timeoutMs} ms`)), timeoutMs);
      const onAbort = () => stop(new VideoError('aborted', VIDEO_MESSAGES.aborted));
      signal?.addEventListener('abort', onAbort, { once: true });
      child.stdout.on('data', (chunk: Buffer) => {
        stdoutBytes += chunk.length;
        if (stdoutBytes > this.options.maxOutputBytes) {
          stop(new VideoError('failed', VIDEO_MESSAGES.failed, `yt-dlp printed more than ${this.options.maxOutputBytes} bytes`));
          return;
        }
        stdout.push(chunk);
      });
      child.stderr.setEncoding('utf8');
      child.stderr.on('data', (text: string) => {
        stderr = (stderr + text).slice(-STDERR_KEEP);
      });
      child.on('error', (error: NodeJS.ErrnoException) => {
        // ENOENT: not installed (or YTDLP_PATH wrong); EACCES: not executable
        if (error.code === 'ENOENT' || error.code === 'EACCES') finish(new VideoError('not-installed', VIDEO_MESSAGES.notInstalled, `${this.options.command}: ${error.code}`));
        else finish(new VideoError('failed', VIDEO_MESSAGES.failed, error.message, { cause: error }));
      });
      child.on('close', (code) => finish(null, { code, stdout: Buffer.concat(stdout).toString('utf8'), stderr }));
    });
  }
}

function killGroup(pid: number) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/// yt-dlp's error line (`ERROR: [generic] … Unsupported URL: …`) as one of our messages. Plain
/// substring tests on the lower-cased text, most specific first; the line itself goes to `detail`.
export function errorFromStderr(stderr: string): VideoError {
  const lines = stderr.split('\n').filter((l) => l.startsWith('ERROR:'));
  const detail = (lines[lines.length - 1] ?? stderr.trim().split('\n').pop() ?? '').slice(0, 500);
  const text = detail.toLowerCase();
  const has = (...needles: string[]) => needles.some((n) => text.includes(n));
  const make = (kind: VideoErrorKind, message: string) => new VideoError(kind, message, detail);
  if (has('unsupported url')) return make('unsupported', VIDEO_MESSAGES.unsupported);
  if (has('not a valid url')) return make('bad-link', VIDEO_MESSAGES.badLink);
  if (has('geo restrict', 'not available in your country', 'not available from your location', 'your country')) return make('geo', VIDEO_MESSAGES.geo);
  // "Sign in to confirm you're not a bot": the site refuses the server, the video itself is fine
  if (has('http error 403', 'http error 429', 'forbidden', 'too many requests', 'not a bot')) return make('forbidden', VIDEO_MESSAGES.forbidden);
  if (
    has('private video', 'video is private', 'is private', 'has been removed', 'been deleted', 'video unavailable', 'this video is unavailable', 'does not exist', 'no longer available', 'http error 404', 'http error 410', 'login required', 'sign in', 'log in', 'members only', 'requires authentication')
  ) {
    return make('gone', VIDEO_MESSAGES.gone);
  }
  // yt-dlp's own socket timeout (set just under our deadline): the site did not answer in time
  if (has('timed out')) return make('timeout', VIDEO_MESSAGES.timeout);
  if (has('unable to download webpage', 'urlopen error', 'connection refused', 'name or service not known', 'getaddrinfo', 'network is unreachable', 'connection reset', 'ssl', 'certificate')) {
    return make('unreachable', VIDEO_MESSAGES.unreachable);
  }
  if (has('unable to extract', 'failed to parse', 'please report this issue', 'no video formats', 'requested format is not available')) return make('extract-failed', VIDEO_MESSAGES.extractFailed);
  return make('failed', VIDEO_MESSAGES.failed);
}

// ---- yt-dlp's JSON (the fields we read; see yt-dlp's README "OUTPUT TEMPLATE" for their meaning) ----

interface YtFormat {
  url?: string;
  ext?: string;
  protocol?: string;
  vcodec?: string | null;
  acodec?: string | null;
  width?: number | null;
  height?: number | null;
  tbr?: number | null;
  filesize?: number | null;
  filesize_approx?: number | null;
  http_headers?: Record<string, string>;
}

interface YtInfo extends YtFormat {
  _type?: string;
  title?: string;
  fulltitle?: string;
  description?: string;
  extractor?: string;
  extractor_key?: string;
  webpage_url?: string;
  thumbnail?: string;
  thumbnails?: { url?: string; id?: string; preference?: number }[];
  uploader?: string;
  channel?: string;
  creator?: string;
  uploader_id?: string;
  track?: string;
  artist?: string;
  duration?: number | null;
  formats?: YtFormat[];
  entries?: (YtInfo | null)[];
  requested_formats?: YtFormat[];
}

const IMAGE_EXTS = new Set(['jpg', 'jpeg', 'png', 'webp', 'gif', 'heic', 'heif', 'avif', 'bmp']);
const AUDIO_EXTS = new Set(['mp3', 'm4a', 'aac', 'ogg', 'oga', 'opus', 'wav', 'flac', 'weba']);
const isHttp = (url: unknown): url is string => typeof url === 'string' && (url.startsWith('https://') || url.startsWith('http://'));
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

type Kind = 'video' | 'audio' | 'image' | 'other';

function kindOf(f: YtFormat): Kind {
  const ext = (f.ext ?? '').toLowerCase();
  if (IMAGE_EXTS.has(ext)) return 'image';
  // neither picture nor sound: storyboards (mhtml), subtitles
  if (f.vcodec === 'none' && (f.acodec === 'none' || (f.acodec == null && !AUDIO_EXTS.has(ext)))) return 'other';
  if (f.vcodec === 'none') return 'audio';
  if (f.vcodec == null && AUDIO_EXTS.has(ext)) return 'audio';
  return 'video';
}

/// Plain HTTP(S) file, as opposed to an HLS/DASH manifest or fragments.
const isDirect = (f: YtFormat) => isHttp(f.url) && (f.protocol === undefined || f.protocol === 'http' || f.protocol === 'https');

/// The formats of one entry; an entry without a `formats` list is itself the only format.
const formatsOf = (info: YtInfo): YtFormat[] => (info.formats?.length ? info.formats : info.url ? [info] : []);

/// The video a person would want to save: a direct file with picture and sound, the tallest; a
/// picture-only file only when nothing has sound; a manifest only when nothing is direct.
function bestVideo(formats: YtFormat[]): YtFormat | null {
  const videos = formats.filter((f) => kindOf(f) === 'video' && isHttp(f.url));
  const score = (f: YtFormat) => [isDirect(f) ? 1 : 0, f.acodec === 'none' ? 0 : 1, f.height ?? 0, f.tbr ?? 0] as const;
  let best: YtFormat | null = null;
  for (const f of videos) {
    if (!best) {
      best = f;
      continue;
    }
    const [a, b] = [score(f), score(best)];
    for (let i = 0; i < a.length; i++) {
      if (a[i] !== b[i]) {
        if (a[i]! > b[i]!) best = f;
        break;
      }
    }
  }
  return best;
}

function bestAudio(formats: YtFormat[]): YtFormat | null {
  const audios = formats.filter((f) => kindOf(f) === 'audio' && isDirect(f));
  return audios.reduce<YtFormat | null>((best, f) => (!best || (f.tbr ?? 0) > (best.tbr ?? 0) ? f : best), null);
}

function cover(info: YtInfo): string | null {
  if (isHttp(info.thumbnail)) return info.thumbnail;
  const thumbs = (info.thumbnails ?? []).filter((t) => isHttp(t.url) && !(t.id ?? '').includes('avatar'));
  // yt-dlp sorts thumbnails worst to best
  return thumbs.length ? thumbs[thumbs.length - 1]!.url! : null;
}

/// yt-dlp has no avatar field; some extractors list the uploader's picture among the thumbnails with
/// an id naming it (YouTube's channel pages: `avatar_uncropped`).
function avatar(info: YtInfo): string | null {
  const t = (info.thumbnails ?? []).find((x) => isHttp(x.url) && (x.id ?? '').includes('avatar'));
  return t?.url ?? null;
}

/// yt-dlp's JSON for a page as the spec's result card (spec 02 §3). A playlist (a page with several
/// media, an image post) is one card: the first video, every picture, the first sound track.
export function toVideoCard(info: YtInfo, requestedUrl: string): VideoCard {
  const entries = info._type === 'playlist' ? (info.entries ?? []).filter((e): e is YtInfo => !!e) : [info];
  const first = entries[0] ?? info;
  const all = entries.flatMap((e) => formatsOf(e).map((f) => ({ entry: e, format: f })));

  let videoEntry: YtInfo | null = null;
  let video: YtFormat | null = null;
  for (const e of entries) {
    const v = bestVideo(formatsOf(e));
    if (v) {
      videoEntry = e;
      video = v;
      break;
    }
  }
  const images = [...new Set(all.filter(({ format }) => kindOf(format) === 'image' && isHttp(format.url)).map(({ format }) => format.url!))];
  const audio = bestAudio(all.map((x) => x.format));
  if (!video && images.length === 0) throw new VideoError('unsupported', VIDEO_MESSAGES.unsupported, 'no video or picture in the extracted info');

  const source = videoEntry ?? first;
  let title = str(info.title) ?? str(source.title) ?? str(info.description) ?? '';
  // yt-dlp numbers the <video> elements of a page: "页面标题 (1)"
  if (info._type !== 'playlist' && info.extractor === 'html5' && title.endsWith(' (1)')) title = title.slice(0, -4);
  const headers = { ...(source.http_headers ?? {}), ...(video?.http_headers ?? {}) };

  return {
    mediaType: video ? 1 : 2,
    title,
    cover: cover(source) ?? cover(info) ?? (video ? null : (images[0] ?? null)),
    author: str(source.uploader) ?? str(source.channel) ?? str(source.creator) ?? str(info.uploader) ?? str(source.uploader_id),
    avatar: avatar(source) ?? avatar(info),
    video: video
      ? {
          url: video.url!,
          width: num(video.width) ?? num(source.width),
          height: num(video.height) ?? num(source.height),
          bytes: num(video.filesize) ?? num(video.filesize_approx),
          ext: str(video.ext),
          direct: isDirect(video),
        }
      : null,
    images,
    music: audio || str(source.track) ? { url: audio?.url ?? null, title: str(source.track), author: str(source.artist) } : null,
    duration: num(source.duration) ?? num(info.duration),
    pageUrl: str(info.webpage_url) ?? str(source.webpage_url) ?? requestedUrl,
    site: siteName(str(source.extractor_key) ?? str(info.extractor_key) ?? null, str(info.webpage_url) ?? str(source.webpage_url) ?? requestedUrl),
    httpHeaders: headers,
  };
}

/// Sites by the name yt-dlp's extractor has for them, as users call them.
const SITE_NAMES: Record<string, string> = {
  Douyin: '抖音',
  TikTok: 'TikTok',
  Kuaishou: '快手',
  BiliBili: '哔哩哔哩',
  XiaoHongShu: '小红书',
  Weibo: '微博',
  WeiboVideo: '微博',
  Ixigua: '西瓜视频',
  Youku: '优酷',
  Iqiyi: '爱奇艺',
  Youtube: 'YouTube',
  Vimeo: 'Vimeo',
  Twitter: 'X（Twitter）',
  Instagram: 'Instagram',
};

/// The site a card came from in the user's words (issue 28: the extractor's own name, HTML5MediaEmbed or
/// Generic, was shown as a badge): a known site by name, any other by the address of its page.
export function siteName(extractor: string | null, pageUrl: string): string {
  const known = extractor ? SITE_NAMES[extractor] : undefined;
  if (known) return known;
  try {
    const host = new URL(pageUrl).hostname;
    return host.startsWith('www.') ? host.slice(4) : host;
  } catch {
    return '网页';
  }
}
