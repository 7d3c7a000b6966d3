import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToolsLayout } from './ToolsLayout';
import { Text } from '../../primitives/Text';
import { Badge } from '../../primitives/Badge';
import { onScreen } from '../../testing/viewports';

const meta = {
  title: 'Tools/ToolsLayout',
  component: ToolsLayout,
  tags: ['autodocs'],
  args: { activeKey: 'ocr', onNavigate: fn(), children: <Text tone="secondary">工具内容</Text> },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof ToolsLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ocr: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // spec 02 §2.1: the five web tools, in order
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(['图片文字识别', '文案提取', '视频提取', '音频提取', '智能改写']);
    await expect(canvas.getByRole('link', { name: '图片文字识别' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { name: '图片文字识别' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: '文案提取' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ key: 'asr', href: '/aitools/asr-v2' }));
  },
};

export const AsrWithAside: Story = {
  args: { activeKey: 'asr', aside: <Badge tone="vip">本月剩余 18 分钟</Badge> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '文案提取' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('本月剩余 18 分钟')).toBeVisible();
  },
};

/** 音频提取: WAV made in the browser, MP3 and M4A by the server (issue 28 §5), and the line says so. */
export const AudioParse: Story = {
  args: { activeKey: 'audioParse' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '音频提取' })).toBeInTheDocument();
    await expect(canvas.getByText('从 MP4 视频中导出 WAV、MP3 或 M4A 音频；WAV 在浏览器中完成，不上传')).toBeVisible();
  },
};

/** On a phone the five tools are a row of tabs above the tool, scrolling sideways; the active one in view. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  args: { activeKey: 'rewrite' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: '智能工具' });
    const tops = within(menu).getAllByRole('link').map((link) => link.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
    // the last tool is the current one: the row has scrolled it into sight
    const current = canvas.getByRole('link', { name: '智能改写' }).getBoundingClientRect();
    const row = within(menu).getByRole('list').getBoundingClientRect();
    await expect(current.left).toBeGreaterThanOrEqual(row.left);
    await expect(current.right).toBeLessThanOrEqual(row.right);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const OnTablet: Story = { ...onScreen('tablet') };
