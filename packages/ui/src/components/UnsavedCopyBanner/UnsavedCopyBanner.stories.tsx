import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onScreen } from '../../testing/viewports';
import { UnsavedCopyBanner } from './UnsavedCopyBanner';

const meta = {
  title: 'Editor/UnsavedCopyBanner',
  component: UnsavedCopyBanner,
  tags: ['autodocs'],
  // a local time, so the picture is the same in every time zone
  args: { copiedAt: new Date(2026, 10, 23, 21, 5, 30), onRestore: fn(), onDiscard: fn() },
  parameters: { a11y: { test: 'error' } },
  render: (args) => (
    <div style={{ width: '100%', maxWidth: 760, border: '1px solid #e6e8f0', borderRadius: 12, overflow: 'hidden', background: '#fff' }}>
      <UnsavedCopyBanner {...args} />
      <div style={{ height: 80 }} />
    </div>
  ),
} satisfies Meta<typeof UnsavedCopyBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offered: Story = {
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('region', { name: '未保存的内容' });
    await expect(banner).toHaveTextContent(/上次编辑的内容还没有保存到草稿\s*（11月23日 21:05）/);
    // both choices are reachable with the keyboard, restore first
    await userEvent.tab();
    await expect(within(banner).getByRole('button', { name: '恢复未保存的内容' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRestore).toHaveBeenCalledOnce();
    await expect(args.onDiscard).not.toHaveBeenCalled();
  },
};

export const Discarded: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '放弃' }));
    await expect(args.onDiscard).toHaveBeenCalledOnce();
    await expect(args.onRestore).not.toHaveBeenCalled();
  },
};

/** A phone: the message on its own lines, both choices under it and inside the screen. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    const restore = within(canvasElement).getByRole('button', { name: '恢复未保存的内容' });
    await expect(restore.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
