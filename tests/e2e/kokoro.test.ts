// The neural voice in the studio (issue 24), real Chromium against a real server with the verified Kokoro
// weights (fetched once into the shared models cache): the editor's 试听 with the default anchor plays Kokoro's
// audio, a 多音字 the user marks changes the phonemes Kokoro is given, and a task with a break and background
// music downloads as an MP3 spoken by it; and that MP3, uploaded to 文案提取, comes back as its words through
// the embedded recogniser (Whisper base, its weights fetched the same way). Short scripts: every sentence costs the
// two cores a second or two.
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { selectInScript } from './script.ts';
import { decodeAudio } from '../../apps/server/src/audio/index.ts';
import { kokoroModelsDir } from '../../apps/server/src/testing/kokoro.ts';
import { whisperModelsDir } from '../../apps/server/src/testing/whisper.ts';
import { useStudio } from './harness.ts';

const studio = useStudio(async () => ({
  TTS_ENGINES: 'kokoro,espeak',
  TTS_KOKORO_DIR: await kokoroModelsDir(),
  TTS_KOKORO_DOWNLOAD: 'false',
  TTS_KOKORO_WORKERS: '1',
  ASR_WHISPER_DIR: await whisperModelsDir(),
  ASR_WHISPER_DOWNLOAD: 'false',
  ASR_FREE_MINUTES: '5',
}));
const slow = { timeout: 120_000 };
const editor = (page: Page) => page.getByRole('textbox', { name: '配音文案' });
const tool = (page: Page, name: string) => page.getByRole('toolbar', { name: '配音工具栏' }).getByRole('button', { name, exact: true });

interface Logged {
  engine: string;
  voice: string;
  text: string;
  phonemes?: string;
}
const engineInput = async () => ((await (await fetch(`${studio.baseUrl}/api/dev/engine-input?limit=200`)).json()) as { data: Logged[] }).data;

it('auditions the default anchor with Kokoro, obeying the pinyin the user gives a 多音字', async () => {
  const { context, page } = await studio.newPage();
  await page.goto('/');
  await studio.signUp(page, '13900002424');
  await page.goto('/creation?anchorId=12');
  await expect.poll(() => page.getByTestId('current-anchor').textContent(), slow).toBe('晓岚');
  await editor(page).click();
  await page.keyboard.type('他去银行了。');
  await expect.poll(() => editor(page).textContent()).toBe('他去银行了。');

  // the writing pauses with the caret at the start: the page sends the audition it expects next, which the server
  // speaks ahead of the click if Kokoro has nothing else to do (issue 24); a guess, answered without an error
  const guess = page.waitForResponse((r) => r.url().endsWith('/api/tts/audition/prefetch'), slow);
  await page.keyboard.press('Control+Home');
  const guessed = await guess;
  expect(guessed.status()).toBe(200);
  expect(((await guessed.json()) as { data: { warmed: unknown } }).data.warmed).toBeTypeOf('boolean');

  // 行 read xíng, as the user chooses (the front-end alone says háng in 银行)
  await selectInScript(page, '行');
  await tool(page, '多音字').click();
  await page.getByRole('group', { name: '带声调' }).getByRole('button', { name: 'xíng' }).click();
  await expect.poll(() => editor(page).locator('[data-chip="phoneme"]').count()).toBe(1);

  await editor(page).focus();
  await page.keyboard.press('Control+a');
  const audio = page.waitForResponse((r) => r.url().endsWith('/api/tts/audition') && r.status() === 200, slow);
  await page.getByRole('toolbar', { name: '配音工具栏' }).getByRole('button', { name: '试听' }).click();
  const response = await audio;
  expect(response.headers()['content-type']).toContain('audio/mpeg');
  await response.finished();
  expect((await response.request().sizes()).responseBodySize).toBeGreaterThan(1000);
  await expect.poll(() => page.getByRole('button', { name: '暂停' }).isVisible(), slow).toBe(true);

  const kokoro = (await engineInput()).filter((l) => l.engine === 'kokoro' && l.text.includes('银行'));
  expect(kokoro.length).toBeGreaterThan(0);
  expect(kokoro.at(-1)).toMatchObject({ voice: 'zf_xiaoxiao' });
  expect(kokoro.at(-1)!.phonemes).toContain('i↗nɕi↗ŋ');
  await page.getByRole('group', { name: '试听', exact: true }).getByRole('button', { name: '停止' }).click();
  await context.close();
});

/** The task's MP3, for the recogniser. */
let taskMp3: Buffer | null = null;

it('synthesises a task with a Kokoro voice, a break and background music, and downloads it as MP3', async () => {
  const { context, page } = await studio.newPage();
  await page.goto('/');
  const token = await studio.signUp(page, '13900002425');
  await page.goto('/creation?anchorId=12');
  await expect.poll(() => page.getByTestId('current-anchor').textContent(), slow).toBe('晓岚');
  await editor(page).click();
  await page.keyboard.type('春天来了。花都开了。');
  await expect.poll(() => editor(page).textContent()).toBe('春天来了。花都开了。');

  // a 1 s break after the first sentence
  await selectInScript(page, '春天来了。');
  await page.evaluate(() => window.getSelection()!.collapseToEnd());
  await page.waitForTimeout(50);
  await tool(page, '停顿').click();
  await page.getByRole('group', { name: '常用停顿' }).getByRole('button', { name: '1.0s' }).click();
  await expect.poll(() => editor(page).locator('[data-chip="break"]').count()).toBe(1);

  const bgmList = (await (await fetch(`${studio.baseUrl}/api/tts/bgm/list?page=1&pageSize=30`)).json()) as { data: { list: Array<{ name: string }> } };
  const track = bgmList.data.list[0]!.name;
  await tool(page, '背景音乐').click();
  await page.getByRole('button', { name: new RegExp(`^${track}`) }).click();
  await page.getByRole('button', { name: '确定' }).click();

  await page.getByRole('button', { name: '立即合成' }).click();
  const done = page.getByRole('dialog', { name: '提交成功' });
  await expect.poll(() => done.isVisible(), slow).toBe(true);
  await done.getByRole('button', { name: '立即查看' }).click();
  await page.waitForURL('**/creationCenter?tab=0');
  const list = (await (await fetch(`${studio.baseUrl}/api/tts/task/list?page=1&pageSize=13`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { list: Array<{ code: string }> };
  };
  const row = page.getByTestId(`task-${list.data.list[0]!.code}`);
  await expect.poll(() => row.getByText('合成成功').isVisible(), { timeout: 180_000 }).toBe(true);
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: '下载' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.mp3$/);
  taskMp3 = await readFile((await download.path())!);
  const pcm = await decodeAudio(taskMp3);
  const seconds = pcm.samples.length / pcm.sampleRate;
  // eight syllables at a natural pace, the sentence pause and the 1 s break
  expect(seconds).toBeGreaterThan(2.5);
  expect(seconds).toBeLessThan(10);
  // the music chosen in the editor went with the task
  const finished = (await (await fetch(`${studio.baseUrl}/api/tts/task/list?page=1&pageSize=13`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { list: Array<{ audioBgmPath: string | null }> };
  };
  expect(finished.data.list[0]!.audioBgmPath).toMatch(/^\/api\/files\//);
  // the task's sentences were Kokoro's
  const said = (await engineInput()).filter((l) => l.text.includes('花都开了'));
  expect(said.map((l) => l.engine)).toContain('kokoro');
  expect(said.every((l) => l.engine === 'kokoro')).toBe(true);
  await context.close();
});

it('文案提取 turns the task’s MP3 back into its words with the embedded recogniser', async () => {
  expect(taskMp3, 'the task test ran first').not.toBeNull();
  const { context, page } = await studio.newPage();
  await page.goto('/');
  await studio.signUp(page, '13900002426');
  await page.goto('/aitools/asr-v2');
  await page.getByText(/本月剩余/).waitFor({ timeout: 15_000 });
  await page.getByLabel('选择音频或视频').setInputFiles({ name: '春天.mp3', mimeType: 'audio/mpeg', buffer: taskMp3! });
  const row = page.getByRole('row', { name: /春天/ });
  await expect.poll(() => row.getByText('识别成功').isVisible(), { timeout: 120_000, interval: 500 }).toBe(true);
  await row.getByRole('button', { name: '查看 春天' }).click();
  const fields = page.getByRole('dialog').getByRole('list', { name: '识别结果' }).getByRole('textbox');
  // the dialog opens before the task's details arrive
  await fields.first().waitFor();
  const heard = (await fields.evaluateAll((all) => all.map((field) => (field as HTMLTextAreaElement).value))).join('');
  // what Kokoro said, heard over the music by a small recogniser: the first sentence word for word, the second as
  // three or four syllables (Whisper base hears 花都开了 as 花毒开灵 here: homophones are its limit, measured in
  // `pnpm bench voice-cer`), and nothing made up around them
  const han = [...heard].filter((c) => /\p{Script=Han}/u.test(c)).join('');
  expect(han, heard).toMatch(/^春天来了花/);
  expect(han.length, heard).toBeGreaterThanOrEqual(7);
  expect(han.length, heard).toBeLessThanOrEqual(10);
  await context.close();
});
