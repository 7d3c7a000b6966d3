// Video link extraction (issue 16, tool 3 视频提取, also the share links of tool 2 文案提取; spec 02
// §2.7, §3 "Video parse result", §5 Tools, §7 Tools): the result card, the extractor interface and the
// errors a caller turns into the envelope's Chinese message.

/// spec 02 §3: mediaType 1 video, 2 images.
export type MediaType = 1 | 2;

export interface VideoCard {
  mediaType: MediaType;
  title: string;
  /// Cover picture URL.
  cover: string | null;
  author: string | null;
  /// The author's picture; most sites' extractors do not report one (then null).
  avatar: string | null;
  /// mediaType 1: the best single file holding picture and sound that can be fetched over plain
  /// HTTP(S). `direct` is false when the site only offers a streaming manifest (HLS/DASH): `url` is then
  /// the manifest and the file cannot be proxied as one download.
  video: { url: string; width: number | null; height: number | null; bytes: number | null; ext: string | null; direct: boolean } | null;
  /// mediaType 2 (and pictures beside a video): picture URLs in order.
  images: string[];
  /// The sound track: its own file when the site offers one, and the song's name and artist when the
  /// site reports them (a short video's background music); null when there is neither.
  music: { url: string | null; title: string | null; author: string | null } | null;
  /// Seconds, when known (the 文案提取 tool checks its 20-minute limit with it).
  duration: number | null;
  /// The page the media came from after share-link redirects, and the extractor that read it.
  pageUrl: string;
  site: string;
  /// Request headers the media URLs need (Referer, User-Agent, sometimes cookies). The server's
  /// download proxy sends them; they are never sent to the browser.
  httpHeaders: Record<string, string>;
}

export interface ExtractorStatus {
  installed: boolean;
  /// `yt-dlp --version`, e.g. 2023.03.04.
  version: string | null;
  /// The command that was tried (YTDLP_PATH or `yt-dlp` on PATH).
  command: string;
}

export interface VideoExtractor {
  /// Finds the link inside pasted share text (spec 02 §5: ≤ 300 characters) and reads its media.
  parse(shareText: string, options?: { signal?: AbortSignal }): Promise<VideoCard>;
  /// Whether yt-dlp can run here (checked once, then remembered; `refresh` checks again).
  status(options?: { refresh?: boolean }): Promise<ExtractorStatus>;
  /// Kills running extractions and fails waiting ones.
  close(): Promise<void>;
}

export type VideoErrorKind =
  | 'empty'
  | 'too-long'
  | 'no-link'
  | 'bad-link'
  | 'private-address'
  | 'not-installed'
  | 'unsupported'
  | 'unreachable'
  | 'gone'
  | 'forbidden'
  | 'geo'
  | 'extract-failed'
  | 'timeout'
  | 'busy'
  | 'too-large'
  | 'not-media'
  | 'http-status'
  | 'aborted'
  | 'failed';

export const INSTALL_HINT =
  '请在服务器上安装 yt-dlp：Debian/Ubuntu 运行 apt install yt-dlp；要最新版（网站改版后常需更新）可运行 pip install -U yt-dlp 或从其发布页下载单文件版；装在其他位置时用环境变量 YTDLP_PATH 指明';

export const VIDEO_MESSAGES = {
  // spec 02 §5 Tools
  empty: '请输入视频链接',
  tooLong: '视频链接不能超过300个字符',
  noLink: '没有找到视频链接，请粘贴以 http:// 或 https:// 开头的链接或分享文案',
  badLink: '视频链接格式不正确',
  privateAddress: '不支持内网或本机地址的链接',
  // for the user (issue 28); INSTALL_HINT goes to the log at start and to the README
  notInstalled: '本站暂未开通视频提取。你可以把视频保存到本地，再用「音频提取」或「文案提取」处理。',
  unsupported: '暂不支持该网站，或页面中没有找到视频',
  unreachable: '无法打开该链接，请检查链接是否正确、是否仍然有效',
  gone: '视频不存在、已被删除、设为私密或需要登录才能观看',
  forbidden: '该网站拒绝了访问，请稍后再试',
  geo: '该视频在服务器所在地区无法观看',
  extractFailed: '解析失败：该网站可能已改版，请稍后再试或换一个链接',
  timeout: '视频解析超时，请稍后再试',
  busy: '视频解析繁忙，请稍后再试',
  tooLarge: (maxBytes: number) => `文件超过 ${Math.floor(maxBytes / 1024 / 1024)}MB，无法下载`,
  notMedia: '链接返回的不是视频、音频或图片文件',
  httpStatus: (status: number) => `文件下载失败（HTTP ${status}）`,
  downloadTimeout: '文件下载超时，请稍后再试',
  aborted: '已取消',
  failed: '视频解析失败，请稍后再试',
} as const;

/// An error whose message is shown to the user as is. `detail` keeps what yt-dlp or the remote server
/// said (English, for the log, never for the page).
export class VideoError extends Error {
  constructor(
    readonly kind: VideoErrorKind,
    message: string,
    readonly detail?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'VideoError';
  }
}
