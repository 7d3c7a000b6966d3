// 音频提取 to MP3 and M4A (issue 28 §5: the tool wrote WAV only): a video goes up, its audio track comes back
// compressed, and nothing stays on the server; wrong files, silent videos and recordings over 20 minutes are
// refused in the user's words.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@peiyin/api-client';
import { decodeAudio, rmsOverTime } from '../../audio/index.ts';
import { signIn, startServer, type TestServer } from '../../testing/harness.ts';
import { testFfmpeg } from '../../testing/speech.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'peiyin-audio-convert-'));
let server: TestServer & { stop: () => Promise<void> };
let token: string;

const make = (name: string, args: string[]) => {
  const file = path.join(dir, name);
  execFileSync(testFfmpeg, ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args, file]);
  return readFileSync(file);
};

beforeAll(async () => {
  server = await startServer('sqlite');
  ({ token } = await signIn(server.app));
}, 60_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function convert(file: { name: string; bytes: Buffer } | null, format: string, auth = true) {
  const form = new FormData();
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  const response = await server.app.inject({
    method: 'POST',
    url: `${contract.tools.audioConvert.path}?format=${format}`,
    headers: { ...(auth ? { authorization: `Bearer ${token}` } : {}), 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return response;
}

const serverTemp = () => readdirSync(tmpdir()).filter((name) => name.startsWith('peiyin-audio-') && !name.startsWith('peiyin-audio-convert-'));

describe('音频提取 as MP3 or M4A', () => {
  // two seconds of a 440 Hz tone under a picture, as a phone's video
  const video = () => ({ name: '春游.mp4', bytes: make('clip.mp4', ['-f', 'lavfi', '-i', 'color=c=blue:s=64x64:r=10:d=2', '-f', 'lavfi', '-i', 'sine=f=440:d=2:sample_rate=44100', '-shortest', '-c:v', 'mpeg4', '-c:a', 'aac', '-b:a', '96k']) });

  it('answers the video’s audio track as an MP3 file named after it, and keeps nothing', async () => {
    const before = serverTemp();
    const answer = await convert(video(), 'mp3');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('audio/mpeg');
    expect(answer.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('春游.mp3')}`);
    const pcm = await decodeAudio(answer.rawPayload);
    expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(1.9);
    expect(pcm.samples.length / pcm.sampleRate).toBeLessThan(2.2);
    // the tone, not silence
    expect(Math.max(...rmsOverTime(pcm, 100).slice(2, -2))).toBeGreaterThan(0.05);
    await expect.poll(serverTemp).toEqual(before);
  });

  it('answers M4A (AAC in MP4, its index first so a player starts at once)', async () => {
    const answer = await convert(video(), 'm4a');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('audio/mp4');
    expect(answer.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const pcm = await decodeAudio(answer.rawPayload);
    expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(1.9);
  });

  it('refuses without login, another format, a file of another kind, a video without sound and a recording over 20 minutes', async () => {
    expect((await convert(video(), 'mp3', false)).json()).toEqual({ code: 401, message: '请先登录您的账号！', data: null });
    expect((await convert(video(), 'wav')).json()).toMatchObject({ code: 400, message: '导出格式仅支持 WAV、MP3、M4A' });
    expect((await convert(null, 'mp3')).json()).toMatchObject({ code: 400, message: '请选择要提取音频的视频文件' });
    expect((await convert({ name: '说明.txt', bytes: Buffer.from('不是视频') }, 'mp3')).json()).toMatchObject({ code: 400, message: '文件格式仅支持视频 mp4/mov/m4a、音频 mp3/wav' });
    const silentFilm = make('silent.mp4', ['-f', 'lavfi', '-i', 'testsrc=s=64x64:r=10:d=1', '-c:v', 'mpeg4']);
    expect((await convert({ name: '无声.mp4', bytes: silentFilm }, 'mp3')).json()).toMatchObject({ code: 400, message: '无法读取该文件的音轨：文件可能没有声音，或编码格式不受支持' });
    // 20 minutes and 5 seconds of quiet at 8 kHz: counted by decoding it, whatever a header says
    const long = make('long.wav', ['-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono', '-t', '1205', '-c:a', 'pcm_u8']);
    expect((await convert({ name: '长录音.wav', bytes: long }, 'mp3')).json()).toMatchObject({ code: 400, message: '音频时长不超过20分钟' });
  }, 60_000);
});
