// Click → playing (issue 25 item 4). Run: `pnpm bench audition` (after `pnpm build`). The studio as
// `pnpm start` serves it (espeak, the built web app), Chromium on /creation signed in: each run puts a new
// 300-character script in the editor, clicks 试听 inside the page and times until the player's sound is
// playing (howler reports `playing()`), then stops it. Goal: median ≤ 300 ms for an espeak voice.
// Baseline, in the same run and against the same server: the time to the first byte of POST
// /api/tts/audition for the same kind of script from this process (what the server alone costs); the
// ratio says how much the page, the network path and the player add on top.
// It prints numbers; it is not a timed test and never fails a build.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { chunkForAudition } from '../packages/ssml/src/index.ts';
import { kokoroModelsDir } from '../apps/server/src/testing/kokoro.ts';
import { launchBrowser, newPage, signUpInBrowser, startStudio } from '../tests/e2e/harness.ts';

const runs = Number(process.env.BENCH_AUDITION_RUNS ?? 7);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

// Varied sentences (no two runs alike, so the speech cache never answers), as in the tts bench.
function script(chars: number, seed: number): string {
  const who = ['小明', '老师', '妈妈', '我们', '大家', '同学们', '爷爷', '这位作者'];
  const what = ['走进了公园', '读完了一本书', '做了一顿晚饭', '看见了满天的星星', '写下了一封长信', '学会了骑自行车'];
  const how = ['心里非常高兴', '觉得时间过得很快', '忍不住笑了起来', '决定明天再来', '感到格外平静'];
  let a = seed >>> 0;
  const pick = <T>(list: T[]) => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return list[a % list.length]!;
  };
  let out = '';
  for (let n = 1; out.length < chars; n++) out += `第${seed}天第${n}回，${pick(who)}${pick(what)}，${pick(how)}。`;
  return out.slice(0, chars);
}

// `BENCH_AUDITION_ENGINE=kokoro`: the same with the neural voice (the default anchor speaks Kokoro when its
// weights are in the models cache; fetched once if not)
const kokoro = process.env.BENCH_AUDITION_ENGINE === 'kokoro';
const studio = await startStudio({ TTS_WARM_UP: 'full', ...(kokoro ? { TTS_ENGINES: 'kokoro,espeak', TTS_KOKORO_DIR: await kokoroModelsDir(), TTS_KOKORO_DOWNLOAD: 'false', TTS_KOKORO_WORKERS: '1' } : {}) });
const browser = await launchBrowser();
try {
  const { page } = await newPage(browser, studio.baseUrl);
  await page.goto('/');
  const token = await signUpInBrowser(page, studio.baseUrl, '13900139000');
  await page.goto('/creation?anchorId=12');
  const editor = page.getByRole('textbox', { name: '配音文案' });
  await editor.waitFor();
  await page.getByTestId('current-anchor').filter({ hasText: /\S/ }).waitFor();
  console.log(`${kokoro ? 'Kokoro' : 'espeak'} voice; studio on ${os.availableParallelism()} core(s), load average ${os.loadavg()[0]!.toFixed(1)}; ${runs} runs`);

  // Two series. Cold: the page's guess of the next audition (issue 24, `auditionPrefetch`) is answered "not
  // warmed" without reaching the server, so the click waits for the whole first chunk. After a pause: the guess
  // is let answer before the click, as when a person stops writing, moves the caret and then clicks.
  const series = async (prefetch: boolean, seed: number) => {
    const clicks: number[] = [];
    const partRuns: Record<string, number>[] = [];
    if (!prefetch) await page.route('**/api/tts/audition/prefetch', (route) => route.fulfill({ json: { code: 200, message: 'success', data: { warmed: false } } }));
    for (let run = -1; run < runs; run++) {
      await editor.click();
      await page.keyboard.press('Control+a');
      // a person clicks once the script is written, not in the same instant: the page is let come to rest (its
      // polyphone check, 600 ms after the last edit, answered) so that what is timed is the audition alone
      const checked = page.waitForResponse((r) => r.url().endsWith('/api/pronunciation/polyphones'));
      await page.keyboard.insertText(script(300, seed + run));
      await checked;
      // put the caret at the start, so the audition begins with the first sentence (the page guesses that audition
      // once the caret has rested)
      const guessed = page.waitForResponse((r) => r.url().endsWith('/api/tts/audition/prefetch'));
      await page.keyboard.press('Control+Home');
      if (prefetch) await guessed;
      // Strings, not functions: tsx names functions with a helper that does not exist in the page. The click is
      // Playwright's (a trusted one, as a person's); the clock starts at the click event's own time stamp, as a
      // person's press would (Playwright's checks before it are not the page's time).
      await page.evaluate(`window.__clickAt = undefined; document.addEventListener('click', (e) => { window.__clickAt = e.timeStamp }, { capture: true, once: true })`);
      await page.getByRole('toolbar', { name: '配音工具栏' }).getByRole('button', { name: '试听', exact: true }).click();
      // the parts, all from the click: the request sent, its first and last byte (resource timing), the sound
      // created (howler has the chunk), decoded (loaded) and playing
      const parts = (await page.evaluate(`new Promise((resolve, reject) => {
        const t0 = window.__clickAt;
        if (t0 === undefined) return reject(new Error('the click did not reach the page'));
        const seen = {};
        const tick = () => {
          const now = performance.now() - t0;
          const howls = window.Howler ? window.Howler._howls : [];
          if (seen.created === undefined && howls.length) seen.created = now;
          if (seen.loaded === undefined && howls.some((h) => h.state() === 'loaded')) seen.loaded = now;
          if (howls.some((h) => h.playing())) {
            const request = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/api/tts/audition') && e.startTime >= t0).at(0);
            resolve({ ...seen, playing: now, sent: request ? request.startTime - t0 : -1, firstByte: request ? request.responseStart - t0 : -1, lastByte: request ? request.responseEnd - t0 : -1 });
          } else if (now > 30000) reject(new Error('not playing after 30 s'));
          else setTimeout(tick, 1);
        };
        tick();
      })`)) as Record<'sent' | 'firstByte' | 'lastByte' | 'created' | 'loaded' | 'playing', number>;
      if (run >= 0) {
        clicks.push(parts.playing);
        partRuns.push(parts);
      }
      const toolbar = page.getByRole('toolbar', { name: '配音工具栏' });
      await toolbar.getByRole('group', { name: '试听', exact: true }).getByRole('button', { name: '停止' }).click();
      await toolbar.getByRole('button', { name: '试听', exact: true }).waitFor();
    }
    if (!prefetch) await page.unroute('**/api/tts/audition/prefetch');
    return { clicks, partRuns };
  };
  const cold = await series(false, 2000);
  const warmed = await series(true, 4000);
  // (the browser's series first: an audition cancelled by this process holds the account's audition slot a
  // moment longer, and the page's next one would wait behind it)
  // baseline: first byte of the audition call itself (run 0 of each series is a warm-up: the first
  // audition after a start loads the phrase dictionary and warms the engine's threads)
  const firstBytes: number[] = [];
  for (let run = -1; run < runs; run++) {
    const t = performance.now();
    const res = await fetch(`${studio.baseUrl}/api/tts/audition`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ anchorId: 12, text: script(300, 1000 + run) }),
    });
    const reader = res.body!.getReader();
    await reader.read();
    if (run >= 0) firstBytes.push(performance.now() - t);
    await reader.cancel();
  }

  // the first chunk of such a script (as the page cuts it) from this process: what the server alone takes to
  // its first and last byte
  const chunkFirst: number[] = [];
  const chunkLast: number[] = [];
  let firstChunk = '';
  for (let run = -1; run < runs; run++) {
    firstChunk = chunkForAudition(script(300, 3000 + run))[0]!;
    const t = performance.now();
    const res = await fetch(`${studio.baseUrl}/api/tts/audition`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ anchorId: 12, text: firstChunk }),
    });
    const reader = res.body!.getReader();
    for (let read = 0; ; read++) {
      const { done } = await reader.read();
      if (read === 0 && run >= 0) chunkFirst.push(performance.now() - t);
      if (done) break;
    }
    if (run >= 0) chunkLast.push(performance.now() - t);
  }
  console.log(`a first chunk alone (${[...firstChunk].length} characters, e.g. ${firstChunk}) from this process: first byte ${median(chunkFirst).toFixed(0)} ms, last byte ${median(chunkLast).toFixed(0)} ms`);
  const click = median(cold.clicks);
  const first = median(firstBytes);
  console.log(`first byte of POST /api/tts/audition (baseline): median ${first.toFixed(0)} ms (runs: ${firstBytes.map((x) => x.toFixed(0)).join(', ')})`);
  const partNames = ['sent', 'firstByte', 'lastByte', 'created', 'loaded', 'playing'];
  const parts = (runs: Record<string, number>[]) => partNames.map((name) => `${name} ${median(runs.map((p) => p[name] ?? NaN)).toFixed(0)}`).join(' · ');
  console.log(`where the time goes, medians from the click (ms): ${parts(cold.partRuns)}`);
  console.log(`click 试听 → playing in Chromium: median ${click.toFixed(0)} ms (runs: ${cold.clicks.map((x) => x.toFixed(0)).join(', ')}) ${kokoro ? '' : ' — goal ≤ 300 ms'}; ${(click / first).toFixed(2)}× the server's first byte`);
  const after = median(warmed.clicks);
  console.log(`after a pause (the page's guess answered first): median ${after.toFixed(0)} ms (runs: ${warmed.clicks.map((x) => x.toFixed(0)).join(', ')}), ${(after / click).toFixed(2)}× the cold click; parts: ${parts(warmed.partRuns)}`);
} finally {
  await browser.close();
  await studio.stop();
}
