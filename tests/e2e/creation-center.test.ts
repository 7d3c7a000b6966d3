// The creation center in real Chromium against the real server (spec 02 §2.6, issue 5 journeys 5-6): a draft
// and a task made through the API with the user's token show up in /creationCenter; the task reaches status 1
// while the page refreshes itself, its MP3 downloads under the task's title and decodes; the drafts tab (in
// the query) opens a draft in the editor; the task and the draft are deleted with confirmation and stay gone.
//
// The studio runs without synthesis workers, so the task is certainly seen waiting; a second process on the
// same data (the scale-out shape of the queue) then synthesises it while the page is open.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { freePort, phoneScreen, useStudio, type StudioFixture } from './harness.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

const studio = useStudio({ TTS_TASK_CONCURRENCY: '0' });
const workers: ChildProcess[] = [];
const workerLogs: string[] = [];

// registered after the studio's hooks, so it runs before the studio (and its data) goes
afterAll(async () => {
  await Promise.all(
    workers.map(async (worker) => {
      if (worker.exitCode !== null) return;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.kill('SIGTERM');
      await exited;
    }),
  );
});

/** A second server process on a studio's data (the creation center's by default) with one synthesis worker. */
async function startWorker(on: StudioFixture = studio) {
  const worker = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: on.dataDir,
      WEB_DIST: path.join(root, 'apps/web/dist'),
      DATABASE_URL: '',
      TTS_TASK_CONCURRENCY: '1',
      TTS_TASK_POLL_MS: '200',
      TTS_ENGINES: 'espeak',
      ASR_WHISPER_DOWNLOAD: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  worker.stdout?.on('data', (d) => workerLogs.push(String(d)));
  worker.stderr?.on('data', (d) => workerLogs.push(String(d)));
  workers.push(worker);
}

async function call<T>(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${studio.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await res.json()) as Envelope<T>;
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.message}`);
  return answer.data;
}

async function signUp(page: Page, phone: string): Promise<string> {
  await page.goto('/');
  return studio.signUp(page, phone);
}

const script = '大家好，欢迎收听今天的节目。今天我们聊一聊春天的故事。';

describe('creation center', () => {
  it('shows the task finish, downloads its MP3, opens the draft, and deletes both with confirmation', async () => {
    const { context, page } = await studio.newPage();
    const token = await signUp(page, '13866667777');

    const { workId } = await call<{ workId: number }>(token, 'POST', '/api/tts/work/save', {
      title: '春天的故事草稿',
      anchorType: 0,
      anchorId: 12,
      text: script,
      version: 2,
    });
    const added = await call<{ status: number; code: string }>(token, 'POST', '/api/tts/task/v2/add', {
      title: '春天的故事',
      anchorType: 0,
      anchorId: 12,
      text: script,
      version: 2,
    });
    expect(added.status).toBe(200);

    // tab 0 by default; the task waits (排队中, no player, no download) and the page keeps asking
    const listed: number[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/tts/task/list')) listed.push(Date.now());
    });
    await page.goto('/creationCenter');
    await expect.poll(() => page.getByRole('tab', { name: '配音任务' }).getAttribute('aria-selected')).toBe('true');
    const row = page.getByTestId(`task-${added.code}`);
    await expect.poll(() => row.isVisible()).toBe(true);
    await expect.poll(() => row.getByText('春天的故事', { exact: true }).isVisible()).toBe(true);
    expect(await row.getAttribute('data-status')).toBe('0');
    expect(await row.getByText('排队中').isVisible()).toBe(true);
    expect(await row.getByRole('link', { name: '下载' }).count()).toBe(0);
    await expect.poll(() => listed.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);

    // a worker synthesises it; the open page shows status 1 without a reload
    await startWorker();
    await expect
      .poll(() => row.getAttribute('data-status'), { timeout: 90_000, interval: 500 })
      .toBe('1')
      .catch((error: unknown) => {
        throw new Error(`${String(error)}\n${workerLogs.join('')}`);
      });
    await expect.poll(() => row.getByText('合成成功').isVisible()).toBe(true);
    // its length beside its player, as the server measured it (issue 27: a play dot said nothing of it)
    const listedNow = await call<{ list: Array<{ code: string; duration: number }> }>(token, 'GET', '/api/tts/task/list?page=1&pageSize=13');
    const duration = listedNow.list.find((t) => t.code === added.code)!.duration;
    expect(duration).toBeGreaterThan(0);
    const whole = Math.round(duration / 1000);
    await expect.poll(() => row.getByTestId('task-duration').textContent()).toBe(`${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`);
    // play it in the list: the circle player goes to playing
    const player = row.getByRole('button', { name: '播放 春天的故事' });
    await player.click();
    await expect.poll(() => player.getAttribute('data-state'), { timeout: 20_000 }).toBe('playing');
    await player.click();
    await expect.poll(() => player.getAttribute('data-state')).toBe('idle');

    // download: named after the title, real MP3 bytes that decode to the spoken length
    const downloading = page.waitForEvent('download');
    await row.getByRole('link', { name: '下载' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('春天的故事.mp3');
    const bytes = readFileSync((await download.path())!);
    expect(bytes.byteLength).toBeGreaterThan(8_000);
    expect(bytes.byteLength).toBeLessThan(5_000_000);
    const id3 = bytes.subarray(0, 3).toString('latin1') === 'ID3';
    const frameSync = bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0;
    expect(id3 || frameSync).toBe(true);
    const href = (await row.getByRole('link', { name: '下载' }).getAttribute('href'))!;
    const seconds = await page.evaluate(async (url) => {
      const data = await (await fetch(url)).arrayBuffer();
      const audio = await new AudioContext().decodeAudioData(data);
      return audio.duration;
    }, href);
    // 25 characters of speech take a few seconds; far more would mean garbage
    expect(seconds).toBeGreaterThan(2);
    expect(seconds).toBeLessThan(60);

    // drafts: the tab rewrites the query; the draft opens in the editor
    await page.getByRole('tab', { name: '配音草稿' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('1');
    const draft = page.getByTestId(`draft-${workId}`);
    await expect.poll(() => draft.getByText('春天的故事草稿').isVisible()).toBe(true);
    await draft.getByRole('button', { name: '打开 春天的故事草稿' }).click();
    await page.waitForURL((url) => url.pathname === '/creation');
    const opened = new URL(page.url());
    expect(opened.searchParams.get('workId')).toBe(String(workId));
    expect(opened.searchParams.get('anchorType')).toBe('0');
    expect(opened.searchParams.get('anchorId')).toBe('12');

    // delete the task: the question starts 该操作无法撤销; cancelling keeps it, confirming removes it
    await page.goto('/creationCenter?tab=0');
    await expect.poll(() => row.isVisible()).toBe(true);
    await row.getByRole('button', { name: '删除 春天的故事' }).click();
    let question = page.getByRole('alertdialog', { name: '删除任务' });
    await expect.poll(() => question.textContent()).toMatch(/删除任务该操作无法撤销/);
    await question.getByRole('button', { name: '取消' }).click();
    await expect.poll(() => question.count()).toBe(0);
    await expect.poll(() => row.isVisible()).toBe(true);
    await row.getByRole('button', { name: '删除 春天的故事' }).click();
    await question.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByText('删除成功').first().isVisible()).toBe(true);
    await expect.poll(() => row.count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByText('暂无数据').isVisible()).toBe(true);
    expect(await page.getByTestId(`task-${added.code}`).count()).toBe(0);
    expect((await call<{ total: number }>(token, 'GET', '/api/tts/task/list?page=1&pageSize=13')).total).toBe(0);

    // delete the draft the same way
    await page.goto('/creationCenter?tab=1');
    await expect.poll(() => draft.isVisible()).toBe(true);
    await draft.getByRole('button', { name: '删除 春天的故事草稿' }).click();
    question = page.getByRole('alertdialog', { name: '删除草稿' });
    await expect.poll(() => question.textContent()).toMatch(/删除草稿该操作无法撤销/);
    await question.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => draft.count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByText('暂无数据').isVisible()).toBe(true);
    expect(await page.getByTestId(`draft-${workId}`).count()).toBe(0);
    expect((await call<{ total: number }>(token, 'GET', '/api/tts/work/list?page=1&pageSize=10')).total).toBe(0);
    await context.close();
  });

  it('refresh rests for 2 s after a click, and a logged-out visitor is sent home', async () => {
    const { context, page } = await studio.newPage();
    await page.goto('/creationCenter?tab=1');
    await page.waitForURL((url) => url.pathname === '/home');
    await expect.poll(() => page.getByText('请先登录您的账号！').first().isVisible()).toBe(true);

    await signUp(page, '13877778888');
    // the rest is timed by the page's clock, which the test moves: a busy machine cannot stretch or shrink it
    await page.clock.install();
    await page.goto('/creationCenter?tab=1');
    await expect.poll(() => page.getByRole('tab', { name: '配音草稿' }).getAttribute('aria-selected')).toBe('true');
    // the drafts list has arrived (a new account has none) before any request is counted
    await expect.poll(() => page.getByText('暂无数据').isVisible()).toBe(true);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const refresh = page.getByRole('button', { name: '刷新' });
    let lists = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/tts/work/list')) lists += 1;
    });
    await refresh.click();
    await expect.poll(() => lists).toBe(1);
    expect(await refresh.isDisabled()).toBe(true);
    await page.clock.runFor(1900);
    expect(await refresh.isDisabled()).toBe(true);
    await page.clock.runFor(200);
    await expect.poll(() => refresh.isEnabled()).toBe(true);
    await refresh.click();
    await expect.poll(() => lists).toBe(2);
    await context.close();
  });
});

// The sentence timeline (issue 27): a three-sentence task submitted in the editor shows its sentences waiting (no
// worker yet), then, as a worker renders it, each one rendered, never going back; once finished each has its start
// and ▶ of the second plays the task's audio from there. On the built app at a desktop's width and on the
// development build (StrictMode) at a phone's; the studios run without workers so the waiting is certainly seen.
describe.each([
  { web: 'built' as const, screen: { viewport: { width: 1440, height: 900 } }, what: 'built app, desktop', phone: '13866660001' },
  { web: 'dev' as const, screen: phoneScreen, what: 'development build, 390 px', phone: '13866660002' },
])('sentence timeline ($what)', ({ web, screen, phone }) => {
  const timelineStudio = useStudio({ TTS_TASK_CONCURRENCY: '0' }, { web });
  const slow = { timeout: 30_000 };

  it('shows a task’s progress per sentence, then plays it from the second sentence', async () => {
    // signed up at a desk (the header's login), then the page of the journey's screen in that session
    const desk = await timelineStudio.newPage();
    await desk.page.goto('/');
    const token = await timelineStudio.signUp(desk.page, phone);
    const storageState = await desk.context.storageState();
    await desk.context.close();
    const { context, page } = await timelineStudio.newPage({ ...screen, storageState });
    await page.goto('/creation?anchorId=12');
    await expect.poll(() => page.getByTestId('current-anchor').textContent(), slow).toBe('晓岚');
    const editor = page.getByRole('textbox', { name: '配音文案' });
    await editor.click();
    await page.keyboard.insertText('第一句话。第二句话稍微长一点。第三句话。');

    // an audition: its sentences with starts estimated from the plan
    await page.keyboard.press('Control+a');
    await page.getByRole('toolbar', { name: '配音工具栏' }).getByRole('button', { name: '试听', exact: true }).click();
    const timeline = page.getByRole('region', { name: '时间轴' });
    await expect.poll(() => timeline.getByTestId('timeline-summary').textContent(), slow).toBe('共 3 句 · 起点按文案估算');
    await page.getByRole('group', { name: '试听', exact: true }).getByRole('button', { name: '停止' }).click();
    // 定位 selects the sentence in the script
    await timeline.getByRole('button', { name: '在文案中定位第 3 句' }).click();
    await expect.poll(() => page.evaluate(() => window.getSelection()!.toString())).toBe('第三句话。');

    // the task: queued, every sentence waiting
    await page.getByRole('button', { name: '立即合成' }).click();
    const accepted = page.getByRole('dialog', { name: '提交成功' });
    await expect.poll(() => accepted.isVisible(), slow).toBe(true);
    await accepted.getByRole('button', { name: '留在此页' }).click();
    const row = (i: number) => timeline.getByTestId(`timeline-sentence-${i}`);
    await expect.poll(() => Promise.all([0, 1, 2].map((i) => row(i).getAttribute('data-state'))), slow).toEqual(['waiting', 'waiting', 'waiting']);
    await expect.poll(() => timeline.textContent()).toContain('排队中');

    // every state the rows pass through, as the page shows them
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { timelineStates: string[] }).timelineStates = seen;
      const look = () => {
        const rows = [...document.querySelectorAll('[data-testid^="timeline-sentence-"]')].map((r) => r.getAttribute('data-state') ?? 'timed');
        const now = rows.join(',');
        if (seen.at(-1) !== now) seen.push(now);
      };
      look();
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
    });
    await startWorker(timelineStudio);
    await expect
      .poll(() => timeline.getByTestId('task-audio').count(), { timeout: 90_000, interval: 500 })
      .toBe(1)
      .catch((error: unknown) => {
        throw new Error(`${String(error)}\n${workerLogs.join('')}`);
      });
    const states = await page.evaluate(() => (window as unknown as { timelineStates: string[] }).timelineStates);
    expect(states[0]).toBe('waiting,waiting,waiting');
    expect(states.at(-1)).toBe('timed,timed,timed');
    // a sentence rendered stays rendered: no row ever goes back
    const rank = { waiting: 0, rendering: 1, done: 2, timed: 3 } as Record<string, number>;
    for (let i = 1; i < states.length; i++) {
      const before = states[i - 1]!.split(',');
      states[i]!.split(',').forEach((state, r) => expect(rank[state]).toBeGreaterThanOrEqual(rank[before[r]!]!));
    }

    // ▶ of the second sentence plays the task's audio from its start
    const listed = (await (await fetch(`${timelineStudio.baseUrl}/api/tts/task/list?page=1&pageSize=13`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { list: Array<{ code: string }> };
    };
    const detail = (await (await fetch(`${timelineStudio.baseUrl}/api/tts/task/detail?code=${listed.data.list[0]!.code}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { sentences: Array<{ text: string; start: number }> };
    };
    expect(detail.data.sentences.map((s) => s.text)).toEqual(['第一句话。', '第二句话稍微长一点。', '第三句话。']);
    const second = detail.data.sentences[1]!.start;
    expect(second).toBeGreaterThan(0);
    await row(1).getByRole('button', { name: '从第 2 句播放' }).click();
    await expect
      .poll(() => page.evaluate(() => document.querySelector<HTMLAudioElement>('[data-testid="task-audio"]')!.currentTime), slow)
      .toBeGreaterThanOrEqual(second / 1000);
    await expect.poll(() => page.evaluate(() => document.querySelector<HTMLAudioElement>('[data-testid="task-audio"]')!.played.length), slow).toBeGreaterThan(0);
    // the creation center shows the same task as a card with its player
    await page.evaluate(() => document.querySelector<HTMLAudioElement>('[data-testid="task-audio"]')!.pause());
    await page.goto('/creationCenter?tab=0');
    const card = page.getByTestId(`task-${listed.data.list[0]!.code}`);
    await expect.poll(() => card.getByRole('slider').count(), slow).toBe(1);
    await context.close();
  });
});
