import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryStorage } from '../../forms/memoryStorage';
import { smsStorageKey } from '../../forms/smsCountdown';
import { captchaSvg } from '../../testing/fixtures/captcha';
import { LoginDialog, loginFlavours, loginTabs } from './LoginDialog';
import { wxSandboxUrl } from './fixtures';
import { onScreen } from '../../testing/viewports';
import { expectPhoneSheet } from '../../testing/phoneSheet';

// A frozen clock keeps countdown labels still, so screenshots match on every run.
const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);

const meta = {
  title: 'Account/LoginDialog',
  component: LoginDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    flavour: 'brand',
    userAgreementHref: '/agreement/user',
    privacyHref: '/agreement/privacy',
    onLoginByPwd: fn(async () => undefined),
    onLoginBySms: fn(async () => undefined),
    onRequestSmsCode: fn(async () => ({ status: 200, statusText: 'OK' })),
    onLoadCaptcha: fn(async () => captchaSvg('a7Kx')),
    smsClock: () => T0,
  },
  argTypes: {
    flavour: { control: 'inline-radio', options: loginFlavours },
    defaultTab: { control: 'inline-radio', options: loginTabs },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

// The dialog renders in a portal outside the story root.
const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const openDialog = async (canvasElement: HTMLElement) => within(await screen(canvasElement).findByRole('dialog', { name: '登录' }));

export const PasswordTab: Story = {
  args: { smsStorage: createMemoryStorage() },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tab', { name: '手机号登录' })).toBeInTheDocument();
    // the brand flavour has no WeChat tab (spec 01 §2)
    await expect(dialog.queryByRole('tab', { name: '微信登录' })).toBeNull();
    for (const feature of ['智能语音合成', '海量AI主播', '文案提取', '视频提取', '多平台']) {
      await expect(dialog.getByText(feature)).toBeInTheDocument();
    }
    await expect(dialog.getByRole('link', { name: '《用户协议》' })).toHaveAttribute('href', '/agreement/user');
    await expect(dialog.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/agreement/privacy');
  },
};

export const ClosesOnMaskOrIcon: Story = {
  args: { smsStorage: createMemoryStorage() },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    // spec 01 §2: the modal closes on the close icon and on a mask click
    await userEvent.click(dialog.getByRole('button', { name: '关闭' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await userEvent.click(canvasElement.ownerDocument.querySelector('[data-dialog-mask]') as HTMLElement);
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const PasswordRequired: Story = {
  args: { smsStorage: createMemoryStorage() },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '登录' }));
    await expect(await dialog.findByText('用户名/手机号不能为空')).toBeInTheDocument();
    await expect(dialog.getByText('密码不能为空')).toBeInTheDocument();
    await expect(args.onLoginByPwd).not.toHaveBeenCalled();
  },
};

export const PasswordLogin: Story = {
  args: { smsStorage: createMemoryStorage() },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText('用户名/手机号'), '13812345678');
    await userEvent.type(dialog.getByLabelText('密码'), 'abc_123');
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoginByPwd).toHaveBeenCalledWith({ username: '13812345678', password: 'abc_123' });
    // logged in: the dialog asks to close
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const PasswordLoginRefused: Story = {
  args: { smsStorage: createMemoryStorage(), onLoginByPwd: fn(async () => Promise.reject(new Error('用户名或密码错误'))) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText('用户名/手机号'), 'ada');
    await userEvent.type(dialog.getByLabelText('密码'), 'wrong-one');
    await userEvent.click(dialog.getByRole('button', { name: '登录' }));
    await expect(args.onLoginByPwd).toHaveBeenCalledTimes(1);
    // the app's client toasts the failure; the dialog stays open with what was typed
    await waitFor(() => expect(dialog.getByRole('button', { name: '登录' })).toHaveAttribute('data-state', 'idle'));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog.getByLabelText('用户名/手机号')).toHaveValue('ada');
  },
};

export const SwitchToRegister: Story = {
  args: { smsStorage: createMemoryStorage() },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '手机号验证码注册' }));
    await expect(dialog.getByRole('tab', { name: '手机号登录' })).toHaveAttribute('aria-selected', 'true');
    await expect(await dialog.findByLabelText('邀请码')).toBeInTheDocument();
  },
};

export const PhoneTab: Story = {
  args: { defaultTab: 'phone', smsStorage: createMemoryStorage() },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('tab', { name: '手机号登录' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByPlaceholderText('请输入6位短信验证码')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  },
};

export const PhoneValidation: Story = {
  args: { smsStorage: createMemoryStorage() },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('tab', { name: '手机号登录' }));
    await userEvent.click(await dialog.findByRole('button', { name: '获取验证码' }));
    await expect(await dialog.findByText('请输入手机号码')).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: '登录 / 注册' }));
    await expect(await dialog.findByText('手机号不能为空')).toBeInTheDocument();
    await expect(dialog.getByText('短信验证码不能为空')).toBeInTheDocument();

    await userEvent.type(dialog.getByLabelText('手机号'), '12345678901');
    await userEvent.type(dialog.getByLabelText('短信验证码'), '12');
    await userEvent.click(dialog.getByRole('button', { name: '登录 / 注册' }));
    await expect(await dialog.findByText('手机号格式不正确')).toBeInTheDocument();
    await expect(dialog.getByText('短信验证码格式错误')).toBeInTheDocument();
    await expect(args.onLoginBySms).not.toHaveBeenCalled();
    await expect(args.onRequestSmsCode).not.toHaveBeenCalled();
  },
};

export const PhoneRegister: Story = {
  args: { defaultTab: 'phone', smsStorage: createMemoryStorage() },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText('手机号'), '13812345678');
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    await expect(args.onRequestSmsCode).toHaveBeenCalledWith('13812345678');
    await expect(await dialog.findByRole('button', { name: '120s 后重新获取' })).toBeDisabled();
    // the code input takes focus once the code is sent
    await expect(dialog.getByLabelText('短信验证码')).toHaveFocus();
    await userEvent.keyboard('2468');
    await userEvent.type(dialog.getByLabelText('邀请码'), '100086');
    await userEvent.click(dialog.getByRole('button', { name: '登录 / 注册' }));
    await expect(args.onLoginBySms).toHaveBeenCalledWith({ phone: '13812345678', code: '2468', inviterCode: '100086' });
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const InvitedByLink: Story = {
  args: { defaultTab: 'phone', inviterCode: '100086', smsStorage: createMemoryStorage() },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    // a visitor who came by a friend's invitation link registers with the friend's code already filled in
    await expect(dialog.getByRole('tab', { name: '手机号登录' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByLabelText('邀请码')).toHaveValue('100086');
  },
};

export const PhoneCountdownResumed: Story = {
  args: {
    defaultTab: 'phone',
    // a code was requested 75 s before the dialog was reopened
    smsStorage: createMemoryStorage({ [smsStorageKey('login')]: JSON.stringify({ sentAt: T0 - 75_000, seconds: 120 }) }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await dialog.findByRole('button', { name: '45s 后重新获取' })).toBeDisabled();
  },
};

export const PhoneNeedsCaptcha: Story = {
  args: {
    defaultTab: 'phone',
    smsStorage: createMemoryStorage(),
    onRequestSmsCode: fn(async (_phone: string, captcha?: string) =>
      captcha ? { status: 200, statusText: 'OK', interval: 60 } : { status: 203, statusText: '操作过于频繁，请完成安全验证' },
    ),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText('手机号'), '13912345678');
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    const captcha = within(await screen(canvasElement).findByRole('dialog', { name: '安全验证' }));
    await expect(captcha.getByText('操作过于频繁，请完成安全验证')).toBeInTheDocument();
    await expect(args.onLoadCaptcha).toHaveBeenCalledWith('13912345678');
    await expect(await captcha.findByRole('img', { name: '字符验证码' })).toBeInTheDocument();
  },
};

/** 确定 in the captcha dialog sends the captcha and nothing else (issue 27: it also submitted the login form behind
 * it, spending one of the code's five tries on a 400 and showing two errors at once). */
export const CaptchaConfirmDoesNotLogIn: Story = {
  args: {
    defaultTab: 'phone',
    smsStorage: createMemoryStorage(),
    onRequestSmsCode: fn(async (_phone: string, captcha?: string) =>
      captcha ? { status: 200, statusText: 'OK', interval: 60 } : { status: 203, statusText: '操作过于频繁，请完成安全验证' },
    ),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText('手机号'), '13912345678');
    // an old code still in its box
    await userEvent.type(dialog.getByLabelText('短信验证码'), '123456');
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    const captcha = within(await screen(canvasElement).findByRole('dialog', { name: '安全验证' }));
    await captcha.findByRole('img', { name: '字符验证码' });
    await userEvent.type(captcha.getByLabelText('字符验证码'), 'a7Kx');
    await userEvent.click(captcha.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onRequestSmsCode).toHaveBeenLastCalledWith('13912345678', 'a7Kx'));
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog', { name: '安全验证' })).toBeNull());
    await expect(args.onLoginBySms).not.toHaveBeenCalled();
    // the countdown started, the login dialog is still open with no error
    await expect(await dialog.findByRole('button', { name: /s 后重新获取$/ })).toBeDisabled();
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

export const WechatFlavour: Story = {
  args: {
    flavour: 'wechat',
    defaultTab: 'wechat',
    wxLoginUrl: wxSandboxUrl(),
    smsStorage: createMemoryStorage(),
    onLoginByWx: fn(async () => ({ status: 200, statusText: 'OK' })),
    onBindWx: fn(async () => ({ status: 200, statusText: 'OK' })),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('tab', { name: '微信登录' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByTitle('微信扫码登录')).toBeInTheDocument();
    await expect(dialog.getByText('请使用微信扫一扫登录')).toBeInTheDocument();
  },
};

// What the QR page does when scanned: post `wxAuthSuccess` to the window embedding it.
function scanQr(canvasElement: HTMLElement, data: unknown) {
  const frame = canvasElement.ownerDocument.querySelector<HTMLIFrameElement>('iframe[title="微信扫码登录"]');
  if (!frame?.contentWindow) throw new Error('QR frame missing');
  const view = canvasElement.ownerDocument.defaultView!;
  view.dispatchEvent(new MessageEvent('message', { data, source: frame.contentWindow }));
  return frame;
}

export const WechatScanned: Story = {
  args: { ...WechatFlavour.args },
  play: async ({ canvasElement, args }) => {
    await openDialog(canvasElement);
    // a message from anywhere but the QR frame is ignored
    canvasElement.ownerDocument.defaultView!.postMessage({ type: 'wxAuthSuccess', query: { code: 'forged' } }, '*');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(args.onLoginByWx).not.toHaveBeenCalled();

    scanQr(canvasElement, { type: 'wxAuthSuccess', query: { code: 'wx-code-1', state: 'login' } });
    await waitFor(() => expect(args.onLoginByWx).toHaveBeenCalledWith({ code: 'wx-code-1', state: 'login' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const WechatVerifying: Story = {
  args: { ...WechatFlavour.args, onLoginByWx: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    scanQr(canvasElement, { type: 'wxAuthSuccess', query: { code: 'wx-code-5', state: 'login' } });
    await expect(await dialog.findByText('正在登录…')).toBeInTheDocument();
    // a second scan message while the first is being checked is not sent again
    scanQr(canvasElement, { type: 'wxAuthSuccess', query: { code: 'wx-code-5', state: 'login' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(args.onLoginByWx).toHaveBeenCalledTimes(1);
  },
};

export const WechatLoginFailed: Story = {
  args: { ...WechatFlavour.args, onLoginByWx: fn(async () => ({ status: 500, statusText: '二维码已过期，请刷新后重试' })) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    scanQr(canvasElement, { type: 'wxAuthSuccess', query: 'code=wx-code-2&state=login' });
    await expect(await dialog.findByText('二维码已过期，请刷新后重试')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: '刷新二维码' })).toBeInTheDocument();
  },
};

export const WechatCallFailedReloadsQr: Story = {
  args: { ...WechatFlavour.args, onLoginByWx: fn(async () => Promise.reject(new Error('网络请求超时'))) },
  play: async ({ canvasElement, args }) => {
    await openDialog(canvasElement);
    const before = scanQr(canvasElement, { type: 'wxAuthSuccess', query: { code: 'wx-code-3' } });
    await waitFor(() => expect(args.onLoginByWx).toHaveBeenCalledTimes(1));
    // spec 01 §4: on call failure the QR frame reloads (a new frame element replaces the old one)
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('iframe[title="微信扫码登录"]')).not.toBe(before));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const WechatFirstLoginBinds: Story = {
  args: {
    ...WechatFlavour.args,
    onLoginByWx: fn(async () => ({ status: 202, statusText: '首次登录', openid: 'openid-42' })),
    onRequestBindSmsCode: fn(async () => ({ status: 200, statusText: 'OK' })),
  },
  play: async ({ canvasElement, args }) => {
    await openDialog(canvasElement);
    scanQr(canvasElement, { type: 'wxAuthSuccess', query: { code: 'wx-code-4' } });
    const bind = within(await screen(canvasElement).findByRole('dialog', { name: '绑定手机号' }));
    await userEvent.type(bind.getByLabelText('手机号'), '13712345678');
    await userEvent.click(bind.getByRole('button', { name: '获取验证码' }));
    await expect(args.onRequestBindSmsCode).toHaveBeenCalledWith('13712345678');
    // the bind dialog counts 90 s (spec 01 §4)
    await expect(await bind.findByRole('button', { name: '90s 后重新获取' })).toBeDisabled();
    await userEvent.type(bind.getByLabelText('短信验证码'), '135790');
    await userEvent.click(bind.getByRole('button', { name: '绑定并登录' }));
    await expect(args.onBindWx).toHaveBeenCalledWith({ openid: 'openid-42', phone: '13712345678', code: '135790' });
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const OnPhone: Story = {
  ...onScreen('phone'),
  args: { smsStorage: createMemoryStorage() },
  play: async ({ canvasElement }) => {
    await expectPhoneSheet(canvasElement, '登录');
  },
};
