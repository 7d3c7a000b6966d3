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

const studio = await startStudio({ TTS_WARM_UP: 'full' });
const browser = await launchBrowser();
try {
  const { page } = await newPage(browser, studio.baseUrl);
  await page.goto('/');
  const token = await signUpInBrowser(page, studio.baseUrl, '13900139000');
  await page.goto('/creation?anchorId=12');
  const editor = page.getByRole('textbox', { name: '配音文案' });
  await editor.waitFor();
  await page.getByTestId('current-anchor').filter({ hasText: /\S/ }).waitFor();
  console.log(`studio on ${os.availableParallelism()} core(s), load average ${os.loadavg()[0]!.toFixed(1)}; ${runs} runs`);

  const clicks: number[] = [];
  for (let run = -1; run < runs; run++) {
    await editor.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(script(300, 2000 + run));
    // put the caret at the start, so the audition begins with the first sentence
    await page.keyboard.press('Control+Home');
    // Strings, not functions: tsx names functions with a helper that does not exist in the page. The click is
    // Playwright's (a trusted one, as a person's); the clock starts in the page just before it.
    await page.evaluate(`window.__clickAt = performance.now()`);
    await page.getByRole('toolbar', { name: '配音工具栏' }).getByRole('button', { name: '试听', exact: true }).click();
    const ms = (await page.evaluate(`new Promise((resolve, reject) => {
      const tick = () => {
        if (window.Howler && window.Howler._howls.some((h) => h.playing())) resolve(performance.now() - window.__clickAt);
        else if (performance.now() - window.__clickAt > 30000) reject(new Error('not playing after 30 s'));
        else setTimeout(tick, 1);
      };
      tick();
    })`)) as number;
    if (run >= 0) clicks.push(ms);
    const toolbar = page.getByRole('toolbar', { name: '配音工具栏' });
    await toolbar.getByRole('group', { name: '试听', exact: true }).getByRole('button', { name: '停止' }).click();
    await toolbar.getByRole('button', { name: '试听', exact: true }).waitFor();
  }
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

  const click = median(clicks);
  const first = median(firstBytes);
  console.log(`first byte of POST /api/tts/audition (baseline): median ${first.toFixed(0)} ms (runs: ${firstBytes.map((x) => x.toFixed(0)).join(', ')})`);
  console.log(`click 试听 → playing in Chromium: median ${click.toFixed(0)} ms (runs: ${clicks.map((x) => x.toFixed(0)).join(', ')}) — goal ≤ 300 ms; ${(click / first).toFixed(2)}× the server's first byte`);
} finally {
  await browser.close();
  await studio.stop();
}
