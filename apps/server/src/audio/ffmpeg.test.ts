import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseFfmpeg } from './ffmpeg.ts';

/// A directory holding an executable `ffmpeg` that lists `encoders` for `-encoders`.
function fakeFfmpeg(encoders: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'peiyin-ffmpeg-'));
  const file = path.join(dir, 'ffmpeg');
  writeFileSync(file, `#!/bin/sh\necho "Encoders:"\necho " A....D ${encoders}"\n`);
  chmodSync(file, 0o755);
  return dir;
}

describe('chooseFfmpeg', () => {
  it('takes FFMPEG_PATH first', () => {
    expect(chooseFfmpeg({ FFMPEG_PATH: '/opt/ff/ffmpeg', PATH: fakeFfmpeg('libmp3lame') })).toEqual({ path: '/opt/ff/ffmpeg', source: 'FFMPEG_PATH' });
  });

  it("prefers the system's ffmpeg when it can encode MP3 with lame", () => {
    const dir = fakeFfmpeg('libmp3lame           libmp3lame MP3 (MPEG audio layer 3) (codec mp3)');
    expect(chooseFfmpeg({ PATH: ['/nonexistent', dir].join(path.delimiter) })).toEqual({ path: path.join(dir, 'ffmpeg'), source: 'system' });
  });

  it('falls back to the bundled static build when the system has no ffmpeg, or one without lame', () => {
    for (const PATH of ['', fakeFfmpeg('libshine            libshine MP3')]) {
      const chosen = chooseFfmpeg({ PATH });
      expect(chosen.source).toBe('bundled');
      expect(existsSync(chosen.path)).toBe(true);
    }
  });
});
