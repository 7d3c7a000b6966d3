import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TopActivityBanner } from './TopActivityBanner';
import { activityBannerImage } from '../../assets/activityBanner';
import { onScreen } from '../../testing/viewports';

const meta = {
  title: 'Shell/TopActivityBanner',
  component: TopActivityBanner,
  parameters: { pad: false },
  args: {
    activity: { name: '会员限时特惠', imagePath: activityBannerImage, closeable: true },
    onOpenVip: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof TopActivityBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('img', { name: '会员限时特惠' }));
    await expect(args.onOpenVip).toHaveBeenCalledTimes(1);
  },
};

export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '关闭活动横幅' }));
    await expect(canvas.queryByRole('img', { name: '会员限时特惠' })).not.toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onOpenVip).not.toHaveBeenCalled();
  },
};

export const NotCloseable: Story = {
  args: { activity: { name: '会员限时特惠', imagePath: activityBannerImage, closeable: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: '关闭活动横幅' })).not.toBeInTheDocument();
  },
};

/** On a phone the artwork's text would run off both edges: the name shows as text that wraps instead. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  args: { activity: { name: '会员限时特惠 · 全场主播畅享 48k 高清音质，新用户首月半价', imagePath: activityBannerImage, closeable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('complementary');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(banner.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // the long name wraps onto a second line rather than running off the screen
    await expect(banner.getBoundingClientRect().height).toBeGreaterThan(50);
    const close = canvas.getByRole('button', { name: '关闭活动横幅' });
    await expect(close.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(close.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(canvas.getByRole('button', { name: /会员限时特惠/ }));
    await expect(args.onOpenVip).toHaveBeenCalledTimes(1);
  },
};

export const OnTablet: Story = {
  ...onScreen('tablet'),
  play: async ({ canvasElement }) => {
    // the artwork fills the strip (cropped at the sides); the close button stays on screen
    const close = within(canvasElement).getByRole('button', { name: '关闭活动横幅' }).getBoundingClientRect();
    await expect(close.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const ClosedOnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '关闭活动横幅' }));
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
