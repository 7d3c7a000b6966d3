import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Transcript } from './Transcript';

const sentences = [
  { beginTime: 0, endTime: 2400, text: '大家好，欢迎收听本期节目。' },
  { beginTime: 2400, endTime: 6100, text: '今天我们聊一聊，怎样用人工智能给视频配音。' },
  { beginTime: 6100, endTime: 9800, text: '首先，把视频里说的话提取成文案。' },
  { beginTime: 9800, endTime: 12500, text: '然后，选一位喜欢的主播，一键合成。' },
];

const meta = {
  title: 'Tools/Transcript',
  component: Transcript,
  tags: ['autodocs'],
  args: { sentences, onSeek: fn() },
  parameters: { a11y: { test: 'error' } },
  render: (args) => (
    <div style={{ width: 640 }}>
      <Transcript {...args} />
    </div>
  ),
} satisfies Meta<typeof Transcript>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Stopped: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button').filter((b) => b.getAttribute('aria-current'))).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: /首先/ }));
    await expect(args.onSeek).toHaveBeenCalledWith(6100);
  },
};

export const Playing: Story = {
  args: { currentMs: 7000 },
  play: async ({ canvasElement }) => {
    // the sentence being heard is the one begun last
    await expect(within(canvasElement).getByRole('button', { name: /首先/ })).toHaveAttribute('aria-current', 'true');
  },
};
