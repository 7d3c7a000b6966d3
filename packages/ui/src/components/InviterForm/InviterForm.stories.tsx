import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InviterForm } from './InviterForm';
import { onScreen } from '../../testing/viewports';

const meta = {
  title: 'Account/InviterForm',
  component: InviterForm,
  args: { boundCode: null, onBind: fn(async () => undefined) },
} satisfies Meta<typeof InviterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unbound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('邀请码');
    await expect(input).toHaveAttribute('placeholder', '请输入6位邀请码');
    await expect(input).toHaveAttribute('maxlength', '10');
  },
};

export const CodeRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '立即绑定' }));
    await expect(await canvas.findByText('邀请码不能为空')).toBeInTheDocument();
    await expect(args.onBind).not.toHaveBeenCalled();
  },
};

export const JustBound: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('邀请码'), ' 100086 ');
    await userEvent.click(canvas.getByRole('button', { name: '立即绑定' }));
    await expect(args.onBind).toHaveBeenCalledWith('100086');
    await expect(await canvas.findByRole('status')).toHaveTextContent('绑定成功');
    // bound once, never changed: the input is gone
    await expect(canvas.getByLabelText('已绑定邀请码')).toHaveTextContent('100086');
    await expect(canvas.queryByRole('button', { name: '立即绑定' })).toBeNull();
  },
};

export const AlreadyBound: Story = {
  args: { boundCode: '520131' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('已绑定邀请码')).toHaveTextContent('520131');
    await expect(canvas.queryByLabelText('邀请码')).toBeNull();
  },
};

export const BindFailed: Story = {
  args: { onBind: fn(async () => Promise.reject(new Error('邀请码不存在'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('邀请码'), '999999');
    await userEvent.click(canvas.getByRole('button', { name: '立即绑定' }));
    await waitFor(() => expect(args.onBind).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.getByRole('button', { name: '立即绑定' })).toHaveAttribute('data-state', 'idle'));
    await expect(canvas.getByLabelText('邀请码')).toHaveValue('999999');
  },
};

/** On a phone the bind button goes under the code field. */
export const OnPhone: Story = { ...onScreen('phone') };
