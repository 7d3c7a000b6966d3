// RIFF WAV in and out, in JS: WAV output needs no encoder and WAV input is parsed without ffmpeg.
import type { Pcm } from '../providers/tts/types.ts';

export class AudioDecodeError extends Error {
  override readonly name = 'AudioDecodeError';
}

/// Parses a PCM (16/24/32-bit integer or 32-bit float) WAV and mixes its channels to mono.
export function parseWav(buf: Buffer): Pcm {
  if (buf.length < 44 || buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WAVE') throw new AudioDecodeError('not a WAV file');
  let at = 12;
  let format = 0;
  let channels = 0;
  let sampleRate = 0;
  let bits = 0;
  while (at + 8 <= buf.length) {
    const id = buf.toString('ascii', at, at + 4);
    let size = buf.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ') {
      format = buf.readUInt16LE(body);
      channels = buf.readUInt16LE(body + 2);
      sampleRate = buf.readUInt32LE(body + 4);
      bits = buf.readUInt16LE(body + 14);
      // WAVE_FORMAT_EXTENSIBLE carries the real format in its sub-format GUID.
      if (format === 0xfffe && size >= 26) format = buf.readUInt16LE(body + 24);
    } else if (id === 'data') {
      if (!channels || !sampleRate || !bits) throw new AudioDecodeError('WAV data before its format');
      // Streamed WAVs (Azure, ffmpeg to a pipe) may give 0 or 0xFFFFFFFF as the size.
      if (size === 0 || body + size > buf.length) size = buf.length - body;
      const width = bits / 8;
      const frames = Math.floor(size / (width * channels));
      const out = new Float32Array(frames);
      const read =
        format === 3 && bits === 32
          ? (o: number) => buf.readFloatLE(o)
          : format === 1 && bits === 16
            ? (o: number) => buf.readInt16LE(o) / 32768
            : format === 1 && bits === 24
              ? (o: number) => buf.readIntLE(o, 3) / 8388608
              : format === 1 && bits === 32
                ? (o: number) => buf.readInt32LE(o) / 2147483648
                : format === 1 && bits === 8
                  ? (o: number) => (buf.readUInt8(o) - 128) / 128
                  : null;
      if (!read) throw new AudioDecodeError(`unsupported WAV encoding (format ${format}, ${bits} bits)`);
      for (let f = 0; f < frames; f++) {
        let sum = 0;
        for (let c = 0; c < channels; c++) sum += read(body + (f * channels + c) * width);
        out[f] = sum / channels;
      }
      return { samples: out, sampleRate };
    }
    at = body + size + (size & 1);
  }
  throw new AudioDecodeError('WAV without data');
}

/// 16-bit mono WAV.
export function encodeWav(pcm: Pcm): Buffer {
  const n = pcm.samples.length;
  const buf = Buffer.alloc(44 + n * 2);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + n * 2, 4);
  buf.write('WAVEfmt ', 8, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(pcm.sampleRate, 24);
  buf.writeUInt32LE(pcm.sampleRate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(n * 2, 40);
  const pcm16 = toInt16(pcm.samples);
  Buffer.from(pcm16.buffer, pcm16.byteOffset, pcm16.byteLength).copy(buf, 44);
  return buf;
}

export function toInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i]!;
    out[i] = s >= 1 ? 32767 : s <= -1 ? -32768 : Math.round(s * 32767);
  }
  return out;
}
