import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TradeFlowList, type TradeFlowRecord } from './TradeFlowList';
import { onScreen } from '../../testing/viewports';

const at = (day: number, hour: number) => Date.UTC(2026, 0, day, hour - 8, 30);
const records: TradeFlowRecord[] = [
  { tradeTime: at(20, 21), code: 'P20260120213000A1B2C3', title: '超级会员·年卡', details: '支付宝 · 超级会员有效期至 2027-02-04', amount: 299, sign: '-' },
  { tradeTime: at(18, 10), code: 'INV20260118103000', title: '邀请好友奖励', details: '好友 小鹿配音 首次开通会员', amount: 0, sign: '+' },
  { tradeTime: at(5, 9), code: 'P20260105093000D4E5F6', title: '高级会员·月卡', details: '微信支付 · 高级会员有效期至 2026-02-04', amount: 29.9, sign: '-' },
];

const meta = {
  title: 'Membership/TradeFlowList',
  component: TradeFlowList,
  tags: ['autodocs'],
  args: { records, page: 1, total: 3, onPageChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 860, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof TradeFlowList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Records: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    // a header row, then the records newest first, in Beijing time, each with its signed amount
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('2026-01-20 21:30');
    await expect(rows[1]).toHaveTextContent('超级会员·年卡');
    await expect(rows[1]).toHaveTextContent('-299.00');
    await expect(rows[2]).toHaveTextContent('+0.00');
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { records: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '正在加载消费记录' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { records: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无消费记录')).toBeInTheDocument();
  },
};

export const ManyPages: Story = {
  args: { total: 23, page: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // spec 02 §9: 10 a page
    await userEvent.click(canvas.getByRole('button', { name: '第 3 页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** On a phone each record is a card: what was bought and the amount, then the time and the order number. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  args: { total: 23 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('超级会员·年卡').closest('tr') as HTMLElement;
    const amount = within(first).getByText('-299.00', { exact: false }).getBoundingClientRect();
    const title = canvas.getByText('超级会员·年卡').getBoundingClientRect();
    // the amount on the title's line, at the card's right; the order number labelled under them
    await expect(Math.abs(amount.top - title.top)).toBeLessThan(8);
    await expect(within(first).getByText('订单号', { exact: false })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
