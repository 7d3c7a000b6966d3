import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuditionButton } from './AuditionButton';

const meta = {
  title: 'Editor/Voice/AuditionButton',
  component: AuditionButton,
  args: { status: 'default', onPlay: fn(), onPause: fn(), onResume: fn(), onStop: fn() },
  // the editor's toolbar is used with the keyboard: no axe violation in any status
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof AuditionButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '试听' }));
    await expect(args.onPlay).toHaveBeenCalled();
    // 停止 holds its place before a run starts, disabled
    await expect(canvas.getByRole('button', { name: '停止' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /加载中/ })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '停止' }));
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
    await userEvent.click(canvas.getByRole('button', { name: '停止' }));
    await expect(args.onStop).toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '试听' })).toBeDisabled();
  },
};

const statuses = ['default', 'loading', 'playing', 'paused'] as const;

/** Every status one under the other: the group is as wide in each, so the toolbar never jumps (issue 10). */
export const KeepsItsPlace: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      {statuses.map((status) => (
        <div key={status} data-testid={status}>
          <AuditionButton {...args} status={status} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widths = statuses.map((status) => canvas.getByTestId(status).getBoundingClientRect().width);
    await expect(new Set(widths).size).toBe(1);
    // 停止 is there, named, in every status
    for (const status of statuses) await expect(within(canvas.getByTestId(status)).getByRole('button', { name: '停止' })).toBeInTheDocument();
  },
};
