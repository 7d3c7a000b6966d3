/// The length of an audio or video file in seconds, read by the browser before anything is uploaded (spec 02
/// §5: 音频时长不超过20分钟; the server reads it again with ffprobe). Rejects when the browser cannot read it.
export function mediaDuration(file: File, timeoutMs = 20_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const element = document.createElement(file.type.startsWith('video/') ? 'video' : 'audio');
    const url = URL.createObjectURL(file);
    const done = () => {
      clearTimeout(timer);
      element.removeAttribute('src');
      element.load();
      URL.revokeObjectURL(url);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('timeout'));
    }, timeoutMs);
    element.preload = 'metadata';
    element.muted = true;
    element.onloadedmetadata = () => {
      const seconds = element.duration;
      done();
      if (Number.isFinite(seconds) && seconds > 0) resolve(seconds);
      else reject(new Error('no duration'));
    };
    element.onerror = () => {
      done();
      reject(new Error('unreadable'));
    };
    element.src = url;
  });
}
