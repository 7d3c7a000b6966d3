import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';
import { Text } from './Text';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs.List,
  args: { variant: 'line' },
  argTypes: { variant: { control: 'inline-radio', options: ['line', 'pill'] } },
  render: (args) => (
    <Tabs.Root defaultValue="password" style={{ width: 360 }}>
      <Tabs.List {...args} aria-label="登录方式">
        <Tabs.Trigger value="password">密码登录</Tabs.Trigger>
        <Tabs.Trigger value="phone">手机号登录/注册</Tabs.Trigger>
        <Tabs.Trigger value="wechat">微信登录</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="password"><Text tone="secondary">使用用户名或手机号和密码登录</Text></Tabs.Content>
      <Tabs.Content value="phone"><Text tone="secondary">未注册的手机号验证后自动注册</Text></Tabs.Content>
      <Tabs.Content value="wechat"><Text tone="secondary">打开微信扫一扫</Text></Tabs.Content>
    </Tabs.Root>
  ),
} satisfies Meta<typeof Tabs.List>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: '手机号登录/注册' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('未注册的手机号验证后自动注册');
  },
};

export const Pill: Story = {
  args: { variant: 'pill' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: '密码登录' }).focus();
    // arrow keys move between tabs (Radix roving focus)
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '微信登录' })).toHaveAttribute('aria-selected', 'true');
  },
};
