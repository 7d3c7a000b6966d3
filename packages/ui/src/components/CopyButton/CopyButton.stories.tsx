import type { Meta, StoryObj } from '@storybook/react-vite';
import { toastStore } from '../../primitives/toastStore';
import { expect, userEvent, within } from 'storybook/test';
import { CopyButton } from './CopyButton';

const meta = {
  title: 'AI writing/CopyButton',
  component: CopyButton,
  args: { text: '街角那家新咖啡店，今天正式开业啦！' },
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Copies: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '复制' }));
    // the story page is served over http://localhost (a secure context): the Clipboard API is used, or, where the
    // browser refuses it, the fallback; each says so in its own words (spec 02 §8)
    await expect(await body(canvasElement).findByText(/^(已复制到剪贴板|复制成功|复制失败)$/)).toBeInTheDocument();
    toastStore.clear();
  },
};

export const Empty: Story = {
  args: { text: '  ' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '复制' }));
    await expect(await body(canvasElement).findByText('内容为空，无法复制')).toBeInTheDocument();
    toastStore.clear();
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: '复制全文' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '复制全文' })).toBeEnabled();
  },
};
