import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToolsHub } from './ToolsHub';
import { onScreen } from '../../testing/viewports';

const meta = {
  title: 'Tools/ToolsHub',
  component: ToolsHub,
  tags: ['autodocs'],
  args: { onNavigate: fn(), onTeleprompter: fn() },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof ToolsHub>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hub: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // spec 02 §2.1: the hub's order, the three hot tools first
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/aitools/rwm', '/aitools/asr-v2', '/aitools/rewrite', '/aitools/ocr', '/aitools/audioParse']);
    await expect(canvas.getAllByText('热门')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('link', { name: /图片文字识别/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ key: 'ocr', loginRequired: true }));
    await userEvent.click(canvas.getByRole('button', { name: /提词器/ }));
    await expect(args.onTeleprompter).toHaveBeenCalledOnce();
  },
};

/** One tool a row on a phone. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** Two tools a row on a tablet. */
export const OnTablet: Story = { ...onScreen('tablet') };
