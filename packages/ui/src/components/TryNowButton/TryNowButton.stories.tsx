import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TryNowButton } from './TryNowButton';

const meta = {
  title: 'Home/TryNowButton',
  component: TryNowButton,
  args: { loggedIn: false, onNavigate: fn() },
} satisfies Meta<typeof TryNowButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '立即体验' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ name: 'anchors', href: '/anchors' });
  },
};

export const SignedIn: Story = {
  args: { loggedIn: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '立即体验' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ name: 'creation', anchorId: 12 });
  },
};
