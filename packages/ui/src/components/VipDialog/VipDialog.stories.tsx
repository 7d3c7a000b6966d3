import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { VipDialog, type VipDialogProps } from './VipDialog';
import { privileges, recentPayments, ttsProducts } from './fixtures';
import { alipayQr, wechatQr } from '../../testing/fixtures/pay';
import { onScreen } from '../../testing/viewports';
import { expectPhoneSheet } from '../../testing/phoneSheet';

// As the app uses it: the dialog closes, products and tabs change (each tab showing its own order).
function Controlled(props: VipDialogProps) {
  const [open, setOpen] = useState(props.open);
  const [selectedId, setSelectedId] = useState(props.selectedId);
  const [method, setMethod] = useState(props.pay.value);
  const product = ttsProducts.find((p) => p.id === selectedId);
  const order = props.pay.order && product && props.pay.order.state !== 'loading' ? { ...props.pay.order, qrcode: method === 2 ? wechatQr : alipayQr, amount: product.realPrice } : props.pay.order;
  return (
    <VipDialog
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange(next);
      }}
      selectedId={selectedId}
      onSelect={(id) => {
        setSelectedId(id);
        props.onSelect(id);
      }}
      pay={{
        ...props.pay,
        value: method,
        order,
        onValueChange: (next) => {
          setMethod(next);
          props.pay.onValueChange(next);
        },
      }}
    />
  );
}

const meta = {
  title: 'Membership/VipDialog',
  component: VipDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    status: { vipLevel: 0, vipName: '', endTime: null, expired: false, newUser: true },
    trialDays: 3,
    onTakeTrial: fn(),
    products: ttsProducts,
    selectedId: 101,
    onSelect: fn(),
    pay: { methods: [1, 2], value: 1, onValueChange: fn(), order: { state: 'pending', qrcode: alipayQr, amount: 29.9 }, onRefresh: fn(), sandbox: true },
    payments: recentPayments,
    privileges,
    paid: null,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof VipDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialogOf = async (canvasElement: HTMLElement) => within(await screen(canvasElement).findByRole('dialog', { name: '开通会员' }));

export const Waiting: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    // spec 01 §4: the first product is selected, Alipay is the tab, its QR and amount show
    await expect(dialog.getByRole('radio', { name: /高级会员·月卡/ })).toHaveAttribute('aria-checked', 'true');
    await expect(dialog.getByRole('img', { name: '支付宝支付二维码' })).toBeInTheDocument();
    await expect(dialog.getByLabelText('应付金额 29.90 元')).toBeInTheDocument();
    await expect(dialog.getByText('沙箱支付，不产生真实扣款')).toBeInTheDocument();
    await expect(dialog.getByTestId('payments-ticker')).toHaveTextContent('138****8000');
    // choosing another product and the other tab
    await userEvent.click(dialog.getByRole('radio', { name: /超级会员·年卡/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(112);
    await expect(dialog.getByLabelText('应付金额 299.00 元')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('tab', { name: /微信支付/ }));
    await expect(args.pay.onValueChange).toHaveBeenCalledWith(2);
    await expect(dialog.getByRole('img', { name: '微信支付支付二维码' })).toBeInTheDocument();
    // the level of the chosen product is highlighted among the privileges
    await expect(dialog.getByRole('heading', { name: '超级会员权益' }).parentElement).toHaveAttribute('data-active', 'true');
  },
};

export const Loading: Story = {
  args: { products: null, status: null, selectedId: null, pay: { methods: [1, 2], value: 1, onValueChange: fn(), order: { state: 'loading' }, onRefresh: fn() } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('status', { name: '正在加载套餐' })).toBeInTheDocument();
    await expect(dialog.getByText('请选择套餐', { selector: 'span' })).toBeInTheDocument();
  },
};

export const Expired: Story = {
  args: { pay: { methods: [1, 2], value: 1, onValueChange: fn(), order: { state: 'expired', qrcode: alipayQr, amount: 29.9 }, onRefresh: fn() } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: /二维码已过期，点击刷新/ }));
    await expect(args.pay.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Failed: Story = {
  args: { pay: { methods: [1, 2], value: 1, onValueChange: fn(), order: { state: 'error', message: '支付宝系统繁忙，请稍后重试' }, onRefresh: fn() } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: /点击重试/ }));
    await expect(args.pay.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Paid: Story = {
  args: { paid: { subtitle: '已开通高级会员·月卡，高级会员有效期至 2026-02-04 17:00' }, status: { vipLevel: 2, vipName: '高级会员', endTime: Date.UTC(2026, 1, 4, 9), expired: false, newUser: false } },
  play: async ({ canvasElement, args }) => {
    // opened as a member here: the dialog is 续费会员 (one bought from 开通会员 keeps that title through its success view)
    const dialog = within(await screen(canvasElement).findByRole('dialog', { name: '续费会员' }));
    await expect(dialog.getByRole('heading', { name: '支付成功' })).toBeInTheDocument();
    await expect(dialog.getByText('已开通高级会员·月卡，高级会员有效期至 2026-02-04 17:00')).toBeInTheDocument();
    await expect(dialog.getByTestId('member-status')).toHaveTextContent('高级会员，有效期至 2026-02-04');
    await expect(dialog.getByRole('button', { name: '完成' })).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const DoneClosesTheDialog: Story = {
  args: { paid: { subtitle: '已开通高级会员·月卡，高级会员有效期至 2026-02-04 17:00' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '完成' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
  },
};

export const NothingSelected: Story = {
  args: { selectedId: null },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    // spec 01 §5: buying with no product selected says 请选择套餐
    await expect(dialog.getAllByText('请选择套餐').length).toBeGreaterThan(0);
    await expect(dialog.queryByRole('img', { name: /二维码/ })).toBeNull();
  },
};

export const NewUserTrial: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(/新人专享：免费体验高级会员 3 天/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '立即领取' }));
    await expect(args.onTakeTrial).toHaveBeenCalledTimes(1);
  },
};

export const ExpiredMembership: Story = {
  args: { status: { vipLevel: 0, vipName: '超级会员', endTime: Date.UTC(2025, 11, 1, 9), expired: true, newUser: false }, selectedId: 111 },
  play: async ({ canvasElement }) => {
    const dialog = within(await screen(canvasElement).findByRole('dialog', { name: '续费会员' }));
    await expect(dialog.getByTestId('member-status')).toHaveTextContent('超级会员已于 2025-12-01 到期，续费即可恢复权益');
    await expect(dialog.queryByRole('button', { name: '立即领取' })).toBeNull();
  },
};

/** Nothing is sold on this site (issue 27): what a membership gives and a plain word, no product, price or pay tab. */
export const PaymentOff: Story = {
  args: { pay: { methods: [], value: 1, onValueChange: fn(), order: null, onRefresh: fn() }, payments: [], trialDays: 3 },
  play: async ({ canvasElement }) => {
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '会员权益' });
    const inside = within(dialog);
    await expect(inside.getByRole('note')).toHaveTextContent('本站暂未开通在线支付');
    await expect(inside.queryByRole('radio')).toBeNull();
    await expect(inside.queryByRole('tab')).toBeNull();
    await expect(inside.queryByText(/立即|开通即享|¥/)).toBeNull();
    await expect(inside.getByTestId('member-status')).toHaveTextContent('您还不是会员');
  },
};

/** A member is offered a renewal, not 开通会员 (issue 27). */
export const Member: Story = {
  args: { status: { vipLevel: 2, vipName: '高级会员', endTime: Date.UTC(2026, 5, 1, 9), expired: false, newUser: false } },
  play: async ({ canvasElement }) => {
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '续费会员' });
    await expect(within(dialog).queryByText('开通会员')).toBeNull();
    await expect(within(dialog).getByTestId('member-status')).toHaveTextContent('高级会员，有效期至 2026-06-01');
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    dialog.getByRole('radio', { name: /高级会员·月卡/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelect).toHaveBeenCalledWith(102);
    await expect(dialog.getByRole('radio', { name: /高级会员·季卡/ })).toHaveFocus();
  },
};

export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    await expectPhoneSheet(canvasElement, '开通会员');
  },
};
