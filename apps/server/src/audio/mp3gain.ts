// Lossless MP3 volume change (the mp3gain technique): every granule of a Layer III frame carries a
// `global_gain` that scales its decoded samples by 2^(1/4) (1.5 dB) per step. Changing it lets a task
// be encoded while it is still being synthesised and brought to its measured loudness afterwards.

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/// dB per global_gain step.
export const GAIN_STEP_DB = 1.5;

function readBits(buf: Buffer, bitOffset: number, count: number): number {
  let v = 0;
  for (let i = 0; i < count; i++) {
    const bit = bitOffset + i;
    v = (v << 1) | ((buf[bit >> 3]! >> (7 - (bit & 7))) & 1);
  }
  return v;
}

function writeBits(buf: Buffer, bitOffset: number, count: number, value: number): void {
  for (let i = 0; i < count; i++) {
    const bit = bitOffset + i;
    const mask = 1 << (7 - (bit & 7));
    if ((value >> (count - 1 - i)) & 1) buf[bit >> 3]! |= mask;
    else buf[bit >> 3]! &= ~mask;
  }
}

/// Adds `steps` (× 1.5 dB) to the global gain of every Layer III granule, in place. Skips an ID3v2
/// tag and anything that is not a frame; granules with gain 0 (the Xing/Info frame, digital silence)
/// are left alone. Returns the number of frames changed.
export function adjustMp3Gain(buf: Buffer, steps: number): number {
  if (steps === 0) return 0;
  let at = 0;
  if (buf.length >= 10 && buf.toString('latin1', 0, 3) === 'ID3') {
    at = 10 + ((buf[6]! & 0x7f) << 21) + ((buf[7]! & 0x7f) << 14) + ((buf[8]! & 0x7f) << 7) + (buf[9]! & 0x7f);
  }
  let frames = 0;
  while (at + 4 <= buf.length) {
    if (buf[at] !== 0xff || (buf[at + 1]! & 0xe0) !== 0xe0) {
      at++;
      continue;
    }
    const version = (buf[at + 1]! >> 3) & 3; // 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5
    const layer = (buf[at + 1]! >> 1) & 3; // 1 = Layer III
    const protectedByCrc = (buf[at + 1]! & 1) === 0;
    const bitrateIndex = buf[at + 2]! >> 4;
    const rateIndex = (buf[at + 2]! >> 2) & 3;
    const padding = (buf[at + 2]! >> 1) & 1;
    const mono = buf[at + 3]! >> 6 === 3;
    if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) {
      at++;
      continue;
    }
    const mpeg1 = version === 3;
    const bitrate = (mpeg1 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex]! * 1000;
    const rate = RATES[version]![rateIndex]!;
    const length = Math.floor(((mpeg1 ? 144 : 72) * bitrate) / rate) + padding;
    if (at + length > buf.length) break;
    const channels = mono ? 1 : 2;
    const side = (at + 4 + (protectedByCrc ? 2 : 0)) * 8;
    // Side info layout (ISO 11172-3 / 13818-3): header fields, then per granule and channel
    // part2_3_length (12), big_values (9), global_gain (8), … 59 bits (MPEG-1) or 63 bits (MPEG-2).
    const head = mpeg1 ? 9 + (mono ? 5 : 3) + 4 * channels : 8 + (mono ? 1 : 2);
    const perChannel = mpeg1 ? 59 : 63;
    const granules = mpeg1 ? 2 : 1;
    for (let g = 0; g < granules; g++) {
      for (let c = 0; c < channels; c++) {
        const bit = side + head + (g * channels + c) * perChannel + 21;
        const gain = readBits(buf, bit, 8);
        if (gain === 0) continue;
        writeBits(buf, bit, 8, Math.max(1, Math.min(255, gain + steps)));
      }
    }
    frames++;
    at += length;
  }
  return frames;
}
