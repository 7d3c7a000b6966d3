import type { Meta, StoryObj } from '@storybook/react-vite';
import { pressKeys } from '../../testing/realInput';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { onScreen } from '../../testing/viewports';
import { storyTasks } from './fixtures';
import type { TaskListItem } from './item';
import { TaskCard } from './TaskCard';

// one of each: finished, being synthesised, queued, failed, finished without a file
const [done, running, queued, failed, noFile] = storyTasks as [TaskListItem, TaskListItem, TaskListItem, TaskListItem, TaskListItem];

const meta = {
  title: 'Creation center/TaskCard',
  component: TaskCard,
  args: { task: done, onDelete: fn(), onMissingFile: fn() },
  render: (args) => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, width: '100%', maxWidth: 880 }}>
      <TaskCard {...args} />
    </ul>
  ),
} satisfies Meta<typeof TaskCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Finished: its length, a player with a scrubber (play, pause, seek), the download and delete. */
export const Done: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByTestId('task-a1a1a1a1a1a1a1a1a1a1a1a1')).toHaveAttribute('data-status', '1');
    await expect(card.getByTestId('task-duration')).toHaveTextContent('0:33');
    await expect(card.getByLabelText('时长 0:33')).toBeInTheDocument();
    await expect(card.getByRole('link', { name: '下载' })).toHaveAttribute('download', '早间新闻');
    const player = card.getByRole('button', { name: '播放 早间新闻' });
    await userEvent.click(player);
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'playing'), { timeout: 5000 });
    await userEvent.click(player);
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'idle'));
    // the scrubber seeks: → moves ahead (5 s, or the fixture's end at 2.5 s), Home goes back to the start
    const scrubber = card.getByRole('slider', { name: '早间新闻 播放进度' });
    scrubber.focus();
    await pressKeys('{ArrowRight}');
    await waitFor(() => expect(card.getByTestId('player-time')).not.toHaveTextContent('0:00 / 0:33'));
    await pressKeys('{Home}');
    await waitFor(() => expect(card.getByTestId('player-time')).toHaveTextContent('0:00 / 0:33'));
    await userEvent.click(card.getByRole('button', { name: '删除 早间新闻' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Being synthesised: the progress in sentences, no player, no download. */
export const RunningWithProgress: Story = {
  args: { task: running },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('progressbar', { name: '产品介绍 合成进度' })).toHaveAttribute('aria-valuenow', '3');
    await expect(card.getByTestId('task-progress')).toHaveTextContent('已合成 3/8 句');
    await expect(card.getByText('合成中')).toBeInTheDocument();
    await expect(card.queryByRole('link', { name: '下载' })).toBeNull();
    await expect(card.queryByRole('slider')).toBeNull();
  },
};

/** Waiting in the queue: its status only. */
export const Queued: Story = {
  args: { task: queued },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('排队中')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

/** Failed: why, so the person knows whether submitting again helps. */
export const Failed: Story = {
  args: { task: failed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('合成过程多次中断，已停止重试，请重新提交')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button', { name: /^播放/ })).toBeNull();
  },
};

/** Finished without a file: 下载 says so (spec 02 §8). */
export const FinishedWithoutFile: Story = {
  args: { task: noFile },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '下载' }));
    await expect(args.onMissingFile).toHaveBeenCalledTimes(1);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** A phone: the card inside the screen, the player and the download within reach of a thumb. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const card = within(canvasElement).getByTestId('task-a1a1a1a1a1a1a1a1a1a1a1a1').getBoundingClientRect();
    for (const control of [within(canvasElement).getByRole('button', { name: '播放 早间新闻' }), within(canvasElement).getByRole('link', { name: '下载' })]) {
      const box = control.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(card.right);
      await expect(box.left).toBeGreaterThanOrEqual(card.left);
    }
  },
};

export const OnTablet: Story = { ...onScreen('tablet'), args: { task: running } };

export const OnDesktop: Story = { ...onScreen('desktop') };
