import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryStorage } from '../../forms/memoryStorage';
import { captchaSvg } from '../../testing/fixtures/captcha';
import { WechatBindDialog } from './WechatBindDialog';
import { onScreen } from '../../testing/viewports';
import { expectPhoneSheet } from '../../testing/phoneSheet';

// A frozen clock keeps the countdown label still for the screenshot.
const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);

const meta = {
  title: 'Account/WechatBindDialog',
  component: WechatBindDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    openid: 'openid-42',
    onBindWx: fn(async () => ({ status: 200, statusText: 'OK' })),
    onRequestSmsCode: fn(async () => ({ status: 200, statusText: 'OK' })),
    onLoadCaptcha: fn(async () => captchaSvg('b3Rt')),
    onBound: fn(),
    smsClock: () => T0,
  },
} satisfies Meta<typeof WechatBindDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '绑定手机号' }));

export const Default: Story = {
  args: { smsStorage: createMemoryStorage() },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByText('首次使用微信登录，请绑定您的手机号')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  },
};

export const EmptyPhone: Story = {
  args: { smsStorage: createMemoryStorage() },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    // the bind dialog words the empty phone as 手机号不能为空 (spec 01 §5)
    await expect(await dialog.findByText('手机号不能为空')).toBeInTheDocument();
    await expect(args.onRequestSmsCode).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: '绑定并登录' }));
    await expect(await dialog.findByText('短信验证码不能为空')).toBeInTheDocument();
    await expect(args.onBindWx).not.toHaveBeenCalled();
  },
};

export const CountingNinetySeconds: Story = {
  args: { smsStorage: createMemoryStorage() },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText('手机号'), '13712345678');
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    await expect(args.onRequestSmsCode).toHaveBeenCalledWith('13712345678');
    await expect(await dialog.findByRole('button', { name: '90s 后重新获取' })).toBeDisabled();
  },
};

export const BindRefused: Story = {
  args: { smsStorage: createMemoryStorage(), onBindWx: fn(async () => ({ status: 500, statusText: '该手机号已绑定其他微信' })) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText('手机号'), '13712345678');
    await userEvent.type(dialog.getByLabelText('短信验证码'), '135790');
    await userEvent.click(dialog.getByRole('button', { name: '绑定并登录' }));
    await expect(await dialog.findByText('该手机号已绑定其他微信')).toBeInTheDocument();
    await expect(args.onBound).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Bound: Story = {
  args: { smsStorage: createMemoryStorage() },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText('手机号'), '13712345678');
    await userEvent.type(dialog.getByLabelText('短信验证码'), '1357');
    await userEvent.click(dialog.getByRole('button', { name: '绑定并登录' }));
    await expect(args.onBindWx).toHaveBeenCalledWith({ openid: 'openid-42', phone: '13712345678', code: '1357' });
    await waitFor(() => expect(args.onBound).toHaveBeenCalledTimes(1));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const OnPhone: Story = {
  ...onScreen('phone'),
  args: { smsStorage: createMemoryStorage() },
  play: async ({ canvasElement }) => {
    await expectPhoneSheet(canvasElement, '绑定手机号');
  },
};
