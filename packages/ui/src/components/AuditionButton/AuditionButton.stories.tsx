import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuditionButton } from './AuditionButton';

const meta = {
  title: 'Editor/Voice/AuditionButton',
  component: AuditionButton,
  args: { status: 'default', onPlay: fn(), onPause: fn(), onResume: fn(), onStop: fn() },
} satisfies Meta<typeof AuditionButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '试听' }));
    await expect(args.onPlay).toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: '停止试听' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /加载中/ })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '停止试听' }));
    await expect(args.onStop).toHaveBeenCalled();
  },
};

export const Playing: Story = {
  args: { status: 'playing' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '暂停' }));
    await expect(args.onPause).toHaveBeenCalled();
  },
};

export const Paused: Story = {
  args: { status: 'paused' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '继续' }));
    await expect(args.onResume).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '停止试听' }));
    await expect(args.onStop).toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '试听' })).toBeDisabled();
  },
};
