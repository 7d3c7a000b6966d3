// The engine-input log of development (issue 12): what the engines were handed for an audition, read back
// through /api/dev/engine-input — the numbers read out, and espeak speaking 熊 in Mandarin.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../../testing/harness.ts';

let server: TestServer & { stop: () => Promise<void> };
beforeAll(async () => {
  server = await startServer('sqlite');
});
afterAll(() => server?.stop());

interface Logged {
  engine: string;
  voice: string;
  text: string;
  at: number;
  phonemes?: string;
  languages?: string[];
}

it('shows the text each sentence of an audition reached the engine as, with the languages espeak spoke it in', async () => {
  const { app } = server;
  const { token } = await signIn(app);
  // a number no earlier audition spoke (the sentence cache would answer without the engine)
  const unique = 100 + (Date.now() % 800);
  const audition = await app.inject({
    method: 'POST',
    url: '/api/tts/audition',
    payload: { anchorId: 12, text: `价格128元，尾号1702，2015年的熊猫，第${unique}只。` },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(audition.statusCode).toBe(200);
  const answer = await app.inject({ method: 'GET', url: '/api/dev/engine-input?limit=50' });
  const logged = (answer.json() as { code: number; data: Logged[] }).data;
  const said = logged.map((l) => l.text).join('');
  for (const reading of ['一百二十八元', '幺七零二', '二零一五年', '熊猫']) expect(said).toContain(reading);
  // no digit is left, but for the tone of a pinyin hint (issue 25: a polyphone the engine is told)
  expect(said.replace(/ [a-z]+[1-5] /g, '')).not.toMatch(/\d/);
  const espeak = logged.filter((l) => l.engine === 'espeak');
  expect(espeak.length).toBeGreaterThan(0);
  for (const l of espeak) {
    expect(l.voice).toMatch(/^cmn/);
    expect(l.phonemes).toBeTruthy();
    // no switch to English or any other language inside the Mandarin
    expect(l.languages).toEqual([]);
  }

  expect((await app.inject({ method: 'GET', url: '/api/dev/engine-input?limit=0' })).json()).toEqual({ code: 400, message: '条数须为1到200的整数', data: null });
}, 120_000);

it('is not there in production', async () => {
  const production = await startServer('sqlite', { env: { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) } });
  try {
    expect(production.app.engineInputs).toBeNull();
    expect((await production.app.inject({ method: 'GET', url: '/api/dev/engine-input' })).statusCode).toBe(404);
  } finally {
    await production.stop();
  }
});
