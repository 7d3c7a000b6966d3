import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { PaymentsTicker, PaySuccess, PayTabs, type PayOrderView, type PayTabsProps } from './PayTabs';
import { alipayQr, wechatQr } from '../../testing/fixtures/pay';
import { onScreen } from '../../testing/viewports';

// As the app uses it: the tab switches, each tab keeps its own order.
type StoryArgs = PayTabsProps & { orders?: Record<number, PayOrderView> };

function Controlled(props: StoryArgs) {
  const [method, setMethod] = useState(props.value);
  const order = props.orders?.[method] ?? props.order;
  return (
    <div style={{ width: 280, padding: 16, background: '#fff' }}>
      <PayTabs
        {...props}
        value={method}
        order={order}
        onValueChange={(next) => {
          setMethod(next);
          props.onValueChange(next);
        }}
      />
    </div>
  );
}

const pending = (qrcode: string, amount = 29.9): PayOrderView => ({ state: 'pending', qrcode, amount });

const meta = {
  title: 'Membership/PayTabs',
  component: PayTabs,
  tags: ['autodocs'],
  args: { methods: [1, 2], value: 1, onValueChange: fn(), onRefresh: fn(), onPayOnPhone: fn(), order: pending(alipayQr), sandbox: false },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { order: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: '正在生成二维码' })).toBeInTheDocument();
    await expect(canvas.getByTestId('pay-qr')).toHaveAttribute('data-state', 'loading');
  },
};

export const Waiting: Story = {
  args: { orders: { 1: pending(alipayQr), 2: pending(wechatQr) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // spec 01 §4: Alipay is the default tab
    await expect(canvas.getByRole('tab', { name: /支付宝/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('img', { name: '支付宝支付二维码' })).toHaveAttribute('src', alipayQr);
    await expect(canvas.getByLabelText('应付金额 29.90 元')).toBeInTheDocument();
    await expect(canvas.getByText('请使用支付宝扫码支付')).toBeInTheDocument();
    // each tab has its own QR
    await userEvent.click(canvas.getByRole('tab', { name: /微信支付/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('img', { name: '微信支付支付二维码' })).toHaveAttribute('src', wechatQr);
    // arrows move between the tabs
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
  },
};

export const Expired: Story = {
  args: { order: { state: 'expired', qrcode: alipayQr, amount: 29.9 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // spec 01 §4: the mask says so, and a click makes a new order
    await userEvent.click(canvas.getByRole('button', { name: /二维码已过期，点击刷新/ }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Paid: Story = {
  args: { order: { state: 'paid', qrcode: wechatQr, amount: 49 }, value: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('pay-qr')).toHaveAttribute('data-state', 'paid');
    await expect(canvas.getAllByText(/已支付|支付成功/).length).toBeGreaterThan(0);
  },
};

export const Failed: Story = {
  args: { order: { state: 'error', message: '支付宝系统繁忙，请稍后重试' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /支付宝系统繁忙，请稍后重试/ }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Sandbox: Story = {
  args: { sandbox: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('沙箱支付，不产生真实扣款');
  },
};

export const NothingSelected: Story = {
  args: { order: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('请选择套餐')).toBeInTheDocument();
  },
};

export const PaymentOff: Story = {
  args: { methods: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('在线支付暂未开通')).toBeInTheDocument();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

export const OnAPhone: Story = {
  args: { device: 'phone', sandbox: true, order: { state: 'pending', amount: 199 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // issue 19: a phone cannot scan its own screen: it opens the wallet instead
    await expect(canvas.queryByRole('img', { name: /二维码/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '打开支付宝' }));
    await expect(args.onPayOnPhone).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('tab', { name: /微信支付/ }));
    await userEvent.click(canvas.getByRole('button', { name: '打开微信支付' }));
    await expect(args.onPayOnPhone).toHaveBeenLastCalledWith(2);
  },
};

// The ticker rotates quickly here; once the play function has seen it come round, it is held still for the picture.
function TickerStory() {
  const [intervalMs, setIntervalMs] = useState(300);
  return (
    <div style={{ width: 280 }}>
      <PaymentsTicker payments={['138****8000 5分钟前开通了超级会员·年卡', '159****2266 1小时前开通了高级会员·月卡']} intervalMs={intervalMs} />
      <button type="button" style={{ position: 'absolute', left: -9999 }} onClick={() => setIntervalMs(3_600_000)}>
        hold
      </button>
    </div>
  );
}

export const Ticker: StoryObj<typeof PaymentsTicker> = {
  render: () => <TickerStory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('138****8000 5分钟前开通了超级会员·年卡')).toBeInTheDocument();
    // rotates to the next payment, and round again
    await expect(await canvas.findByText('159****2266 1小时前开通了高级会员·月卡', {}, { timeout: 2000 })).toBeInTheDocument();
    await expect(await canvas.findByText('138****8000 5分钟前开通了超级会员·年卡', {}, { timeout: 2000 })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'hold' }));
  },
};

export const Success: StoryObj<typeof PaySuccess> = {
  render: () => (
    <div style={{ width: 320, background: '#fff' }}>
      <PaySuccess subtitle="已开通高级会员·月卡，高级会员有效期至 2026-02-04 17:00" onDone={fn()} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '支付成功' })).toBeInTheDocument();
    await expect(canvas.getByText('已开通高级会员·月卡，高级会员有效期至 2026-02-04 17:00')).toBeInTheDocument();
  },
};

/** The phone flow on the phone's own screen (390 px), as the membership dialog shows it there. */
export const OnPhoneScreen: Story = {
  ...onScreen('phone'),
  args: { device: 'phone', sandbox: true, order: { state: 'pending', amount: 199 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
