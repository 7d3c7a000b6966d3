import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DrawCoverDialog, type DrawCoverChoice } from './DrawCoverDialog';
import { onScreen } from '../../testing/viewports';
import { expectPhoneSheet } from '../../testing/phoneSheet';

const at = (day: number, hour: number, minute: number) => new Date(2026, 10, day, hour, minute).getTime();
const tasks: DrawCoverChoice[] = [
  { target: { type: 'task', code: 'a1a1a1a1a1a1a1a1a1a1a1a1' }, title: '江南水乡的故事', anchorName: '云健', time: at(22, 9, 30) },
  { target: { type: 'task', code: 'b2b2b2b2b2b2b2b2b2b2b2b2' }, title: '早间新闻', anchorName: '晓晓', time: at(21, 7, 5), cover: '/draw-styles/photo.png' },
];
const drafts: DrawCoverChoice[] = [{ target: { type: 'work', workId: 7 }, title: '新品发布会开场', anchorName: '云健', time: at(22, 10, 12) }];

const meta = {
  title: 'AI drawing/DrawCoverDialog',
  component: DrawCoverDialog,
  tags: ['autodocs'],
  args: { open: true, onOpenChange: fn(), picture: '/draw-styles/ink.png', tasks, drafts, onConfirm: fn(async () => undefined) },
} satisfies Meta<typeof DrawCoverDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '设为作品封面' }));

/** The picture beside the newest dubbing tasks; 确定 waits for a choice. */
export const Choose: Story = {
  play: async ({ canvasElement }) => {
    const box = dialog(canvasElement);
    await expect(box.getByRole('img', { name: '封面图片' })).toHaveAttribute('src', '/draw-styles/ink.png');
    await expect(box.getAllByRole('radio')).toHaveLength(2);
    await expect(box.getByRole('button', { name: '确定' })).toBeDisabled();
  },
};

/** Choosing a task and 确定 sets the cover there, then the dialog closes. */
export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const box = dialog(canvasElement);
    await userEvent.click(box.getByRole('radio', { name: /江南水乡的故事/ }));
    await expect(box.getByRole('radio', { name: /江南水乡的故事/ })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(box.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ type: 'task', code: 'a1a1a1a1a1a1a1a1a1a1a1a1' });
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** The drafts tab: a draft is chosen by its workId. */
export const Draft: Story = {
  play: async ({ canvasElement, args }) => {
    const box = dialog(canvasElement);
    await userEvent.click(box.getByRole('tab', { name: '配音草稿' }));
    await userEvent.click(await box.findByRole('radio', { name: /新品发布会开场/ }));
    await userEvent.click(box.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ type: 'work', workId: 7 });
  },
};

/** A refused cover keeps the dialog and the choice for another try. */
export const Refused: Story = {
  args: { onConfirm: fn(async () => Promise.reject(new Error('配音任务或草稿不存在或已删除'))) },
  play: async ({ canvasElement, args }) => {
    const box = dialog(canvasElement);
    await userEvent.click(box.getByRole('radio', { name: /早间新闻/ }));
    await userEvent.click(box.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    await expect(box.getByRole('radio', { name: /早间新闻/ })).toHaveAttribute('aria-checked', 'true');
  },
};

export const Loading: Story = {
  args: { tasks: [], drafts: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement).getByRole('status', { name: '加载中' })).toBeInTheDocument();
  },
};

/** Nothing to put a cover on yet. */
export const NothingYet: Story = {
  args: { tasks: [], drafts: [] },
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement).getByText('还没有配音任务')).toBeInTheDocument();
  },
};

export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    await expectPhoneSheet(canvasElement, /./);
  },
};
