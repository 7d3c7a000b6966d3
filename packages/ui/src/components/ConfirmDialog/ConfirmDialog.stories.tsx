import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog, confirmDialogTones } from './ConfirmDialog';
import { controlled } from '../../testing/controlled';
import { onScreen } from '../../testing/viewports';
import { expectPhoneSheet } from '../../testing/phoneSheet';

// As the app uses it: closing really closes it.
const Controlled = controlled(ConfirmDialog, 'open', 'onOpenChange');

const meta = {
  title: 'Creation center/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: '删除任务',
    text: '该操作无法撤销，是否继续删除？',
    tone: 'danger',
    onConfirm: fn(async () => undefined),
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmDialogTones } },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const question = async (canvasElement: HTMLElement, name = '删除任务') => within(await body(canvasElement).findByRole('alertdialog', { name }));

export const Danger: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await question(canvasElement);
    await expect(dialog.getByText(/^该操作无法撤销/)).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: '确定' })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: '取消' })).toBeInTheDocument();
  },
};

export const Default: Story = {
  args: { tone: 'default', title: '提示', text: '确定要离开当前页面吗？' },
  play: async ({ canvasElement }) => {
    const dialog = await question(canvasElement, '提示');
    await expect(dialog.getByText('确定要离开当前页面吗？')).toBeInTheDocument();
  },
};

export const Alert: Story = {
  args: { tone: 'default', title: '下载失败', text: '文件地址为空', cancelText: null, confirmText: '好的', onConfirm: undefined },
  play: async ({ canvasElement, args }) => {
    const dialog = await question(canvasElement, '下载失败');
    await expect(dialog.queryByRole('button', { name: '取消' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: '好的' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

export const Confirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await question(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await question(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const dialog = await question(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    // while the deletion runs the question stays, the button shows loading and cancel waits
    await waitFor(() => expect(dialog.getByRole('button', { name: '确定' })).toHaveAttribute('data-state', 'loading'));
    await expect(dialog.getByRole('button', { name: '取消' })).toBeDisabled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { onConfirm: fn(async () => Promise.reject(new Error('任务不存在或已删除'))) },
  play: async ({ canvasElement, args }) => {
    const dialog = await question(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    // the failure is the caller's to report; the question stays so it can be tried again
    await waitFor(() => expect(dialog.getByRole('button', { name: '确定' })).toHaveAttribute('data-state', 'idle'));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    await expectPhoneSheet(canvasElement, /./, 'alertdialog');
  },
};
