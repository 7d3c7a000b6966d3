import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from './Avatar';
import { Badge, Card, Empty, badgeTones } from './Badge';
import { Button } from './Button';
import { Inline, Stack } from './Stack';
import { Heading, Text } from './Text';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Display',
  component: Avatar,
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Avatars: Story = {
  render: () => (
    <Inline gap="4">
      <Avatar size="sm" />
      <Avatar size="md" />
      <Avatar size="lg" name="小鹿" />
      <Avatar size="lg" name="Peiyin" ring="vip" />
      <Avatar size="xl" />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    // without a picture the initial of the name stands in
    await expect(within(canvasElement).getByText('小')).toBeInTheDocument();
  },
};

export const Badges: Story = {
  render: () => (
    <Inline gap="3">
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone === 'new' ? 'NEW' : tone === 'vip' ? '超级会员' : tone}
        </Badge>
      ))}
    </Inline>
  ),
};

export const Cards: Story = {
  render: () => (
    <Inline gap="4" align="stretch">
      <Card style={{ width: 240 }}>
        <Stack gap="2">
          <Heading level="5">平面卡片</Heading>
          <Text size="sm" tone="secondary">白色表面与细边框</Text>
        </Stack>
      </Card>
      <Card elevation="raised" padding="lg" style={{ width: 240 }}>
        <Stack gap="2">
          <Heading level="5">浮起卡片</Heading>
          <Text size="sm" tone="secondary">柔和阴影，适合首页</Text>
        </Stack>
      </Card>
      <Card interactive tabIndex={0} style={{ width: 240 }}>
        <Stack gap="2">
          <Heading level="5">可点击卡片</Heading>
          <Text size="sm" tone="secondary">悬停时轻轻上浮</Text>
        </Stack>
      </Card>
    </Inline>
  ),
};

export const EmptyState: Story = {
  render: () => (
    <Card style={{ width: 420 }}>
      <Empty description="还没有作品，去创作第一条配音吧" action={<Button size="sm">去创作</Button>} />
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeInTheDocument();
  },
};

export const Spinners: Story = {
  render: () => (
    <Inline gap="4">
      <Text tone="brand"><Spinner /></Text>
      <Text tone="tertiary"><Spinner size={24} /></Text>
    </Inline>
  ),
};
