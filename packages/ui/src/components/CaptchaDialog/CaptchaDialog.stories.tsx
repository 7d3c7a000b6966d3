import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CaptchaDialog } from './CaptchaDialog';
import { captchaSvg } from '../../testing/fixtures/captcha';
import { onScreen } from '../../testing/viewports';
import { expectPhoneSheet } from '../../testing/phoneSheet';

const meta = {
  title: 'Account/CaptchaDialog',
  component: CaptchaDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    message: '请求过于频繁，请输入图形验证码',
    onLoadCaptcha: fn(async () => captchaSvg('a7Kx')),
    onConfirm: fn(async (_captcha: string): Promise<string | undefined> => undefined),
  },
} satisfies Meta<typeof CaptchaDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

// Dialogs render in a portal outside the story root.
const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '安全验证' });
    await expect(within(dialog).getByText('请求过于频繁，请输入图形验证码')).toBeInTheDocument();
    await expect(await within(dialog).findByRole('img', { name: '字符验证码' })).toHaveAttribute('src', expect.stringContaining('data:image/svg+xml'));
    await expect(args.onLoadCaptcha).toHaveBeenCalledTimes(1);
  },
};

export const EmptyCode: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '安全验证' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByText('请输入字符验证码')).toBeInTheDocument();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const AtMostSixCharacters: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '安全验证' });
    const input = within(dialog).getByLabelText('字符验证码');
    await userEvent.type(input, 'abcdefgh');
    await expect(input).toHaveValue('abcdef');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('abcdef');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

// Each load draws a different picture, so the refresh after a wrong code shows.
const reloadingCaptcha = fn(async () => (reloadingCaptcha.mock.calls.length > 1 ? captchaSvg('Qm3p', 160) : captchaSvg('a7Kx')));

export const WrongCode: Story = {
  args: {
    onLoadCaptcha: reloadingCaptcha,
    onConfirm: fn(async (_captcha: string): Promise<string | undefined> => '图形验证码错误'),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '安全验证' });
    const input = within(dialog).getByLabelText('字符验证码');
    await userEvent.type(input, 'zzzz');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByText('图形验证码错误')).toBeInTheDocument();
    // a captcha is single-use: the input is cleared and a new picture is loaded
    await expect(input).toHaveValue('');
    await waitFor(() => expect(args.onLoadCaptcha).toHaveBeenCalledTimes(2));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const ClickToRefresh: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '安全验证' });
    await within(dialog).findByRole('img', { name: '字符验证码' });
    await userEvent.click(within(dialog).getByRole('button', { name: '看不清？点击换一张' }));
    await waitFor(() => expect(args.onLoadCaptcha).toHaveBeenCalledTimes(2));
  },
};

export const PictureFailed: Story = {
  args: { message: undefined, onLoadCaptcha: fn(async () => Promise.reject(new Error('网络请求超时'))) },
  play: async ({ canvasElement }) => {
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '安全验证' });
    await expect(await within(dialog).findByText('点击重新加载')).toBeInTheDocument();
  },
};

export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    await expectPhoneSheet(canvasElement, /./);
  },
};
