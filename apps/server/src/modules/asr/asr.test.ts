// 文案提取 over HTTP on both databases: real Mandarin speech made by our espeak engine, uploaded through the
// policy, recognised by the openai-compatible adapter against a local transcription server that answers with
// the real timings of what it received; share links through yt-dlp; metering; playback; crash recovery.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asrStatus, contract, toolsMessages, type AsrTaskDetail } from '@peiyin/api-client';
import type { App } from '../../app.ts';
import { describeOnBothDatabases, send, signIn, startServer } from '../../testing/harness.ts';
import { sendError, startTranscriptionServer } from '../../testing/openaiServer.ts';
import { convertSpeech, lyingMp3, makeSpeech, testFfmpeg, type Speech } from '../../testing/speech.ts';
import { decodeUpload, scriptedTranscriber } from '../../testing/transcriber.ts';
import { postUpload } from '../../testing/upload.ts';
import { minutesOf, monthStart } from './rules.ts';
import { ASR_ERROR_MESSAGES } from '../../providers/asr/types.ts';

const { tools } = contract;
const sentences = ['今天天气很好。', '我们一起去公园散步吧。', '春天来了，花都开了。'];
const dir = mkdtempSync(path.join(tmpdir(), 'peiyin-asr-test-'));
const speech: Speech = await makeSpeech(dir, 'speech', sentences);
const speechMp4 = convertSpeech(speech.wav, 'mp4');
const transcription = await startTranscriptionServer(scriptedTranscriber(sentences));

// a site on loopback with the same speech as a video, for share links
let site: Server;
let siteUrl = '';
beforeAll(async () => {
  const clip = readFileSync(speechMp4);
  site = createServer((request, response) => {
    if (request.url === '/clip.mp4') {
      response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': clip.length });
      return response.end(clip);
    }
    if (request.url === '/talk.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end('<!doctype html><html><head><meta charset="utf-8"><title>公园散步</title></head><body><video src="/clip.mp4"></video></body></html>');
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await transcription.close();
  await new Promise((resolve) => site.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  transcription.handle(scriptedTranscriber(sentences));
});

const asrEnv = { ASR_BASE_URL: transcription.baseUrl, ASR_MODEL: 'whisper-1', ASR_MAX_RETRIES: '0', ASR_FREE_MINUTES: '3', VIDEO_ALLOW_LOOPBACK: 'true' };

async function waitSettled(app: App, token: string, code: string, timeoutMs = 60_000): Promise<AsrTaskDetail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const detail = (await send(app, tools.asrTaskDetails, { taskCode: code }, { token })).body.data!;
    if (detail.taskStatus === asrStatus.finished || detail.taskStatus === asrStatus.failed) return detail;
    if (Date.now() > deadline) throw new Error(`task ${code} still ${detail.taskStatusText}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function uploadTask(app: App, token: string, file: string, name: string, declaredSeconds: number) {
  const policy = await send(app, tools.asrPolicy, { filename: name, fileLength: readFileSync(file).length, duration: declaredSeconds }, { token });
  if (policy.body.code !== 200) return { policy: policy.body, key: null, added: null };
  const uploaded = await postUpload(app, policy.body.data!, { name, bytes: readFileSync(file) });
  if (uploaded.body.code !== 200) return { policy: policy.body, key: policy.body.data!.key, uploaded: uploaded.body, added: null };
  const added = await send(app, tools.asrAddTask, { key: policy.body.data!.key, filename: name }, { token });
  return { policy: policy.body, key: policy.body.data!.key, added: added.body };
}

describe('metering rules', () => {
  it('counts whole minutes, rounded up, at least one, with a second of slack', () => {
    expect([1, 59_000, 61_000, 61_001, 120_000, 1_200_900].map(minutesOf)).toEqual([1, 1, 1, 2, 2, 20]);
  });
  it('counts months in China time', () => {
    // 2026-02-01 00:30 in Beijing is still January in UTC
    expect(monthStart(Date.UTC(2026, 0, 31, 16, 30))).toBe(Date.UTC(2026, 0, 31, 16, 0));
    expect(monthStart(Date.UTC(2026, 0, 31, 15, 30))).toBe(Date.UTC(2025, 11, 31, 16, 0));
  });
});

describeOnBothDatabases(
  'speech to text (文案提取)',
  (server) => {
    let token = '';
    beforeAll(async () => {
      token = (await signIn(server().app)).token;
    });

    it('turns an uploaded recording into sentences with their real timings, plays it back, and meters a minute', { timeout: 90_000 }, async () => {
      const { app } = server();
      expect((await send(app, tools.asrUsage, undefined, { token })).body.data).toEqual({ member: false, minutesPerMonth: 3, usedMinutes: 0, remainingMinutes: 3 });
      const { added, key } = await uploadTask(app, token, speech.wav, '公园.wav', speech.durationMs / 1000);
      expect(added).toMatchObject({ code: 200, data: { statusText: '任务已添加，请稍后前往任务列表查看' } });
      const detail = await waitSettled(app, token, added!.data!.taskCode);
      expect(detail).toMatchObject({ taskStatus: 0, taskStatusText: '识别成功', taskTitle: '公园', source: 'upload', minutes: 1 });
      expect(detail.audioDuration).toBeGreaterThan(speech.durationMs - 100);
      const got = detail.result!.sentences;
      expect(got.map((s) => s.text)).toEqual(sentences);
      got.forEach((s, i) => {
        // the transcription server found the speech where espeak put it (MP3 at 32 kbit/s in between)
        expect(Math.abs(s.beginTime - speech.parts[i]!.beginMs)).toBeLessThan(150);
        expect(Math.abs(s.endTime - speech.parts[i]!.endMs)).toBeLessThan(250);
      });
      // what the server received: 16 kHz mono MP3, with the protocol's fields
      expect(transcription.calls.at(-1)!.fields).toMatchObject({ model: 'whisper-1', response_format: 'verbose_json', language: 'zh' });

      // the recording plays from a sealed address, with seeking; an altered one plays nothing
      const audio = await app.inject({ method: 'GET', url: detail.audioUrl! });
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/wav');
      expect(Buffer.compare(audio.rawPayload, readFileSync(speech.wav))).toBe(0);
      const part = await app.inject({ method: 'GET', url: detail.audioUrl!, headers: { range: 'bytes=0-43' } });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.toString('ascii', 0, 4)).toBe('RIFF');
      const otherCode = detail.audioUrl!.replace(detail.taskCode, 'f'.repeat(24));
      expect((await app.inject({ method: 'GET', url: otherCode })).statusCode).toBe(403);
      expect(await app.storage.exists(key!)).toBe(true);

      const list = (await send(app, tools.asrTaskList, { page: 1 }, { token })).body.data!;
      expect(list.list[0]).toMatchObject({ taskCode: detail.taskCode, taskStatus: 0, minutes: 1 });
      expect((await send(app, tools.asrUsage, undefined, { token })).body.data).toMatchObject({ usedMinutes: 1, remainingMinutes: 2 });
    });

    it('refuses before the upload: a wrong format, over 100 MB, over 20 minutes, more minutes than are left', async () => {
      const { app } = server();
      const policy = (input: object) => send(app, tools.asrPolicy, input, { token });
      expect((await policy({ filename: 'a.flac', fileLength: 1000, duration: 10 })).body).toMatchObject({ code: 415, message: toolsMessages.asrFormat });
      expect((await policy({ filename: 'a.mp3', fileLength: 100 * 1024 * 1024 + 1, duration: 10 })).body).toMatchObject({ code: 400, message: '文件大小不超过100M' });
      expect((await policy({ filename: 'a.mp3', fileLength: 1000, duration: 1201 })).body).toMatchObject({ code: 400, message: '音频时长不超过20分钟' });
      const short = await policy({ filename: 'a.mp4', fileLength: 1000, duration: 8 * 60 });
      expect(short.body.code).toBe(402);
      expect(short.body.message).toMatch(/^本月语音识别剩余\d分钟/);
      expect((await send(app, tools.asrPolicy, { filename: 'a.mp3', fileLength: 1000, duration: 10 })).body.code).toBe(401);
    });

    it('checks the upload itself: its content type, and its real length read by ffmpeg, whatever the page declared', { timeout: 60_000 }, async () => {
      const { app } = server();
      const fake = `${dir}/fake.mp3`;
      execFileSync('sh', ['-c', `printf '%s' "这不是音频" > ${fake}`]);
      const typed = await uploadTask(app, token, fake, 'fake.mp3', 10);
      expect(typed.uploaded).toMatchObject({ code: 415, message: toolsMessages.asrFormat });
      expect(await app.storage.exists(typed.key!)).toBe(false);

      // 21 minutes of silence at 8 kbit/s, declared as one minute
      const long = `${dir}/long.mp3`;
      execFileSync(testFfmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono', '-t', '1260', '-c:a', 'libmp3lame', '-b:a', '8k', long]);
      const lied = await uploadTask(app, token, long, 'long.mp3', 60);
      expect(lied.added).toMatchObject({ code: 400, message: '音频时长不超过20分钟' });
      expect(await app.storage.exists(lied.key!)).toBe(false);

      // a video without sound
      const mute = `${dir}/mute.mp4`;
      execFileSync(testFfmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=red:s=32x32:r=5:d=2', '-c:v', 'mpeg4', mute]);
      expect((await uploadTask(app, token, mute, 'mute.mp4', 2)).added).toMatchObject({ code: 400, message: '无法读取该文件中的音频，请上传有效的音频或视频文件' });

      // a key from another user's policy is not the caller's to add
      const other = await signIn(app);
      const theirs = (await send(app, tools.asrPolicy, { filename: 'a.wav', fileLength: 1000, duration: 5 }, { token: other.token })).body.data!;
      expect((await send(app, tools.asrAddTask, { key: theirs.key, filename: 'a.wav' }, { token })).body).toMatchObject({ code: 400, message: toolsMessages.uploadKeyInvalid });
    });

    it('measures an upload by decoding it, not by its header: a lying MP3 is refused or metered for what it plays (issue 26 §1)', { timeout: 90_000 }, async () => {
      const { app } = server();
      // 25 minutes whose Xing header says 2: refused as over 20 minutes, and its file is gone
      const long = lyingMp3(dir, 'long-lie', 25 * 60, 120);
      const refused = await uploadTask(app, token, long, 'long-lie.mp3', 120);
      expect(refused.added).toMatchObject({ code: 400, message: '音频时长不超过20分钟' });
      expect(await app.storage.exists(refused.key!)).toBe(false);

      // 2:31 whose header says 30 s: metered 3 minutes, and the provider receives all it was paid for
      const user = await signIn(app);
      const short = lyingMp3(dir, 'short-lie', 150, 30);
      const { added } = await uploadTask(app, user.token, short, 'short-lie.mp3', 30);
      expect(added).toMatchObject({ code: 200 });
      const detail = await waitSettled(app, user.token, added!.data!.taskCode);
      expect(detail).toMatchObject({ taskStatus: 0, minutes: 3 });
      expect(detail.audioDuration).toBeGreaterThan(150_000);
      expect((await send(app, tools.asrUsage, undefined, { token: user.token })).body.data).toMatchObject({ usedMinutes: 3, remainingMinutes: 0 });
      const received = decodeUpload(transcription.calls.at(-1)!.file!.bytes);
      expect(received.samples.length / received.sampleRate).toBeGreaterThan(150);
      expect(received.samples.length / received.sampleRate).toBeLessThan(152);
    });

    it('turns a video share link into a task: the job downloads the media through the extractor and recognises it', { timeout: 90_000 }, async () => {
      const { app } = server();
      expect((await send(app, tools.asrParseShareUrl, { shareUrl: ' ' }, { token })).body).toMatchObject({ code: 400, message: '请输入视频分享链接' });
      const added = await send(app, tools.asrParseShareUrl, { shareUrl: `分享一个视频 ${siteUrl}/talk.html` }, { token });
      expect(added.body.code).toBe(200);
      const detail = await waitSettled(app, token, added.body.data!.taskCode);
      expect(detail).toMatchObject({ taskStatus: 0, source: 'link', taskTitle: '公园散步', minutes: 1 });
      expect(detail.result!.sentences.map((s) => s.text)).toEqual(sentences);
      const audio = await app.inject({ method: 'GET', url: detail.audioUrl! });
      expect(audio.headers['content-type']).toBe('video/mp4');
      expect(audio.rawPayload.length).toBe(readFileSync(speechMp4).length);
    });

    it('fails a task with the provider’s message when the transcription server fails, and a failure costs nothing', { timeout: 60_000 }, async () => {
      const { app } = server();
      transcription.handle((_call, response) => sendError(response, 503, { message: 'overloaded', type: 'server_error' }));
      const before = (await send(app, tools.asrUsage, undefined, { token })).body.data!.usedMinutes;
      const { added } = await uploadTask(app, token, speech.wav, '失败.wav', 10);
      const detail = await waitSettled(app, token, added!.data!.taskCode);
      expect(detail).toMatchObject({ taskStatus: 2, taskStatusText: '识别失败', reason: '语音识别服务暂时不可用，请稍后再试', result: null });
      expect((await send(app, tools.asrUsage, undefined, { token })).body.data!.usedMinutes).toBe(before);
    });

    it('deletes a task with its file; a deleted finished task still counts, a list shows ten a page', { timeout: 90_000 }, async () => {
      const { app } = server();
      const user = await signIn(app);
      const userId = (await app.db.selectFrom('users').select('id').where('phone', '=', user.phone).executeTakeFirstOrThrow()).id;
      const { added, key } = await uploadTask(app, user.token, speech.wav, '删除.wav', 10);
      const code = added!.data!.taskCode;
      await waitSettled(app, user.token, code);
      expect((await send(app, tools.asrDeleteTask, { taskCode: code }, { token: user.token })).body.code).toBe(200);
      expect(await app.storage.exists(key!)).toBe(false);
      expect((await send(app, tools.asrTaskDetails, { taskCode: code }, { token: user.token })).body).toMatchObject({ code: 404, message: toolsMessages.asrTaskNotFound });
      expect((await send(app, tools.asrDeleteTask, { taskCode: '' }, { token: user.token })).body).toMatchObject({ code: 400, message: 'taskCode为空' });
      expect((await send(app, tools.asrUsage, undefined, { token: user.token })).body.data!.usedMinutes).toBe(1);

      // twelve rows: the list pages them ten at a time, newest first
      for (let i = 0; i < 12; i++) {
        await app.db
          .insertInto('asr_tasks')
          .values({ code: `${'a'.repeat(22)}${String(i).padStart(2, '0')}`, user_id: userId, title: `任务${i}`, source: 'upload', status: asrStatus.failed, reason: '测试', created_at: server().clock.now() + i })
          .execute();
      }
      const first = (await send(app, tools.asrTaskList, { page: 1 }, { token: user.token })).body.data!;
      expect(first.total).toBe(12);
      expect(first.list.map((t) => t.taskTitle).slice(0, 2)).toEqual(['任务11', '任务10']);
      expect(first.list).toHaveLength(10);
      expect((await send(app, tools.asrTaskList, { page: 2 }, { token: user.token })).body.data!.list).toHaveLength(2);
    });

    it('recovers a task whose worker died: it is queued again and finishes', { timeout: 60_000 }, async () => {
      const { app, clock } = server();
      const user = await signIn(app);
      const userId = (await app.db.selectFrom('users').select('id').where('phone', '=', user.phone).executeTakeFirstOrThrow()).id;
      const policy = (await send(app, tools.asrPolicy, { filename: 'r.wav', fileLength: 1000, duration: 10 }, { token: user.token })).body.data!;
      await postUpload(app, policy, { name: 'r.wav', bytes: readFileSync(speech.wav) });
      // a row left "recognising" by a process that died a minute ago
      await app.db
        .insertInto('asr_tasks')
        .values({ code: 'b'.repeat(24), user_id: userId, title: '中断', source: 'upload', file_key: policy.key, file_type: 'audio/wav', duration_ms: Math.round(speech.durationMs), minutes: 1, status: asrStatus.processing, attempts: 1, locked_by: 'dead-worker', heartbeat_at: clock.now() - 60_000, created_at: clock.now() })
        .execute();
      const detail = await waitSettled(app, user.token, 'b'.repeat(24));
      expect(detail).toMatchObject({ taskStatus: 0 });
      expect(detail.result!.sentences).toHaveLength(3);
    });
  },
  { env: asrEnv, overrides: () => ({ jobs: { heartbeatMs: 100, staleMs: 1000, pollMs: 50 } }) },
);

describe('speech to text without a configured provider', () => {
  it('says in plain words that it is off, and refuses before any upload', async () => {
    const server = await startServer('sqlite', { env: { ASR_FREE_MINUTES: '10' } });
    try {
      const { token } = await signIn(server.app);
      const answer = await send(server.app, tools.asrPolicy, { filename: 'a.mp3', fileLength: 1000, duration: 10 }, { token });
      expect(answer.body.code).toBe(503);
      // the user reads what is off and what to do instead; the settings are the administrator's (README, log)
      expect(answer.body.message).toBe(ASR_ERROR_MESSAGES.unconfigured);
      expect(answer.body.message).not.toMatch(/ASR_/);
    } finally {
      await server.stop();
    }
  });

  it('needs the membership (402) when the month has no minutes', async () => {
    const server = await startServer('sqlite', { env: { ASR_BASE_URL: transcription.baseUrl, ASR_MODEL: 'whisper-1' } });
    try {
      const { token } = await signIn(server.app);
      expect((await send(server.app, tools.asrUsage, undefined, { token })).body.data).toEqual({ member: false, minutesPerMonth: 0, usedMinutes: 0, remainingMinutes: 0 });
      const answer = await send(server.app, tools.asrPolicy, { filename: 'a.mp3', fileLength: 1000, duration: 10 }, { token });
      expect(answer.body).toMatchObject({ code: 402, message: '本月语音识别时长已用完，开通会员可获得更多时长' });
    } finally {
      await server.stop();
    }
  });
});
