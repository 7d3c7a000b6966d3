import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountLayout } from './AccountLayout';
import { Avatar } from '../../primitives/Avatar';
import { Inline, Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import { Empty } from '../../primitives/Badge';

const meta = {
  title: 'Pages/AccountLayout',
  component: AccountLayout,
  args: {
    activeKey: 'userinfo',
    onNavigate: fn(),
    children: (
      <Inline gap="4">
        <Avatar size="xl" name="小鹿配音" />
        <Stack gap="1">
          <Text size="lg" weight="semibold">小鹿配音</Text>
          <Text tone="tertiary">手机号 138****8000</Text>
        </Stack>
      </Inline>
    ),
  },
} satisfies Meta<typeof AccountLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UserInfo: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '账户信息' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { name: '账户信息' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: '绑定邀请码' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ key: 'inviter', href: '/account/inviter' }));
  },
};

export const TradeFlow: Story = {
  args: { activeKey: 'tradeFlow', children: <Empty description="还没有消费记录" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    // spec 01 §2: the side menu in its order
    await expect(links.map((link) => link.textContent)).toEqual(['账户信息', '设置密码', '消费记录', '绑定邀请码']);
    await expect(canvas.getByRole('link', { name: '消费记录' })).toHaveAttribute('aria-current', 'page');
  },
};
