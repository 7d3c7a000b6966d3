import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfileForm } from './ProfileForm';
import { onScreen } from '../../testing/viewports';

const meta = {
  title: 'Account/ProfileForm',
  component: ProfileForm,
  args: {
    profile: { username: 'peiyin_8842', nickname: '小林配音', phone: '13812345678' },
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('用户名')).toHaveTextContent('peiyin_8842');
    // the phone is shown read-only with its middle digits hidden
    await expect(canvas.getByLabelText('手机号')).toHaveTextContent('138****5678');
    await expect(canvas.getByLabelText(/用户昵称/)).toHaveValue('小林配音');
  },
};

export const NicknameRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/用户昵称/));
    await userEvent.click(canvas.getByRole('button', { name: '保存修改' }));
    await expect(await canvas.findByText('用户昵称不能为空')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AtMostThirtyCharacters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/用户昵称/);
    await userEvent.clear(input);
    await userEvent.type(input, '一二三四五六七八九十'.repeat(3) + '超出');
    await expect(input).toHaveValue('一二三四五六七八九十'.repeat(3));
    await expect(canvas.getByText('30/30')).toBeInTheDocument();
  },
};

export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/用户昵称/);
    await userEvent.clear(input);
    await userEvent.type(input, '  林间配音师 ');
    await userEvent.click(canvas.getByRole('button', { name: '保存修改' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ nickname: '林间配音师' });
    await expect(await canvas.findByRole('status')).toHaveTextContent('修改成功！');
  },
};

export const SaveFailed: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('昵称包含敏感词'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/用户昵称/), '2');
    await userEvent.click(canvas.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.getByRole('button', { name: '保存修改' })).toHaveAttribute('data-state', 'idle'));
    // the app toasts the failure; no success line appears and the input is kept
    await expect(canvas.queryByText('修改成功！')).toBeNull();
    await expect(canvas.getByLabelText(/用户昵称/)).toHaveValue('小林配音2');
  },
};

export const WithoutPhone: Story = {
  args: { profile: { username: 'wx_5f3a9c', nickname: null, phone: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('手机号')).toHaveTextContent('未绑定');
    await expect(canvas.getByLabelText(/用户昵称/)).toHaveValue('');
  },
};

/** On a phone each label sits above its field. */
export const OnPhone: Story = { ...onScreen('phone') };
