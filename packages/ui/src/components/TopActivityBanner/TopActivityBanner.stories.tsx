import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TopActivityBanner } from './TopActivityBanner';
import { activityBannerImage } from '../../assets/activityBanner';

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
