import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { EngineSegment } from '../providers/tts/types.ts';
import { cacheKey, createSpeechCache } from './cache.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'peiyin-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const seg = (text: string, over: Partial<EngineSegment> = {}): EngineSegment => ({ voice: { engine: 'espeak', voice: 'cmn+f2' }, text, phonemes: [], prosody: { pitch: 0, speed: 1, volume: 100 }, ...over });
const tone = (n: number) => ({ samples: new Float32Array(n).map((_, i) => Math.round(Math.sin(i / 10) * 16000) / 32768), sampleRate: 22050 });

describe('sentence cache', () => {
  it('keys on what the engine hears: voice, style, prosody, pinyin and text — not volume', () => {
    const base = cacheKey(seg('你好'));
    expect(cacheKey(seg('你好'))).toBe(base);
    expect(cacheKey(seg('你好', { prosody: { pitch: 0, speed: 1, volume: 30 } }))).toBe(base);
    expect(cacheKey(seg('你好', { prosody: { pitch: 10, speed: 1, volume: 100 } }))).not.toBe(base);
    expect(cacheKey(seg('你好', { voice: { engine: 'espeak', voice: 'cmn+m3' } }))).not.toBe(base);
    expect(cacheKey(seg('你好', { voice: { engine: 'azure', voice: 'cmn+f2', style: 'sad' } }))).not.toBe(base);
    expect(cacheKey(seg('你好', { phonemes: [{ offset: 1, length: 1, pinyin: 'hao4' }] }))).not.toBe(base);
    expect(cacheKey(seg('你们'))).not.toBe(base);
  });

  it('keeps sentences on disk across processes, and evicts the least recently used from memory', async () => {
    const first = createSpeechCache({ memoryMb: 1, dir });
    await first.set('a'.repeat(64), tone(1000));
    expect(readdirSync(path.join(dir, 'aa'))).toEqual([`${'a'.repeat(64)}.pcm`]);
    const second = createSpeechCache({ memoryMb: 1, dir });
    const back = await second.get('a'.repeat(64));
    expect(back?.sampleRate).toBe(22050);
    expect([...back!.samples]).toEqual([...tone(1000).samples]);
    expect(await second.get('b'.repeat(64))).toBeNull();

    // Two writers of one sentence at once (two requests, two processes) do not collide.
    const twice = createSpeechCache({ memoryMb: 0, dir });
    await Promise.all([twice.set('c'.repeat(64), tone(500)), twice.set('c'.repeat(64), tone(500))]);
    expect(readdirSync(path.join(dir, 'cc'))).toEqual([`${'c'.repeat(64)}.pcm`]);
    // A disk that fails (here: the folder is a file) costs the disk copy, not the synthesis.
    const broken = createSpeechCache({ memoryMb: 1, dir: path.join(dir, 'aa', `${'a'.repeat(64)}.pcm`) });
    await expect(broken.set('d'.repeat(64), tone(10))).resolves.toBeUndefined();
    expect(await broken.get('d'.repeat(64))).not.toBeNull();

    const memory = createSpeechCache({ memoryMb: 1 });
    // Each entry is 400 kB of Float32 samples: the third pushes out the least recently used.
    await memory.set('k1', tone(100_000));
    await memory.set('k2', tone(100_000));
    await memory.get('k1');
    await memory.set('k3', tone(100_000));
    expect(await memory.get('k1')).not.toBeNull();
    expect(await memory.get('k2')).toBeNull();
    expect(await memory.get('k3')).not.toBeNull();
  });

  it('sweeps the temporary files a killed process left, at start, but not one being written now (issue 14 §7)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'peiyin-cache-sweep-'));
    try {
      mkdirSync(path.join(dir, 'ab'));
      const left = path.join(dir, 'ab', 'abcd.pcm.4242.1.tmp');
      const writing = path.join(dir, 'ab', 'abce.pcm.4343.1.tmp');
      const kept = path.join(dir, 'ab', 'abcf.pcm');
      for (const file of [left, writing, kept]) writeFileSync(file, 'x');
      const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
      utimesSync(left, hourAgo, hourAgo);
      utimesSync(kept, hourAgo, hourAgo);
      expect(await createSpeechCache({ dir }).swept).toBe(1);
      expect(readdirSync(path.join(dir, 'ab')).sort()).toEqual(['abce.pcm.4343.1.tmp', 'abcf.pcm']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
