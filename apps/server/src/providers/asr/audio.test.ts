// Issue 26 §1: the length of an upload is what decoding finds, never what a header claims, and what reaches a
// recognizer is cut at the length that was metered, in the decoder itself.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lyingMp3, testFfmpeg } from '../../testing/speech.ts';
import { decodePcm, measureAudio, parseDuration, transcode } from './audio.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'peiyin-asr-audio-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const banner = (file: string) => {
  try {
    execFileSync(testFfmpeg, ['-hide_banner', '-nostdin', '-i', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return '';
  } catch (error) {
    return String((error as { stderr: string }).stderr);
  }
};

describe('the real length of an audio file', () => {
  // 25 minutes of sound whose Xing header says two minutes
  const lying = lyingMp3(dir, 'lying', 25 * 60, 120);

  it('is measured by decoding: a header that claims 2 minutes of a 25-minute MP3 does not pass under a 20-minute limit', { timeout: 30_000 }, async () => {
    expect(parseDuration(banner(lying))).toBeLessThan(121_000);
    const measured = await measureAudio(testFfmpeg, lying, { maxMs: 20 * 60_000 });
    expect(measured.hasAudio).toBe(true);
    // decoding stopped a second past the limit: over it, and bounded
    expect(measured.durationMs).toBeGreaterThan(20 * 60_000);
    expect(measured.durationMs).toBeLessThanOrEqual(20 * 60_000 + 1000 + 100);
    // under a limit it does not reach, the whole length is found
    expect((await measureAudio(testFfmpeg, lying, { maxMs: 30 * 60_000 })).durationMs).toBeGreaterThan(25 * 60_000 - 1000);
  });

  it('finds no audio in a file without any', async () => {
    const text = path.join(dir, 'text.mp3');
    execFileSync('sh', ['-c', `printf 'not audio' > ${text}`]);
    expect(await measureAudio(testFfmpeg, text, { maxMs: 60_000 })).toMatchObject({ hasAudio: false });
  });

  it('bounds what the transcode writes, counted in decoded samples, and reports the written length', { timeout: 30_000 }, async () => {
    const out = path.join(dir, 'out.mp3');
    const { durationMs } = await transcode(testFfmpeg, lying, out, 'mp3', undefined, 90_000);
    expect(durationMs).toBeGreaterThan(89_000);
    expect(durationMs).toBeLessThanOrEqual(90_100);
    expect((await measureAudio(testFfmpeg, out, { maxMs: 10 * 60_000 })).durationMs).toBeLessThanOrEqual(90_100);
  });

  it('bounds the decoded samples handed to a local recognizer', { timeout: 30_000 }, async () => {
    const audio = decodePcm(testFfmpeg, lying, undefined, 45_000);
    let bytes = 0;
    audio.stdout.on('data', (d: Buffer) => (bytes += d.length));
    await audio.done;
    const ms = (bytes / 4 / 16_000) * 1000;
    expect(ms).toBeGreaterThan(44_000);
    expect(ms).toBeLessThanOrEqual(45_100);
  });
});
