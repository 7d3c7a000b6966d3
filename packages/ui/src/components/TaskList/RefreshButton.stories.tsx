import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RefreshButton } from './RefreshButton';

const meta = {
  title: 'Creation center/RefreshButton',
  component: RefreshButton,
  args: { onRefresh: fn() },
} satisfies Meta<typeof RefreshButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '刷新' })).toBeEnabled();
  },
};

export const CoolingDown: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '刷新' });
    await userEvent.click(button);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    // spec 02 §9: disabled for 2 s after a click
    await expect(button).toBeDisabled();
  },
};

export const ReadyAgain: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '刷新' });
    const clicked = Date.now();
    await userEvent.click(button);
    await expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 4000 });
    // not before the 2 s are over
    await expect(Date.now() - clicked).toBeGreaterThanOrEqual(1900);
    await userEvent.click(button);
    await expect(args.onRefresh).toHaveBeenCalledTimes(2);
  },
};
