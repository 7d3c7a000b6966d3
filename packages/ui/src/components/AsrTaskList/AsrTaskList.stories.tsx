import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AsrTaskList, type AsrTaskRow } from './AsrTaskList';
import { onScreen } from '../../testing/viewports';

// local times, so the picture is the same in every time zone
const at = (day: number, h: number, m: number) => new Date(2026, 10, day, h, m).getTime();
const tasks: AsrTaskRow[] = [
  { taskCode: 'a1', taskTitle: '产品发布会开场.mp4', taskStatus: 3, taskStatusText: '识别中', audioDuration: 754_000, createTime: at(23, 21, 5), reason: null },
  { taskCode: 'a2', taskTitle: '播客第十二期.mp3', taskStatus: 1, taskStatusText: '排队中', audioDuration: 1_180_000, createTime: at(23, 20, 40), reason: null },
  { taskCode: 'a3', taskTitle: '春天的公园（分享链接）', taskStatus: 0, taskStatusText: '识别成功', audioDuration: 63_000, createTime: at(22, 9, 12), reason: null },
  { taskCode: 'a4', taskTitle: '会议录音.wav', taskStatus: 2, taskStatusText: '识别失败', audioDuration: 0, createTime: at(21, 16, 30), reason: '文件中没有可识别的声音' },
];

const meta = {
  title: 'Tools/AsrTaskList',
  component: AsrTaskList,
  tags: ['autodocs'],
  args: { tasks, total: 4, page: 1, pageSize: 10, onPage: fn(), onOpen: fn(), onDelete: fn() },
  parameters: { a11y: { test: 'error' } },
  render: (args) => (
    <div style={{ maxWidth: 900 }}>
      <AsrTaskList {...args} />
    </div>
  ),
} satisfies Meta<typeof AsrTaskList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryStatus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('识别中');
    await expect(rows[0]).toHaveTextContent('12:34');
    await expect(rows[3]).toHaveTextContent('文件中没有可识别的声音');
    await userEvent.click(canvas.getByRole('button', { name: '查看 春天的公园（分享链接）' }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ taskCode: 'a3' }));
    await userEvent.click(canvas.getByRole('button', { name: '删除 会议录音.wav' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ taskCode: 'a4' }));
  },
};

export const Paged: Story = {
  args: { total: 24, page: 2 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '下一页' }));
    await expect(args.onPage).toHaveBeenCalledWith(3);
  },
};

export const NoTasks: Story = {
  args: { tasks: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('还没有任务')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { tasks: [], total: 0, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('还没有任务')).toBeNull();
  },
};

/** On a phone every status stays on one line (issue 28: 识别成功 wrapped one character per line); the length and
 * time columns give way, and nothing runs past the screen. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const row of canvas.getAllByRole('row').slice(1) as HTMLTableRowElement[]) {
      const status = row.cells[1]!.firstElementChild as HTMLElement;
      await expect(status.getBoundingClientRect().height).toBeLessThan(30);
    }
    await expect(canvas.getByText('时长', { selector: 'th' })).not.toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
