import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimedDubbing } from './TimedDubbing';
import { onScreen } from '../../testing/viewports';

const cues = [
  { start: 0, end: 2000, text: '大家好，欢迎来到街角的小面包店。' },
  { start: 2000, end: 4300, text: '今天的招牌是刚出炉的可颂，外酥里软，一口下去全是黄油香。' },
  { start: 4300, end: 5500, text: '谢谢' },
  { start: 5500, end: 9600, text: '全场饮品第二杯半价，活动只到本周日。' },
  { start: 9600, end: 11500, text: '欢迎下次光临！' },
];
const voices = [
  { id: 12, name: '晓岚' },
  { id: 13, name: '云扬' },
];

const meta = {
  title: 'Tools/TimedDubbing',
  component: TimedDubbing,
  tags: ['autodocs'],
  args: { cues, fileName: '面包店.srt', voices, voiceId: 12, onVoiceChange: fn(), onFile: fn(), onSubmit: fn() },
  parameters: { a11y: { test: 'error' } },
  decorators: [(Story) => <div style={{ maxWidth: 820 }}><Story /></div>],
} satisfies Meta<typeof TimedDubbing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the button waits for a subtitle file. */
export const Empty: Story = {
  args: { cues: [], fileName: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '按原时间轴配音' })).toBeDisabled();
    await userEvent.upload(canvas.getByLabelText('选择字幕文件'), new File(['1\n00:00:00,000 --> 00:00:01,000\n你好\n'], 'a.srt'));
    await expect(args.onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'a.srt' }));
  },
};

/** A file read: its cues with their times, a voice to choose, and the button. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('面包店.srt：5 条字幕')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: '字幕' })).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText('00:05.5 – 00:09.6')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '配音主播' }), '13');
    await expect(args.onVoiceChange).toHaveBeenCalledWith(13);
    await userEvent.click(canvas.getByRole('button', { name: '按原时间轴配音' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Running: Story = {
  args: { state: 'running' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '按原时间轴配音' })).toBeDisabled();
    await expect(canvas.getByText('正在配音…')).toBeVisible();
  },
};

const report = { squeezed: [{ cue: 1, tempo: 1.18 }, { cue: 3, tempo: 1.25 }], overflow: [{ cue: 3, overMs: 800 }], late: [{ cue: 4, lateMs: 300 }] };

/** Done: each cue marked 原速, 加速, 超出 or 延后; the audio and the aligned subtitles to take away. */
export const Done: Story = {
  args: { state: 'done', report, audioUrl: 'data:audio/mpeg;base64,', onDownloadSrt: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('list', { name: '字幕' })).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('原速');
    await expect(rows[1]).toHaveTextContent('加速 1.18×');
    await expect(rows[3]).toHaveTextContent('超出 0.8 秒');
    await expect(rows[4]).toHaveTextContent('延后 0.3 秒');
    await expect(canvas.getByRole('status')).toHaveTextContent('5 条字幕中 2 条未能放进原时长（见标记），2 条加速播放');
    await expect(canvas.getByRole('link', { name: '下载音频' })).toHaveAttribute('download');
    await userEvent.click(canvas.getByRole('button', { name: '下载字幕' }));
    await expect(args.onDownloadSrt).toHaveBeenCalledOnce();
  },
};

/** Every cue fitted its slot. */
export const AllOnTime: Story = {
  args: { state: 'done', report: { squeezed: [{ cue: 1, tempo: 1.12 }], overflow: [], late: [] }, audioUrl: 'data:audio/mpeg;base64,', onDownloadSrt: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('5 条字幕都从原时间开始，1 条加速播放');
  },
};

export const Failed: Story = {
  args: { state: 'failed', message: '字幕时间不正确：每条字幕的结束时间须晚于开始时间，且按时间顺序排列' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('字幕时间不正确');
  },
};

export const DoneOnTablet: Story = { ...onScreen('tablet'), args: Done.args };

/** On a phone a cue's words go under its time and mark; nothing is wider than the screen. */
export const DoneOnPhone: Story = {
  ...onScreen('phone'),
  args: Done.args,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
    const row = within(canvasElement).getAllByRole('listitem')[1]!;
    await expect(row).toHaveTextContent('加速 1.18×');
  },
};
