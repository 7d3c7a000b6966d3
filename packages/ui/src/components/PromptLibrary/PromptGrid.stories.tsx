import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PromptGrid } from './PromptGrid';
import { storyPromptCategories, storyPrompts } from './fixtures';
import { onScreen } from '../../testing/viewports';

const meta = {
  title: 'AI writing/PromptGrid',
  component: PromptGrid,
  args: {
    prompts: storyPrompts,
    total: 48,
    page: 1,
    onPageChange: fn(),
    categories: storyPromptCategories,
    category: null,
    onCategoryChange: fn(),
    onUse: fn(),
  },
} satisfies Meta<typeof PromptGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: '提示词' })).getAllByRole('listitem')).toHaveLength(12);
    // 48 prompts at 12 a page (spec 02 §9) make 4 pages
    const pager = within(canvas.getByRole('navigation', { name: '分页' }));
    await expect(pager.getByRole('button', { name: '第 4 页' })).toBeInTheDocument();
    await userEvent.click(pager.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: '直播带货' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith('直播带货');
  },
};

export const ToggleLanguageAndUse: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(within(canvasElement).getByTestId('prompt-3'));
    await expect(card.getByRole('button', { name: '中' })).toHaveAttribute('aria-pressed', 'true');
    // each card has its own 中/英 toggle; 使用 gives the prompt in the language shown
    await userEvent.click(card.getByRole('button', { name: '英' }));
    await expect(card.getByText(/^Write a livestream sales script/)).toBeInTheDocument();
    await expect(within(within(canvasElement).getByTestId('prompt-1')).getByRole('button', { name: '中' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(card.getByRole('button', { name: '使用' }));
    await expect(args.onUse).toHaveBeenCalledWith(storyPrompts[2]!.promptEn, storyPrompts[2]);
  },
};

export const Category: Story = {
  args: { category: '有声书', prompts: storyPrompts.filter((prompt) => prompt.category === '有声书'), total: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '有声书' })).toHaveAttribute('aria-pressed', 'true');
    // one page: no pager
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { prompts: [], total: 0, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list', { name: '提示词' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { prompts: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeInTheDocument();
  },
};

export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
