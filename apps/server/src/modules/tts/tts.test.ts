import type { AddressInfo } from 'node:net';
import { expect, it, vi } from 'vitest';
import { contract, type Envelope } from '@peiyin/api-client';
import { spawnSync } from 'node:child_process';
import { decodeAudio, encodeMp3, encodeWav, ffmpegPath, rmsOverTime } from '../../audio/index.ts';
import type { App } from '../../app.ts';
import { describeOnBothDatabases, send, signIn } from '../../testing/harness.ts';

const ssml = (body: string) =>
  `<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="zh-CN"><voice name="12"><p>${body}</p></voice></speak>`;

const editorAudition = (extra: Record<string, unknown> = {}) => ({
  templateId: 1201,
  intensity: 1,
  pitchRate: 0,
  speechRate: 1,
  volume: 100,
  sampleRate: 24000,
  text: '今天天气很好。',
  ...extra,
});

async function audition(app: App, input: unknown, token?: string) {
  return app.inject({ method: 'POST', url: '/api/tts/audition', payload: input as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

async function upload(app: App, token: string | undefined, file: { name: string; bytes: Buffer; type?: string } | null, name?: string) {
  const form = new FormData();
  if (name !== undefined) form.append('name', name);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: contract.tts.bgmUpload.path,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: response.statusCode, body: response.json() as Envelope<{ id: number; name: string; filepath: string; duration: number; own: boolean }> };
}

const tone = (seconds: number, rate = 16000) => {
  const samples = new Float32Array(Math.round(seconds * rate));
  for (let i = 0; i < samples.length; i++) samples[i] = 0.3 * Math.sin((2 * Math.PI * 440 * i) / rate);
  return { samples, sampleRate: rate };
};

describeOnBothDatabases('audition, sounds and background music', (server) => {
  it('auditions a chunk of the editor as MP3 audio with speech in it (spec 02 §7)', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const answer = await audition(app, editorAudition({ text: ssml('你好<break time="500ms"/>世界。') }), token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('audio/mpeg');
    const pcm = await decodeAudio(answer.rawPayload);
    const seconds = pcm.samples.length / pcm.sampleRate;
    expect(seconds).toBeGreaterThan(1);
    const loud = rmsOverTime(pcm, 50).filter((rms) => rms > 0.02).length;
    expect(loud * 0.05).toBeGreaterThan(0.4);
  });

  it('auditions the picker variant {anchorId, text} with the anchor’s own voice', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const girl = await audition(app, { anchorId: 15, text: '小朋友们好。' }, token);
    const grandpa = await audition(app, { anchorId: 17, text: '小朋友们好。' }, token);
    expect([girl.statusCode, grandpa.statusCode]).toEqual([200, 200]);
    expect(girl.rawPayload.equals(grandpa.rawPayload)).toBe(false);
    expect((await decodeAudio(girl.rawPayload)).samples.length).toBeGreaterThan(0);
  });

  it('streams the audition: the first audio reaches the listener while the last sentence is not yet synthesised', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const last = '最后这一句要等听的人收到第一段声音才合成。';
    const text = `这是用来测试流式试听的第一句话，内容稍微长一点。第二句话也在这里。第三句话接着说。${last}`;
    // The engine holds the last sentence until the client has read the first bytes: an answer buffered until
    // the whole text is synthesised would never send them, and the test would end on its timeout instead.
    const engine = app.engines.defaultEngine;
    const synthesize = engine.synthesize.bind(engine);
    const events: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = vi.spyOn(engine, 'synthesize').mockImplementation(async (segment, opts) => {
      if (segment.text === last) {
        events.push('engine asked for the last sentence');
        await released;
        events.push('last sentence released');
      }
      return synthesize(segment, opts);
    });
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/tts/audition`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ anchorId: 12, text }),
      });
      expect(response.headers.get('content-type')).toBe('audio/mpeg');
      const reader = response.body!.getReader();
      const chunks: Uint8Array[] = [];
      const first = await reader.read();
      expect(first.done).toBe(false);
      chunks.push(first.value!);
      events.push('client read the first bytes');
      release();
      for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
      // The first bytes left while the last sentence was held back in the engine.
      expect(events.indexOf('client read the first bytes')).toBeLessThan(events.indexOf('last sentence released'));
      expect(events.filter((e) => e === 'engine asked for the last sentence')).toHaveLength(1);
      // …and the answer still holds the whole text, the held sentence included.
      const pcm = await decodeAudio(Buffer.concat(chunks));
      expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(5);
    } finally {
      release();
      held.mockRestore();
    }
  });

  it('refuses bad auditions with envelope errors: blank, over 1000 characters, unknown markup, bad numbers', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const cases: [unknown, number, string][] = [
      [editorAudition({ text: '' }), 400, '试听内容不能为空'],
      [editorAudition({ text: '  \n' }), 400, '试听内容不能为空'],
      [editorAudition({ text: ssml('') }), 400, '试听内容不能为空'],
      [editorAudition({ text: '字'.repeat(1001) }), 400, '请滑动鼠标选择需要试听的内容，单次试听不能超过1000字符'],
      [editorAudition({ text: ssml(`${'字'.repeat(999)}<break time="200ms"/><break time="200ms"/>`) }), 400, '请滑动鼠标选择需要试听的内容，单次试听不能超过1000字符'],
      [editorAudition({ text: ssml('<iframe/>你好') }), 400, 'SSML 第1行'],
      [{ text: '你好' }, 400, '请选择一个主播！'],
      [{ anchorId: 999, text: '你好' }, 400, '无法识别主播：999'],
      [{ anchorId: 'abc', text: '你好' }, 400, '请选择一个主播！'],
      [editorAudition({ templateId: 424242 }), 400, '情绪模版不存在'],
      [editorAudition({ speechRate: -1 }), 400, '语速取值范围为0.5~2'],
      [editorAudition({ pitchRate: 'NaN' }), 400, '音调取值范围为-500~500'],
      [editorAudition({ bgmId: 777 }), 400, '背景音乐不存在'],
      [editorAudition({ bgmFadeout: -100 }), 400, '淡入淡出时长取值范围为0~10000毫秒'],
      // issue 14 §4: 3 000 nested elements overflowed the stack (500)
      [editorAudition({ text: ssml(`${'<s>'.repeat(3_000)}字${'</s>'.repeat(3_000)}`) }), 400, 'SSML 第1行'],
      // issue 14 §3: 990 five-second breaks answered 29.7 MB of silence (+414 MB per request)
      [editorAudition({ text: ssml(`好${'<break time="5s"/>'.repeat(990)}`) }), 400, '试听的停顿总时长不能超过2分钟'],
      [editorAudition({ text: ssml(`好${'<break time="5s"/>'.repeat(25)}`) }), 400, '试听的停顿总时长不能超过2分钟'],
    ];
    for (const [input, status, message] of cases) {
      const answer = await audition(app, input, token);
      expect(answer.headers['content-type']).toMatch(/application\/json/);
      const body = answer.json() as Envelope<null>;
      expect({ status: answer.statusCode, code: body.code }).toEqual({ status, code: status });
      expect(body.message.startsWith(message), `${body.message} ≠ ${message}`).toBe(true);
    }
    const anonymous = await audition(app, editorAudition(), undefined);
    expect(anonymous.json()).toEqual({ code: 401, message: '请先登录您的账号！', data: null });
  });

  it('guesses the next audition only for a voice slow to start: espeak’s is not spoken ahead, and what 试听 would refuse is no error', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const prefetch = (input: unknown, auth = true) =>
      app.inject({ method: 'POST', url: contract.tts.auditionPrefetch.path, payload: input as object, headers: auth ? { authorization: `Bearer ${token}` } : {} });
    // espeak speaks a clause in tens of milliseconds: nothing to gain from a guess
    expect((await prefetch(editorAudition())).json()).toEqual({ code: 200, message: 'success', data: { warmed: false } });
    // a guess is not the person's request: the click on 试听 says what is wrong, the guess only does not happen
    for (const input of [editorAudition({ bgmId: 777 }), { anchorId: 999, text: '你好' }, editorAudition({ text: ssml(`好${'<break time="5s"/>'.repeat(25)}`) })]) {
      expect((await prefetch(input)).json()).toEqual({ code: 200, message: 'success', data: { warmed: false } });
    }
    expect((await prefetch(editorAudition(), false)).json()).toEqual({ code: 401, message: '请先登录您的账号！', data: null });
  });

  it('lists the generated sound styles and their sounds as real, playable audio', async () => {
    const { app } = server();
    const styles = (await send(app, contract.tts.soundStyleList)).body.data!;
    expect(styles.length).toBeGreaterThanOrEqual(3);
    for (const style of styles) {
      const sounds = (await send(app, contract.tts.soundSearch, { styleId: style.id })).body.data!;
      expect(sounds.length, style.name).toBeGreaterThan(0);
      const first = sounds[0]!;
      expect(first.name.length).toBeGreaterThan(0);
      const file = await app.inject({ method: 'GET', url: first.filepath });
      const pcm = await decodeAudio(file.rawPayload);
      expect(pcm.samples.length / pcm.sampleRate).toBeCloseTo(first.duration, 1);
      expect(Math.max(...rmsOverTime(pcm, 50))).toBeGreaterThan(0.05);
    }
    expect((await send(app, contract.tts.soundSearch, { styleId: 9999 })).body).toEqual({ code: 200, message: 'success', data: [] });
    for (const styleId of [undefined, -1, 0, 'x', 1.5]) {
      const { status, body } = await send(app, contract.tts.soundSearch, { styleId });
      expect({ styleId, status, body }).toEqual({ styleId, status: 400, body: { code: 400, message: '音效分类不正确', data: null } });
    }
  });

  it('lists the generated BGM, then a user’s own uploads for that user only; uploads are checked by decoding', async () => {
    const { app } = server();
    const owner = await signIn(app);
    const other = await signIn(app);
    const seeded = (await send(app, contract.tts.bgmList, { page: '1', pageSize: '30' })).body.data!;
    expect(seeded.total).toBeGreaterThanOrEqual(3);
    expect(seeded.list.every((track) => !track.own && track.duration > 5)).toBe(true);

    const mp3 = await encodeMp3(tone(2));
    const uploaded = await upload(app, owner.token, { name: 'my-tone.mp3', bytes: mp3, type: 'audio/mpeg' }, '我的铃声');
    expect(uploaded.body).toMatchObject({ code: 200, data: { name: '我的铃声', own: true } });
    expect(uploaded.body.data.duration).toBeGreaterThan(1.9);
    const wav = await upload(app, owner.token, { name: '环境声.wav', bytes: encodeWav(tone(1)) });
    expect(wav.body.data).toMatchObject({ name: '环境声', own: true });

    const mine = (await send(app, contract.tts.bgmList, {}, { token: owner.token })).body.data!;
    expect(mine.total).toBe(seeded.total + 2);
    expect(mine.list.slice(0, seeded.list.length)).toEqual(seeded.list);
    expect(mine.list.slice(-2).map((track) => track.name)).toEqual(['环境声', '我的铃声']);
    expect((await send(app, contract.tts.bgmList, {}, { token: other.token })).body.data!.total).toBe(seeded.total);
    const played = await app.inject({ method: 'GET', url: uploaded.body.data.filepath });
    expect(played.rawPayload.equals(mp3)).toBe(true);

    // Someone else's track cannot be used in their audition.
    const borrowed = await audition(app, editorAudition({ bgmId: uploaded.body.data.id }), other.token);
    expect(borrowed.json()).toEqual({ code: 400, message: '背景音乐不存在', data: null });

    const refused: [Parameters<typeof upload>[2], string][] = [
      [null, '请选择背景音乐文件'],
      [{ name: 'song.ogg', bytes: mp3 }, '背景音乐仅支持mp3或wav格式'],
      [{ name: 'fake.mp3', bytes: Buffer.from('this is not audio at all, just text pretending'.repeat(50)) }, '无法识别的音频文件'],
      [{ name: 'big.wav', bytes: Buffer.alloc(20 * 1024 * 1024 + 10) }, '背景音乐文件大小不超过20M'],
    ];
    for (const [file, message] of refused) {
      const answer = await upload(app, owner.token, file);
      expect({ file: file?.name, status: answer.status, body: answer.body }).toEqual({ file: file?.name, status: 400, body: { code: 400, message, data: null } });
    }
    expect((await upload(app, undefined, { name: 'a.mp3', bytes: mp3 })).body).toEqual({ code: 401, message: '请先登录您的账号！', data: null });
    const json = await app.inject({ method: 'POST', url: contract.tts.bgmUpload.path, payload: { file: 'x' }, headers: { authorization: `Bearer ${owner.token}` } });
    expect(json.json()).toEqual({ code: 400, message: '请选择背景音乐文件', data: null });
    expect((await send(app, contract.tts.bgmList, {}, { token: owner.token })).body.data!.total).toBe(seeded.total + 2);
  });

  it('checks an upload by its content before decoding it: no bombs, no other formats, bounded length and rate (issue 14 §1)', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const made = (args: string[], format: string) => {
      const run = spawnSync(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', ...args, '-f', format, 'pipe:1'], { maxBuffer: 64 << 20 });
      expect(run.status, String(run.stderr)).toBe(0);
      return run.stdout;
    };
    // the report's bomb was 555 KB of FLAC decoding to an hour at 96 kHz (390 MB → 4.2 GB); 11 minutes of it
    // here (quicker to make, and already over every limit), named .mp3
    const bomb = made(['-f', 'lavfi', '-i', 'anullsrc=r=96000:cl=mono', '-t', '660', '-c:a', 'flac'], 'flac');
    const video = made(['-f', 'lavfi', '-i', 'sine=r=44100', '-f', 'lavfi', '-i', 'testsrc=s=64x64:r=5', '-t', '2', '-shortest', '-movflags', 'frag_keyframe+empty_moov'], 'mp4');
    const before = process.memoryUsage().rss;
    const refused: [{ name: string; bytes: Buffer }, string][] = [
      [{ name: 'x.mp3', bytes: bomb }, '无法识别的音频文件'],
      [{ name: 'x.wav', bytes: bomb }, '无法识别的音频文件'],
      [{ name: 'clip.mp3', bytes: video }, '无法识别的音频文件'],
      // a WAV is a WAV, not an MP3 by another name
      [{ name: 'tone.mp3', bytes: encodeWav(tone(1)) }, '无法识别的音频文件'],
      [{ name: 'hi-res.wav', bytes: encodeWav(tone(0.5, 96_000)) }, '背景音乐采样率不能超过48kHz'],
      // 601 s of 8 kHz WAV: 9.6 MB, under the size limit, over the length limit
      [{ name: 'long.wav', bytes: encodeWav(tone(601, 8000)) }, '背景音乐时长不能超过10分钟'],
    ];
    for (const [file, message] of refused) {
      const answer = await upload(app, token, file);
      expect({ file: file.name, body: answer.body }).toEqual({ file: file.name, body: { code: 400, message, data: null } });
    }
    expect(process.memoryUsage().rss - before).toBeLessThan(300 * 1024 * 1024);

    // a body cut before its final boundary is a missing file, not a 500 (issue 14 §4)
    const cut = await app.inject({
      method: 'POST',
      url: contract.tts.bgmUpload.path,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: Buffer.concat([Buffer.from('--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n'), await encodeMp3(tone(0.5))]),
    });
    expect({ status: cut.statusCode, body: cut.json() }).toEqual({ status: 400, body: { code: 400, message: '请选择背景音乐文件', data: null } });
  }, 90_000);

  it('keeps control characters out of an uploaded track’s name, on both databases (issue 26 §2: a NUL was a 500 on PostgreSQL)', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const mp3 = await encodeMp3(tone(1));
    expect((await upload(app, token, { name: 'a.mp3', bytes: mp3, type: 'audio/mpeg' }, '我的\u0000铃声\u0007')).body).toMatchObject({ code: 200, data: { name: '我的铃声' } });
    expect((await upload(app, token, { name: '夜\u0000曲.mp3', bytes: mp3, type: 'audio/mpeg' })).body).toMatchObject({ code: 200, data: { name: '夜曲' } });
  });

  it('holds each user to 50 uploaded tracks', async () => {
    const { app } = server();
    const { token, phone } = await signIn(app);
    const user = await app.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
    const rows = Array.from({ length: 50 }, (_, i) => ({ user_id: user.id, name: `曲${i}`, file_key: `bgm/q${i}.mp3`, duration_ms: 1000, created_at: 0 }));
    await app.db.insertInto('bgm_tracks').values(rows).execute();
    const answer = await upload(app, token, { name: 'one-more.mp3', bytes: await encodeMp3(tone(1)) });
    expect(answer.body).toEqual({ code: 400, message: '最多上传50首背景音乐', data: null });
  });

  it('lists a user’s own uploads and deletes one: its file goes, the quota is freed, others cannot touch it (issue 14 §1)', async () => {
    const { app } = server();
    const owner = await signIn(app);
    const other = await signIn(app);
    const first = (await upload(app, owner.token, { name: '一.mp3', bytes: await encodeMp3(tone(1)) })).body.data;
    const second = (await upload(app, owner.token, { name: '二.wav', bytes: encodeWav(tone(1)) })).body.data;

    const mine = await send(app, contract.tts.bgmMine, {}, { token: owner.token });
    expect(mine.body).toMatchObject({ code: 200, data: { total: 2, limit: 50 } });
    expect(mine.body.data!.list.map((track) => [track.name, track.own])).toEqual([['二', true], ['一', true]]);
    expect((await send(app, contract.tts.bgmMine, {}, { token: other.token })).body.data).toEqual({ total: 0, list: [], limit: 50 });
    expect((await send(app, contract.tts.bgmMine, {})).body).toEqual({ code: 401, message: '请先登录您的账号！', data: null });

    // Not theirs, seeded, unknown or malformed: refused, and nothing is removed.
    const seededId = (await send(app, contract.tts.bgmList, {})).body.data!.list[0]!.id;
    const notFound = { code: 404, message: '背景音乐不存在', data: null };
    expect((await send(app, contract.tts.bgmDelete, { id: first.id }, { token: other.token })).body).toEqual(notFound);
    expect((await send(app, contract.tts.bgmDelete, { id: seededId }, { token: owner.token })).body).toEqual(notFound);
    expect((await send(app, contract.tts.bgmDelete, { id: 99_999 }, { token: owner.token })).body).toEqual(notFound);
    expect((await send(app, contract.tts.bgmDelete, { id: 'x' }, { token: owner.token })).body).toEqual({ code: 400, message: '背景音乐不存在', data: null });
    expect((await send(app, contract.tts.bgmDelete, { id: first.id })).body).toEqual({ code: 401, message: '请先登录您的账号！', data: null });
    expect((await app.inject({ method: 'GET', url: first.filepath })).statusCode).toBe(200);

    // Used in an audition before, then deleted: the file is gone and the track can no longer be used.
    expect((await audition(app, editorAudition({ bgmId: first.id }), owner.token)).statusCode).toBe(200);
    expect((await send(app, contract.tts.bgmDelete, { id: first.id }, { token: owner.token })).body).toEqual({ code: 200, message: 'success', data: null });
    expect((await app.inject({ method: 'GET', url: first.filepath })).statusCode).toBe(404);
    expect((await audition(app, editorAudition({ bgmId: first.id }), owner.token)).json()).toEqual({ code: 400, message: '背景音乐不存在', data: null });
    expect((await send(app, contract.tts.bgmDelete, { id: first.id }, { token: owner.token })).body).toEqual(notFound);
    expect((await send(app, contract.tts.bgmMine, {}, { token: owner.token })).body.data).toMatchObject({ total: 1, list: [{ id: second.id }] });
    expect((await app.inject({ method: 'GET', url: second.filepath })).statusCode).toBe(200);
  });

  it('frees a place in the 50-track quota when one is deleted', async () => {
    const { app } = server();
    const { token, phone } = await signIn(app);
    const user = await app.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
    const rows = Array.from({ length: 50 }, (_, i) => ({ user_id: user.id, name: `曲${i}`, file_key: `bgm/q${i}.mp3`, duration_ms: 1000, created_at: 0 }));
    await app.db.insertInto('bgm_tracks').values(rows).execute();
    const bytes = await encodeMp3(tone(1));
    expect((await upload(app, token, { name: 'one-more.mp3', bytes })).body.message).toBe('最多上传50首背景音乐');
    const page = (await send(app, contract.tts.bgmMine, { page: '2', pageSize: '30' }, { token })).body.data!;
    expect(page).toMatchObject({ total: 50, limit: 50 });
    expect(page.list).toHaveLength(20);
    expect((await send(app, contract.tts.bgmDelete, { id: page.list[0]!.id }, { token })).body.code).toBe(200);
    expect((await upload(app, token, { name: 'one-more.mp3', bytes })).body).toMatchObject({ code: 200, data: { name: 'one-more' } });
  });

  it('plays a sound effect of the library where the script places it, by its id', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const style = (await send(app, contract.tts.soundStyleList)).body.data![0]!;
    const sound = (await send(app, contract.tts.soundSearch, { styleId: style.id })).body.data![0]!;
    const withSound = (node: string) =>
      `<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:peiyin="https://peiyin.dev/ns/ssml" xml:lang="zh-CN"><voice name="12"><p>开始${node}结束</p></voice></speak>`;
    const seconds = async (text: string) => {
      const answer = await audition(app, editorAudition({ text }), token);
      expect(answer.statusCode).toBe(200);
      const pcm = await decodeAudio(answer.rawPayload);
      return pcm.samples.length / pcm.sampleRate;
    };
    const plain = await seconds(withSound(''));
    const placed = await seconds(withSound(`<audio src="sound:${sound.id}" peiyin:sound-id="${sound.id}" peiyin:name="${sound.name}"/>`));
    expect(placed - plain).toBeGreaterThan(sound.duration - 0.15);
    expect(placed - plain).toBeLessThan(sound.duration + 0.6);
    // A URL in the script is never fetched: an unknown sound id plays nothing rather than reaching out.
    const foreign = await seconds(withSound('<audio src="http://169.254.169.254/latest" peiyin:sound-id="http://169.254.169.254/latest"/>'));
    expect(foreign).toBeLessThan(placed);
  });

  it('mixes the chosen BGM under an audition with its fade-in', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const track = (await send(app, contract.tts.bgmList, {})).body.data!.list[0]!;
    const plain = await audition(app, editorAudition({ text: '背景音乐测试。' }), token);
    const mixed = await audition(app, editorAudition({ text: '背景音乐测试。', bgmId: track.id, bgmVolume: 80, bgmFadein: 0, bgmFadeout: 0 }), token);
    const [a, b] = [await decodeAudio(plain.rawPayload), await decodeAudio(mixed.rawPayload)];
    // Where the voice is silent at the very start, the mix still carries music.
    const head = (pcm: typeof a) => rmsOverTime(pcm, 20).slice(0, 3);
    expect(Math.max(...head(b))).toBeGreaterThan(Math.max(...head(a)) + 0.005);
  });
});
