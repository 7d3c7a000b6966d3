import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountLayout } from './AccountLayout';
import { Avatar } from '../../primitives/Avatar';
import { Inline, Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import { Empty } from '../../primitives/Badge';
import { onScreen } from '../../testing/viewports';

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
    await expect(links.map((link) => link.textContent)).toEqual(['账户信息', '设置密码', '消费记录', '绑定邀请码', 'API 密钥']);
    await expect(canvas.getByRole('link', { name: '消费记录' })).toHaveAttribute('aria-current', 'page');
  },
};

/** On a phone the side menu is a row of tabs above the page, scrolling sideways. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: '个人中心' });
    // one row: every tab on the same line, above the page
    const tops = within(menu).getAllByRole('link').map((link) => link.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
    await expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(canvas.getByRole('heading', { name: '账户信息' }).getBoundingClientRect().top);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await userEvent.click(canvas.getByRole('link', { name: '设置密码' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ key: 'password' }));
  },
};

export const OnTablet: Story = { ...onScreen('tablet') };
