import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AboutUs } from './AboutUs';
import { onScreen } from '../../testing/viewports';

const meta = {
  title: 'Home/AboutUs',
  component: AboutUs,
  args: {
    serviceQrs: [
      { label: '客服微信 1', value: 'https://peiyin.app/service/wechat/1' },
      { label: '客服微信 2', value: 'https://peiyin.app/service/wechat/2' },
    ],
    appQrs: [
      { label: 'iOS', value: 'https://peiyin.app/download/ios' },
      { label: 'Android', value: 'https://peiyin.app/download/android' },
      { label: '微信小程序', value: 'https://peiyin.app/download/mini-program' },
    ],
    onNavigate: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 1200, margin: '0 auto' }}><Story /></div>],
} satisfies Meta<typeof AboutUs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/工作时间：9:00-18:00 周一至周五/)).toBeInTheDocument();
    for (const name of ['iOS二维码', 'Android二维码', '微信小程序二维码', '客服微信 1二维码']) {
      await expect(canvas.getByRole('img', { name })).toBeInTheDocument();
    }
    await userEvent.click(canvas.getByRole('link', { name: '隐私政策' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ key: 'privacy' }));
  },
};

/** Nothing configured: the working hours and no QR code at all, no 下载 App column (issue 27: placeholder codes). */
export const NothingConfigured: Story = {
  args: { serviceQrs: [], appQrs: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('img', { name: /二维码$/ })).toEqual([]);
    await expect(canvas.queryByText('下载 App')).toBeNull();
    await expect(canvas.getByText(/工作时间：9:00-18:00 周一至周五/)).toBeInTheDocument();
  },
};

export const OnPhone: Story = { ...onScreen('phone') };

export const OnTablet: Story = { ...onScreen('tablet') };
