// 音频提取's WAV writer: 16-bit PCM, interleaved, RIFF header (44 bytes). Written in slices with a pause between
// them, so a 20-minute file reports progress and the page keeps answering.

const SLICE_FRAMES = 1 << 18;

export interface PcmSource {
  sampleRate: number;
  numberOfChannels: number;
  length: number;
  getChannelData(channel: number): Float32Array;
}

export async function encodeWav(source: PcmSource, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<Blob> {
  const channels = Math.min(source.numberOfChannels, 2);
  const frames = source.length;
  const dataBytes = frames * channels * 2;
  const header = new DataView(new ArrayBuffer(44));
  const ascii = (offset: number, text: string) => [...text].forEach((c, i) => header.setUint8(offset + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  header.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  header.setUint32(16, 16, true);
  header.setUint16(20, 1, true); // PCM
  header.setUint16(22, channels, true);
  header.setUint32(24, source.sampleRate, true);
  header.setUint32(28, source.sampleRate * channels * 2, true);
  header.setUint16(32, channels * 2, true);
  header.setUint16(34, 16, true);
  ascii(36, 'data');
  header.setUint32(40, dataBytes, true);

  const data = Array.from({ length: channels }, (_, c) => source.getChannelData(c));
  const parts: BlobPart[] = [header.buffer];
  for (let start = 0; start < frames; start += SLICE_FRAMES) {
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const end = Math.min(frames, start + SLICE_FRAMES);
    const slice = new Int16Array((end - start) * channels);
    for (let frame = start, i = 0; frame < end; frame += 1) {
      for (let c = 0; c < channels; c += 1, i += 1) {
        const sample = Math.max(-1, Math.min(1, data[c]![frame]!));
        slice[i] = sample < 0 ? sample * 0x8000 : sample * 0x7fff;
      }
    }
    parts.push(slice.buffer);
    onProgress?.(end / frames);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return new Blob(parts, { type: 'audio/wav' });
}
