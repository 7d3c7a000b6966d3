import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordForm, passwordFormVariants } from './PasswordForm';
import { onScreen } from '../../testing/viewports';

const meta = {
  title: 'Account/PasswordForm',
  component: PasswordForm,
  args: { variant: 'update', onSubmit: fn(async () => undefined) },
  argTypes: { variant: { control: 'inline-radio', options: passwordFormVariants } },
} satisfies Meta<typeof PasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Update: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '修改密码' })).toBeInTheDocument();
    await expect(canvas.getByLabelText(/旧密码/)).toBeInTheDocument();
    await expect(canvas.getByLabelText(/新密码/)).toHaveAttribute('maxlength', '30');
  },
};

export const Set: Story = {
  args: { variant: 'set' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '设置密码' })).toBeInTheDocument();
    // an account without a password has nothing old to confirm (spec 02 §5)
    await expect(canvas.queryByLabelText(/旧密码/)).toBeNull();
  },
};

export const AllRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '确认修改' }));
    await expect(await canvas.findByText('旧密码不能为空')).toBeInTheDocument();
    await expect(canvas.getByText('新密码不能为空')).toBeInTheDocument();
    await expect(canvas.getByText('确认密码不能为空')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FormatAndMismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/旧密码/), 'old_pass1');
    await userEvent.type(canvas.getByLabelText(/新密码/), 'abc#12');
    await userEvent.type(canvas.getByLabelText(/确认密码/), 'abc#13');
    await userEvent.click(canvas.getByRole('button', { name: '确认修改' }));
    await expect(await canvas.findByText('密码格式错误')).toBeInTheDocument();
    await expect(canvas.getByText('两次输入密码不相同')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Updated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/旧密码/), 'old_pass1');
    await userEvent.type(canvas.getByLabelText(/新密码/), 'New@pass_2');
    await userEvent.type(canvas.getByLabelText(/确认密码/), 'New@pass_2');
    await userEvent.click(canvas.getByRole('button', { name: '确认修改' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ oldPassword: 'old_pass1', newPassword: 'New@pass_2' });
    await expect(await canvas.findByRole('status')).toHaveTextContent('密码修改成功');
  },
};

export const SetDone: Story = {
  args: { variant: 'set' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/新密码/), 'abc123');
    await userEvent.type(canvas.getByLabelText(/确认密码/), 'abc123');
    await userEvent.click(canvas.getByRole('button', { name: '设置密码' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ newPassword: 'abc123' });
    await expect(await canvas.findByRole('status')).toHaveTextContent('密码设置成功');
  },
};

/** On a phone each label sits above its field. */
export const OnPhone: Story = { ...onScreen('phone') };
