import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RightToolbar } from './RightToolbar';

const meta = {
  title: 'Shell/RightToolbar',
  component: RightToolbar,
  parameters: { pad: false },
  args: {
    serviceQrs: [
      { label: '客服微信 1', value: 'https://peiyin.app/service/wechat/1' },
      { label: '客服微信 2', value: 'https://peiyin.app/service/wechat/2' },
    ],
    onNavigate: fn(),
    onFeedback: fn(),
  },
  // a transformed box becomes the containing block of the fixed tool bar, so the story frames it
  decorators: [(Story) => <div style={{ position: 'relative', height: 360, transform: 'translateZ(0)' }}><Story /></div>],
} satisfies Meta<typeof RightToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: '帮助中心' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ href: '/help' }));
    await userEvent.click(canvas.getByRole('button', { name: '意见反馈' }));
    await expect(args.onFeedback).toHaveBeenCalledTimes(1);
  },
};

export const ServiceWechat: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '客服微信' }));
    const body = within(canvasElement.ownerDocument.body);
    const qr = await body.findByRole('img', { name: '客服微信 1二维码' });
    await expect(qr).toHaveAttribute('data-value', 'https://peiyin.app/service/wechat/1');
    await expect(body.getByRole('img', { name: '客服微信 2二维码' })).toBeInTheDocument();
  },
};
