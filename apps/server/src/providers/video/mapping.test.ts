// yt-dlp's JSON for sites that cannot be reached from a test (their shapes as yt-dlp prints them:
// fields from its README's output template), and its error lines as it prints them.
import { describe, expect, it } from 'vitest';
import { errorFromStderr, toVideoCard } from './ytdlp.ts';

const ua = { 'User-Agent': 'Mozilla/5.0', Referer: 'https://www.example.com/' };

describe('toVideoCard', () => {
  it('picks the tallest direct file with picture and sound, and the best sound-only file as music', () => {
    const card = toVideoCard(
      {
        _type: 'video',
        title: '一段很长的视频',
        uploader: '某频道',
        extractor_key: 'Youtube',
        webpage_url: 'https://www.youtube.com/watch?v=abc',
        duration: 212,
        thumbnail: 'https://i.ytimg.com/vi/abc/maxresdefault.jpg',
        formats: [
          { url: 'https://i.ytimg.com/sb/abc/storyboard3_L0/default.jpg', ext: 'mhtml', protocol: 'mhtml', vcodec: 'none', acodec: 'none' },
          { url: 'https://rr1.example/videoplayback?itag=140', ext: 'm4a', protocol: 'https', vcodec: 'none', acodec: 'mp4a.40.2', tbr: 129 },
          { url: 'https://rr1.example/videoplayback?itag=251', ext: 'webm', protocol: 'https', vcodec: 'none', acodec: 'opus', tbr: 140 },
          { url: 'https://rr1.example/videoplayback?itag=18', ext: 'mp4', protocol: 'https', vcodec: 'avc1.42001E', acodec: 'mp4a.40.2', width: 640, height: 360, filesize: 9_876_543, http_headers: ua },
          { url: 'https://rr1.example/videoplayback?itag=137', ext: 'mp4', protocol: 'https', vcodec: 'avc1.640028', acodec: 'none', width: 1920, height: 1080 },
          { url: 'https://manifest.example/hls/720.m3u8', ext: 'mp4', protocol: 'm3u8_native', vcodec: 'avc1', acodec: 'mp4a', width: 1280, height: 720 },
        ],
      },
      'https://youtu.be/abc',
    );
    expect(card).toMatchObject({
      mediaType: 1,
      title: '一段很长的视频',
      author: '某频道',
      cover: 'https://i.ytimg.com/vi/abc/maxresdefault.jpg',
      duration: 212,
      site: 'YouTube',
      pageUrl: 'https://www.youtube.com/watch?v=abc',
      video: { url: 'https://rr1.example/videoplayback?itag=18', width: 640, height: 360, bytes: 9_876_543, direct: true },
      music: { url: 'https://rr1.example/videoplayback?itag=251' },
      httpHeaders: ua,
    });
  });

  it('falls back to a streaming manifest, marked as not a direct file', () => {
    const card = toVideoCard({ title: 'live', formats: [{ url: 'https://cdn.example/a.m3u8', ext: 'mp4', protocol: 'm3u8_native', vcodec: 'avc1', acodec: 'mp4a', height: 720 }] }, 'https://x.example/');
    expect(card.video).toMatchObject({ url: 'https://cdn.example/a.m3u8', direct: false });
  });

  it('reads an image post (a playlist of pictures) as mediaType 2 with its pictures in order', () => {
    const card = toVideoCard(
      {
        _type: 'playlist',
        title: '周末去爬山 #风景',
        uploader: '小王',
        entries: [
          { url: 'https://img.example/1.jpeg', ext: 'jpeg', title: '1' },
          { url: 'https://img.example/2.webp', ext: 'webp', title: '2' },
          null,
          { url: 'https://img.example/1.jpeg', ext: 'jpeg', title: 'again' },
        ],
      },
      'https://share.example/p/1',
    );
    expect(card).toMatchObject({ mediaType: 2, title: '周末去爬山 #风景', author: '小王', video: null, images: ['https://img.example/1.jpeg', 'https://img.example/2.webp'], cover: 'https://img.example/1.jpeg' });
  });

  it('names the background music of a short video even without its own file, and finds an avatar among thumbnails', () => {
    const card = toVideoCard(
      {
        title: '晚霞',
        uploader: '小李',
        track: '原声 - 小李',
        artist: '小李',
        thumbnails: [
          { url: 'https://p.example/cover-small.jpg', id: '0' },
          { url: 'https://p.example/cover.jpg', id: '1' },
          { url: 'https://p.example/me.jpg', id: 'avatar_uncropped' },
        ],
        formats: [{ url: 'https://v.example/play.mp4', ext: 'mp4', vcodec: 'h264', acodec: 'aac', width: 1080, height: 1920 }],
      },
      'https://v.example/share/1',
    );
    expect(card.cover).toBe('https://p.example/cover.jpg');
    expect(card.avatar).toBe('https://p.example/me.jpg');
    expect(card.music).toEqual({ url: null, title: '原声 - 小李', author: '小李' });
  });

  it('refuses an answer with neither video nor picture, and ignores non-http URLs', () => {
    expect(() => toVideoCard({ title: 'x', formats: [{ url: 'rtmp://live.example/a', ext: 'flv', vcodec: 'h264' }] }, 'https://x.example/')).toThrow('暂不支持该网站');
  });
});

describe('errorFromStderr', () => {
  const table: [string, string][] = [
    ['ERROR: Unsupported URL: https://www.example.com/about', 'unsupported'],
    ["ERROR: [youtube] dQw4w9WgXcQ: Private video. Sign in if you've been granted access to this video", 'gone'],
    ['ERROR: [youtube] dQw4w9WgXcQ: Video unavailable. This video has been removed by the uploader', 'gone'],
    ['ERROR: [youtube] dQw4w9WgXcQ: Sign in to confirm you’re not a bot. This helps protect our community. Learn more', 'forbidden'],
    ["ERROR: [generic] None: Unable to download webpage: HTTP Error 404: Not Found (caused by <HTTPError 404: 'Not Found'>); please report this issue on  https://github.com/yt-dlp/yt-dlp/issues?q= , filling out the appropriate issue template. Confirm you are on the latest version using  yt-dlp -U", 'gone'],
    ["ERROR: [BiliBili] BV1xx411c7mD: Unable to download webpage: HTTP Error 412: Precondition Failed (caused by <HTTPError 412: 'Precondition Failed'>)", 'unreachable'],
    ['ERROR: [generic] None: Unable to download webpage: <urlopen error [Errno -2] Name or service not known> (caused by URLError(gaierror(-2, \'Name or service not known\')))', 'unreachable'],
    ['ERROR: [Bilibili] 123: The uploader has not made this video available in your country', 'geo'],
    ['ERROR: [Douyin] 7123456789: Unable to extract aweme detail; please report this issue on  https://github.com/yt-dlp/yt-dlp/issues?q= , filling out the appropriate issue template.', 'extract-failed'],
    ['ERROR: [instagram] Cxyz: Requested content is not available, rate-limit reached or login required', 'gone'],
    ['WARNING: something\nERROR: [weird] 1: something nobody expected', 'failed'],
  ];
  it('turns yt-dlp’s error lines into the kinds users see, keeping the line for the log', () => {
    for (const [stderr, kind] of table) {
      const error = errorFromStderr(stderr);
      expect([stderr, error.kind]).toEqual([stderr, kind]);
      expect(error.detail).toBe(stderr.split('\n').pop());
      expect(error.message).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('names the site as users do, never by the extractor: a known one by its name, any other by its address (issue 28)', () => {
    const page = (extractor_key: string, webpage_url: string) => toVideoCard({ title: 't', extractor_key, webpage_url, formats: [{ url: 'https://v.example/a.mp4', ext: 'mp4', vcodec: 'h264', acodec: 'aac' }] }, webpage_url);
    expect(page('Douyin', 'https://www.douyin.com/video/1').site).toBe('抖音');
    expect(page('HTML5MediaEmbed', 'http://127.0.0.1:8080/clip.html').site).toBe('127.0.0.1');
    expect(page('Generic', 'https://www.example.cn/v/2').site).toBe('example.cn');
  });
});
