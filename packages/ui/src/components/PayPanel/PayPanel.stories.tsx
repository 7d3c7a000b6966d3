import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { PayPanel, type PayPanelProps } from './PayPanel';
import { alipayQr, wechatQr } from '../../testing/fixtures/pay';

const gptProducts = [
  { id: 301, title: 'AI写作会员·月卡', name: 'AI写作会员', vipLevel: 1, days: 30, realPrice: 39, originPrice: 59, averagePrice: 1.3, promotion: '' },
  { id: 302, title: 'AI写作会员·年卡', name: 'AI写作会员', vipLevel: 1, days: 365, realPrice: 168, originPrice: 468, averagePrice: 0.46, promotion: '每天约0.5元' },
];

function Controlled(props: PayPanelProps) {
  const [selectedId, setSelectedId] = useState(props.selectedId);
  const [method, setMethod] = useState(props.pay.value);
  const product = gptProducts.find((p) => p.id === selectedId);
  const order = props.pay.order && product ? { ...props.pay.order, qrcode: method === 2 ? wechatQr : alipayQr, amount: product.realPrice } : props.pay.order;
  return (
    <PayPanel
      {...props}
      selectedId={selectedId}
      onSelect={(id) => {
        setSelectedId(id);
        props.onSelect(id);
      }}
      pay={{ ...props.pay, value: method, order, onValueChange: (next) => (setMethod(next), props.pay.onValueChange(next)) }}
    />
  );
}

const meta = {
  title: 'Membership/PayPanel',
  component: PayPanel,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'AI写作会员',
    status: { text: '您还不是AI写作会员', expired: false },
    features: ['每月100万tokens', '记忆功能', '不限次数', '专属客服'],
    products: gptProducts,
    selectedId: 301,
    onSelect: fn(),
    pay: { methods: [1, 2], value: 1, onValueChange: fn(), order: { state: 'pending' }, onRefresh: fn() },
    paid: null,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PayPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement, name = 'AI写作会员') => await within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

export const Waiting: Story = {
  play: async ({ canvasElement, args }) => {
    const element = await dialogOf(canvasElement);
    const dialog = within(element);
    // spec 02 §9: 375 px, layer 2000
    await expect(element.offsetWidth).toBe(375);
    await expect(getComputedStyle(element).zIndex).toBe('2000');
    await expect(dialog.getByRole('img', { name: '支付宝支付二维码' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: /AI写作会员·年卡/ }));
    await expect(dialog.getByLabelText('应付金额 168.00 元')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('tab', { name: /微信支付/ }));
    await expect(args.pay.onValueChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = {
  args: { products: null, status: null, pay: { methods: [1, 2], value: 1, onValueChange: fn(), order: { state: 'loading' }, onRefresh: fn() } },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('status', { name: '正在加载套餐' })).toBeInTheDocument();
  },
};

export const Expired: Story = {
  args: { title: '语音识别会员', features: ['每月500分钟识别时长', '支持音视频与分享链接'], pay: { methods: [1, 2], value: 2, onValueChange: fn(), order: { state: 'expired' }, onRefresh: fn() }, products: gptProducts.map((p) => ({ ...p, title: p.title.replace('AI写作', '语音识别'), promotion: '' })) },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement, '语音识别会员'));
    await userEvent.click(dialog.getByRole('button', { name: /二维码已过期，点击刷新/ }));
    await expect(args.pay.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Paid: Story = {
  args: { paid: { subtitle: '已开通AI写作会员·月卡，AI写作会员有效期至 2026-02-04 17:00' }, status: { text: 'AI写作会员，有效期至 2026-02-04', expired: false } },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('heading', { name: '支付成功' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { pay: { methods: [1, 2], value: 1, onValueChange: fn(), order: { state: 'error', message: '网络请求超时' }, onRefresh: fn() } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: /网络请求超时/ }));
    await expect(args.pay.onRefresh).toHaveBeenCalled();
  },
};
