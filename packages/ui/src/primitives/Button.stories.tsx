import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { Button, CountdownButton, IconButton, buttonSizes, buttonVariants } from './Button';
import { Inline, Stack } from './Stack';
import { CloseIcon, CrownIcon, GiftIcon } from './icons';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: '立即体验', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '立即体验' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: () => (
    <Stack gap="4">
      {buttonSizes.map((size) => (
        <Inline key={size} gap="3">
          <Button size={size}>主要按钮</Button>
          <Button size={size} variant="secondary">次要按钮</Button>
          <Button size={size} variant="soft">浅色按钮</Button>
          <Button size={size} variant="ghost">幽灵按钮</Button>
          <Button size={size} variant="vip" icon={<CrownIcon />}>开通会员</Button>
          <Button size={size} variant="danger">删除</Button>
          <Button size={size} variant="link">用户协议</Button>
        </Inline>
      ))}
      <Inline gap="3">
        <Button round icon={<GiftIcon />}>分享得会员</Button>
        <IconButton label="关闭">
          <CloseIcon />
        </IconButton>
        <IconButton label="关闭" round size="lg">
          <CloseIcon size={20} />
        </IconButton>
      </Inline>
    </Stack>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: '提交中' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /提交中/ });
    await expect(button).toHaveAttribute('data-state', 'loading');
    await userEvent.click(button);
    // a loading button ignores clicks so a form is not submitted twice
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Inline gap="3">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant} disabled>
          {variant === 'vip' ? '开通会员' : '不可用'}
        </Button>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement, args }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    for (const button of buttons) await expect(button).toBeDisabled();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

function CountdownDemo() {
  const [remaining, setRemaining] = useState(0);
  return (
    <CountdownButton variant="secondary" remaining={remaining} onClick={() => setRemaining(120)}>
      获取验证码
    </CountdownButton>
  );
}

export const Countdown: Story = {
  render: () => <CountdownDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    const counting = canvas.getByRole('button', { name: '120 秒后重新获取' });
    await expect(counting).toBeDisabled();
  },
};
