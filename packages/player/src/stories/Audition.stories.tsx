// The audition player in real Chromium with real audio (spec 02 §4, §5, §8): each story fetches WAV
// chunks from the story server, lets howler decode and play them, and checks what a person sees.
// Chromium runs with autoplay allowed, so sound starts without a user gesture on the AudioContext.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AUDITION_FAILED, PUNCTUATION_TIP } from '../machine.ts';
import { AuditionDemo } from './AuditionDemo.tsx';
import { fetchFixtureChunk } from './fixtures.ts';

const meta = {
  title: 'Player/Audition',
  component: AuditionDemo,
  args: { chunks: ['第一句。', '第二句。', '第三句。'], mode: 'editor', fetchChunk: fetchFixtureChunk },
} satisfies Meta<typeof AuditionDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

// a loaded 2-core machine decodes and plays slowly: wait long, but only for what must happen
const slow = { timeout: 20_000 };

function ui(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    status: () => canvas.getByTestId('status'),
    /** The whole status sequence (the screen collapses waits between chunks). */
    history: () => canvas.getByTestId('history').getAttribute('data-history') ?? '',
    requested: () => canvas.getByTestId('requested'),
    chunk: (n: number) => canvas.getAllByRole('listitem')[n - 1],
    click: (name: string) => userEvent.click(canvas.getByRole('button', { name })),
  };
}

/// The editor plays every chunk in turn and returns to default; each chunk made real sound.
export const PlaysAllChunks: Story = {
  play: async ({ canvasElement }) => {
    const view = ui(canvasElement);
    await expect(view.status()).toHaveAttribute('data-state', 'default');
    await view.click('试听');
    await waitFor(() => expect(view.status()).toHaveAttribute('data-state', 'playing'), slow);
    // the position comes from howler's clock: it advances only while the browser renders sound
    await waitFor(() => expect(Number(/[\d.]+/.exec(view.canvas.getByTestId('position').textContent ?? '')?.[0])).toBeGreaterThan(0), slow);
    await waitFor(() => expect(view.history()).toMatch(/→ default$/), slow);
    // loading only between chunks whose audio was not decoded in time
    await expect(view.history()).toMatch(/^状态记录：default → loading → playing( → loading → playing)* → default$/);
    await expect(view.requested()).toHaveTextContent('已请求：第1段、第2段、第3段');
    for (const n of [1, 2, 3]) await expect(view.chunk(n)).toHaveTextContent('已播完（有声）');
    await expect(view.canvas.queryByRole('alert')).toBeNull();
  },
};

/// 暂停 holds the chunk that plays; 继续 goes on from there to the end.
export const PauseAndResume: Story = {
  play: async ({ canvasElement }) => {
    const view = ui(canvasElement);
    await view.click('试听');
    await waitFor(() => expect(view.status()).toHaveAttribute('data-state', 'playing'), slow);
    await view.click('暂停');
    await expect(view.status()).toHaveAttribute('data-state', 'paused');
    await expect(view.canvas.getByRole('button', { name: '继续' })).toBeEnabled();
    // paused stays paused: longer than a chunk lasts, and no chunk plays on or runs out behind the user's back
    // (the prefetched chunk may still finish downloading and decoding meanwhile: that is not playback)
    const playback = () => [1, 2, 3].map((n) => /已播完|播放中/.exec(view.chunk(n)?.textContent ?? '')?.[0] ?? '—');
    const playbackWhenPaused = playback();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(view.status()).toHaveAttribute('data-state', 'paused');
    await expect(playback()).toEqual(playbackWhenPaused);
    await expect(view.chunk(3)).not.toHaveTextContent('已播完');
    await view.click('继续');
    await waitFor(() => expect(view.history()).toMatch(/→ default$/), slow);
    await expect(view.history()).toMatch(/^状态记录：default → loading → playing( → loading → playing)* → paused → playing( → loading → playing)* → default$/);
    for (const n of [1, 2, 3]) await expect(view.chunk(n)).toHaveTextContent('已播完（有声）');
  },
};

/// 停止 mid-way returns to default at once; the chunks after the prefetched one are never requested.
export const StopMidway: Story = {
  play: async ({ canvasElement }) => {
    const view = ui(canvasElement);
    await view.click('试听');
    await waitFor(() => expect(view.chunk(1)).toHaveTextContent('播放中（有声）'), slow);
    await view.click('停止');
    await expect(view.status()).toHaveAttribute('data-state', 'default');
    // longer than the rest of the audition would have taken: nothing more is requested or played
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(view.status()).toHaveAttribute('data-state', 'default');
    await expect(view.requested()).not.toHaveTextContent('第3段');
    await expect(view.chunk(1)).toHaveTextContent('1. 第一句。 未播完（有声）');
    await expect(view.chunk(3)).toHaveTextContent('3. 第三句。 未播完');
    await expect(view.history()).toMatch(/^状态记录：default → loading → playing → default$/);
  },
};

/// In the editor a chunk the browser cannot decode stops the audition with 试听失败！ and the tip,
/// before anything plays and without requesting more than the one prefetched chunk (spec 02 §8).
export const EditorStopsOnFailedChunk: Story = {
  args: { chunks: ['乱码句。', '第二句。', '第三句。'] },
  play: async ({ canvasElement }) => {
    const view = ui(canvasElement);
    await view.click('试听');
    const alert = await view.canvas.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent(AUDITION_FAILED);
    await expect(alert).toHaveTextContent(PUNCTUATION_TIP);
    await expect(view.status()).toHaveAttribute('data-state', 'default');
    await expect(view.history()).toMatch(/^状态记录：default → loading → default$/);
    await expect(view.requested()).toHaveTextContent(/^已请求：第1段、第2段$/);
    for (const n of [1, 2, 3]) await expect(view.chunk(n)).toHaveTextContent(/未播完$/);
  },
};

/// The anchor picker skips a sentence that fails (404, or the server's refusal with its message)
/// and plays on to the end (spec 02 §8).
export const PickerSkipsFailedSentences: Story = {
  args: { mode: 'picker', chunks: ['第一句。', '丢失句。', '拒绝句。', '第三句。'] },
  play: async ({ canvasElement }) => {
    const view = ui(canvasElement);
    await view.click('试听');
    await waitFor(() => expect(view.history()).toMatch(/→ default$/), slow);
    await expect(view.requested()).toHaveTextContent('已请求：第1段、第2段、第3段、第4段');
    await expect(view.chunk(1)).toHaveTextContent('已播完（有声）');
    await expect(view.chunk(2)).toHaveTextContent('已跳过');
    await expect(view.chunk(3)).toHaveTextContent('已跳过');
    await expect(view.chunk(4)).toHaveTextContent('已播完（有声）');
    // the server's refusal is shown; no error stopped the run
    await expect(view.canvas.getByRole('status')).toHaveTextContent('第3段已跳过：该句包含无法合成的字符');
    await expect(view.canvas.queryByRole('alert')).toBeNull();
  },
};
