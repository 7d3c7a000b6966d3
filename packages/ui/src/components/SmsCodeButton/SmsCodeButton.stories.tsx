import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { Field, Input } from '../../primitives/Input';
import { createMemoryStorage } from '../../forms/memoryStorage';
import { smsStorageKey } from '../../forms/smsCountdown';
import { captchaSvg } from '../../testing/fixtures/captcha';
import { SmsCodeButton, type SmsCodeButtonProps } from './SmsCodeButton';

// A frozen clock keeps the countdown label still, so the screenshot is the same on every run.
const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);
const frozen = () => T0;

// The button as it sits in a phone-login form: the phone field shows what the button reports.
function InForm(props: SmsCodeButtonProps) {
  const [phone, setPhone] = useState(props.phone);
  const [error, setError] = useState<string>();
  return (
    <div style={{ width: 360, display: 'grid', gap: 16 }}>
      <Field error={error}>
        <Input size="lg" aria-label="手机号" placeholder="请输入手机号" value={phone} onChange={(event) => setPhone(event.target.value)} />
      </Field>
      <Field>
        <Input
          size="lg"
          aria-label="短信验证码"
          placeholder="请输入6位短信验证码"
          suffix={
            <SmsCodeButton
              {...props}
              phone={phone}
              onPhoneError={(message) => {
                setError(message);
                props.onPhoneError?.(message);
              }}
            />
          }
        />
      </Field>
    </div>
  );
}

const meta = {
  title: 'Account/SmsCodeButton',
  component: SmsCodeButton,
  render: (args) => <InForm {...args} />,
  args: {
    phone: '',
    now: frozen,
    onRequestSmsCode: fn(async () => ({ status: 200, statusText: 'OK' })),
    onLoadCaptcha: fn(async () => captchaSvg('a7Kx')),
    onPhoneError: fn(),
    onSent: fn(),
  },
} satisfies Meta<typeof SmsCodeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { storage: createMemoryStorage() },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '获取验证码' });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('data-sms-state', 'idle');
  },
};

export const EmptyPhone: Story = {
  args: { storage: createMemoryStorage() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    // spec 01 §5: requesting a code with an empty phone
    await expect(await canvas.findByText('请输入手机号码')).toBeVisible();
    await expect(args.onRequestSmsCode).not.toHaveBeenCalled();
  },
};

export const Counting: Story = {
  args: { phone: '13812345678', storage: createMemoryStorage() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onRequestSmsCode).toHaveBeenCalledWith('13812345678');
    // no interval from the server: the 120 s default (spec 01 §9)
    const button = await canvas.findByRole('button', { name: '120s 后重新获取' });
    await expect(button).toBeDisabled();
    await expect(args.onSent).toHaveBeenCalledTimes(1);
  },
};

export const ServerInterval: Story = {
  args: {
    phone: '13812345678',
    storage: createMemoryStorage(),
    onRequestSmsCode: fn(async () => ({ status: 200, statusText: 'OK', interval: 60 })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByRole('button', { name: '60s 后重新获取' })).toBeDisabled();
  },
};

export const FallbackInterval: Story = {
  args: {
    phone: '13812345678',
    storage: createMemoryStorage(),
    onRequestSmsCode: fn(async () => ({ status: 200, statusText: 'OK', interval: 0 })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    // an unusable interval falls back to 90 s (spec 01 §4)
    await expect(await canvas.findByRole('button', { name: '90s 后重新获取' })).toBeDisabled();
  },
};

export const ResumedAfterReopen: Story = {
  args: {
    phone: '13812345678',
    // a code was sent 30 s before this form opened
    storage: createMemoryStorage({ [smsStorageKey('login')]: JSON.stringify({ sentAt: T0 - 30_000, seconds: 120 }) }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '90s 后重新获取' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onRequestSmsCode).not.toHaveBeenCalled();
  },
};

export const RefusedAndThrottled: Story = {
  args: {
    phone: '13812345678',
    storage: createMemoryStorage(),
    onRequestSmsCode: fn(async () => ({ status: 429, statusText: '发送过于频繁，请稍后再试' })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '获取验证码' });
    await userEvent.click(button);
    await expect(await canvas.findByText('发送过于频繁，请稍后再试')).toBeVisible();
    // a second click within 1 s is ignored (spec 01 §5)
    await userEvent.click(button);
    await expect(args.onRequestSmsCode).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('data-sms-state', 'idle');
  },
};

export const NeedsCaptcha: Story = {
  args: {
    phone: '13812345678',
    storage: createMemoryStorage(),
    onRequestSmsCode: fn(async (_phone: string, captcha?: string) =>
      captcha ? { status: 200, statusText: 'OK', interval: 60 } : { status: 202, statusText: '请求过于频繁，请输入图形验证码' },
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    const dialog = await body.findByRole('dialog', { name: '安全验证' });
    // the dialog fades in: wait until a person could read the server's reason
    await waitFor(() => expect(within(dialog).getByText('请求过于频繁，请输入图形验证码')).toBeVisible());
    await expect(args.onLoadCaptcha).toHaveBeenCalledWith('13812345678');
    await userEvent.type(within(dialog).getByLabelText('字符验证码'), 'a7Kx');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onRequestSmsCode).toHaveBeenLastCalledWith('13812345678', 'a7Kx');
    await waitFor(() => expect(body.queryByRole('dialog', { name: '安全验证' })).toBeNull());
    await expect(await canvas.findByRole('button', { name: '60s 后重新获取' })).toBeDisabled();
  },
};
