// Real files of every type the upload limits name, made at test time (sharp for pictures, ffmpeg for
// audio and video), and streams that behave like a client's upload.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { ffmpegPath } from '../../audio/ffmpeg.ts';

const run = promisify(execFile);

export async function png(width = 64, height = 48, color = '#4f46e5'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

export async function jpeg(width = 64, height = 48, color = '#f59e0b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).jpeg().toBuffer();
}

/// A noisy picture: PNG cannot compress it, so its size is close to width × height × 3.
export async function noisyPng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = seed >> 16;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

/// `ffmpeg -f lavfi` sources encoded to the container of `name` (mp3, wav, mp4, m4a, mov).
export async function media(name: 'tone.mp3' | 'tone.wav' | 'clip.mp4' | 'tone.m4a' | 'clip.mov' | 'bare.mp3'): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'peiyin-media-'));
  const out = path.join(dir, name);
  const tone = ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'];
  const video = ['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10:duration=1', ...tone];
  const args: Record<typeof name, string[]> = {
    'tone.mp3': [...tone, '-c:a', 'libmp3lame', '-b:a', '64k'],
    // No ID3 tag: the file starts with an MPEG frame header, the harder case for a sniffer.
    'bare.mp3': [...tone, '-c:a', 'libmp3lame', '-b:a', '64k', '-id3v2_version', '0', '-write_xing', '0'],
    'tone.wav': [...tone, '-c:a', 'pcm_s16le'],
    'tone.m4a': [...tone, '-c:a', 'aac'],
    'clip.mp4': [...video, '-c:v', 'mpeg4', '-c:a', 'aac', '-shortest'],
    'clip.mov': [...video, '-c:v', 'mpeg4', '-c:a', 'aac', '-shortest'],
  };
  try {
    await run(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', '-y', ...args[name], out]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/// A client's upload: the bytes in chunks of `chunkSize`, pulled as the reader asks.
export function streamOf(data: Buffer, chunkSize = 64 * 1024): Readable {
  let offset = 0;
  return new Readable({
    read() {
      if (offset >= data.length) return void this.push(null);
      this.push(data.subarray(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
}

/// A client that never stops sending: `head` first, then zeros forever. `produced()` tells how many
/// bytes the reader pulled, which shows whether a cap stopped reading early.
export function endless(head: Buffer, chunkSize = 64 * 1024): { stream: Readable; produced: () => number; destroyed: () => boolean } {
  let produced = 0;
  const stream = new Readable({
    highWaterMark: chunkSize,
    read() {
      const chunk = produced === 0 ? Buffer.concat([head, Buffer.alloc(Math.max(0, chunkSize - head.length))]) : Buffer.alloc(chunkSize);
      produced += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, produced: () => produced, destroyed: () => stream.destroyed };
}
