import { useRef, useState } from 'react';
import { pressKeys } from '../../testing/realInput';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { onScreen } from '../../testing/viewports';
import { AudioScrubber, type AudioScrubberHandle } from '../AudioScrubber';
import { SentenceTimeline, type SentenceTimelineProps, type TimelineSentence } from './SentenceTimeline';

const heard: TimelineSentence[] = [
  { text: '欢迎收听今天的早间新闻。', start: 0 },
  { text: '今天全国大部分地区天气晴朗，气温回升，适合外出踏青。', start: 3100 },
  { text: '本期节目还将为您带来财经、体育和文化资讯。', start: 10_300 },
  { text: '感谢收听！', start: 15_800 },
];

// The task of the player fixture (2.5 s of audio served by the story server): three sentences at their real starts.
const finished: TimelineSentence[] = [
  { text: '第一句话。', start: 0 },
  { text: '第二句，有停顿！', start: 800 },
  { text: '第三句话？', start: 1700 },
];

/** The page's wiring: the timeline's ▶ seeks the task's player, the row heard is marked. */
function WithPlayer(props: SentenceTimelineProps) {
  const player = useRef<AudioScrubberHandle>(null);
  const [position, setPosition] = useState(0);
  const starts = props.sentences.map((s) => s.start ?? 0);
  const current = starts.reduce((found, start, index) => (start <= position ? index : found), -1);
  return (
    <SentenceTimeline
      {...props}
      current={current}
      onPlayFrom={(index) => {
        props.onPlayFrom?.(index);
        player.current?.playFrom(starts[index] ?? 0);
      }}
    >
      <AudioScrubber ref={player} src="/player-fixtures/sample-a.wav" title="欢迎词" durationMs={2500} onPositionChange={setPosition} />
    </SentenceTimeline>
  );
}

const meta = {
  title: 'Editor/SentenceTimeline',
  component: SentenceTimeline,
  args: { source: 'audition', sentences: heard, caption: '试听', onPlayFrom: fn(), onAudition: fn(), onJump: fn(), onClose: fn() },
  parameters: { a11y: { test: 'error' } },
  render: (args) => (
    <div style={{ width: '100%', maxWidth: 760 }}>
      <SentenceTimeline {...args} />
    </div>
  ),
} satisfies Meta<typeof SentenceTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, index: number) => within(within(canvasElement).getByTestId(`timeline-sentence-${index}`));

/** After an audition: each sentence with its start estimated from the plan (约), ▶, 重新试听 and 定位 per row. */
export const AfterAudition: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '时间轴' })).toBeInTheDocument();
    await expect(canvas.getByTestId('timeline-summary')).toHaveTextContent('共 4 句 · 起点按文案估算');
    await expect(row(canvasElement, 1).getByText('约0:03.1')).toBeInTheDocument();
    await userEvent.click(row(canvasElement, 1).getByRole('button', { name: '从第 2 句播放' }));
    await expect(args.onPlayFrom).toHaveBeenCalledWith(1);
    await userEvent.click(row(canvasElement, 2).getByRole('button', { name: '重新试听第 3 句' }));
    await expect(args.onAudition).toHaveBeenCalledWith(2);
    await userEvent.click(row(canvasElement, 3).getByRole('button', { name: '在文案中定位第 4 句' }));
    await expect(args.onJump).toHaveBeenCalledWith(3);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Keyboard: Tab reaches the actions, ↑ and ↓ move to the same action of the row above or below, Enter does it. */
export const KeyboardUse: Story = {
  play: async ({ canvasElement, args }) => {
    row(canvasElement, 0).getByRole('button', { name: '重新试听第 1 句' }).focus();
    await pressKeys('{ArrowDown}{ArrowDown}');
    await expect(row(canvasElement, 2).getByRole('button', { name: '重新试听第 3 句' })).toHaveFocus();
    await pressKeys('{ArrowUp}');
    await expect(row(canvasElement, 1).getByRole('button', { name: '重新试听第 2 句' })).toHaveFocus();
    await pressKeys('{Enter}');
    await expect(args.onAudition).toHaveBeenCalledWith(1);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** While a task renders: the progress, then each sentence rendered, rendering or waiting; no start yet, so no ▶. */
export const TaskRendering: Story = {
  args: {
    source: 'task',
    caption: '早间新闻 · 合成中',
    progress: { done: 2, total: 4 },
    sentences: heard.map((s, index) => ({ text: s.text, start: null, state: index < 2 ? 'done' : index === 2 ? 'rendering' : 'waiting' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: '合成进度' })).toHaveAttribute('aria-valuetext', '已合成 2/4 句');
    await expect(canvas.getByTestId('timeline-summary')).toHaveTextContent('合成中 · 已合成 2/4 句');
    await expect(canvas.getByTestId('timeline-sentence-1')).toHaveAttribute('data-state', 'done');
    await expect(canvas.getByTestId('timeline-sentence-2')).toHaveAttribute('data-state', 'rendering');
    await expect(row(canvasElement, 2).getByText('合成中')).toBeInTheDocument();
    await expect(canvas.getByTestId('timeline-sentence-3')).toHaveAttribute('data-state', 'waiting');
    await expect(row(canvasElement, 3).getByRole('button', { name: '从第 4 句播放' })).toBeDisabled();
    await expect(row(canvasElement, 3).getByText('--:--')).toBeInTheDocument();
  },
};

/** A finished task: real starts, its player above the rows; ▶ of a row plays the audio from that sentence. */
export const TaskFinished: Story = {
  args: { source: 'task', caption: '欢迎词 · 合成成功', sentences: finished },
  render: (args) => (
    <div style={{ width: '100%', maxWidth: 760 }}>
      <WithPlayer {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('timeline-summary')).toHaveTextContent('共 3 句');
    await expect(row(canvasElement, 2).getByText('0:01.7')).toBeInTheDocument();
    await userEvent.click(row(canvasElement, 2).getByRole('button', { name: '从第 3 句播放' }));
    await expect(args.onPlayFrom).toHaveBeenCalledWith(2);
    const audio = canvasElement.querySelector('audio')!;
    // the audio plays from the third sentence's start, and that row is marked as heard
    await waitFor(() => expect(canvas.getByRole('button', { name: '播放 欢迎词' })).toHaveAttribute('data-state', 'playing'), { timeout: 5000 });
    await expect(audio.currentTime).toBeGreaterThanOrEqual(1.7);
    await waitFor(() => expect(canvas.getByTestId('timeline-sentence-2')).toHaveAttribute('data-current', 'true'));
    // paused (it may have reached its end already) and back to the start for the picture
    audio.pause();
    await waitFor(() => expect(canvas.getByRole('button', { name: '播放 欢迎词' })).toHaveAttribute('data-state', 'idle'));
    canvas.getByRole('slider', { name: '欢迎词 播放进度' }).focus();
    await pressKeys('{Home}');
    await waitFor(() => expect(canvas.getByTestId('player-time')).toHaveTextContent('0:00 / 0:03'));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** A phone: the start and the words on a line, the actions under them, nothing wider than the screen. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  args: { source: 'task', caption: '早间新闻 · 合成成功', sentences: heard },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const first = within(canvasElement).getByTestId('timeline-sentence-1').getBoundingClientRect();
    for (const name of ['从第 2 句播放', '重新试听第 2 句', '在文案中定位第 2 句']) {
      const box = row(canvasElement, 1).getByRole('button', { name }).getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(first.right);
    }
  },
};

export const OnTablet: Story = {
  ...onScreen('tablet'),
  args: { source: 'task', caption: '早间新闻 · 合成成功', sentences: heard },
};

export const OnDesktop: Story = {
  ...onScreen('desktop'),
  args: { source: 'task', caption: '早间新闻 · 合成成功', sentences: heard },
};
