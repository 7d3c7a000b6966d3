import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Markdown } from './Markdown';

const script = [
  '# 新闻播报稿',
  '',
  '各位观众，晚上好。**今天**是2026年11月23日，欢迎收看《城市新闻》。',
  '',
  '1. 本市新开通三条公交线路',
  '2. 周末气温回升，适合出游',
  '',
  '> 提示：播报时“2026年”读作“二零二六年”。',
  '',
  '| 段落 | 时长 |',
  '| --- | --- |',
  '| 开场 | 10秒 |',
  '',
  '`停顿 500ms`',
].join('\n');

const meta = {
  title: 'AI writing/Markdown',
  component: Markdown,
  args: { children: script },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof Markdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '新闻播报稿' })).toBeInTheDocument();
    // emphasis next to Chinese punctuation works (remark-cjk-friendly)
    await expect(canvas.getByText('今天').tagName).toBe('STRONG');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('table')).toBeInTheDocument();
  },
};

export const Streaming: Story = {
  args: { children: '各位观众，晚上好。**今天是2026年', streaming: true },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-state="streaming"]')!;
    // the half-typed bold is shown bold, not as "**"
    await expect(within(canvasElement).getByText('今天是2026年').tagName).toBe('STRONG');
    await expect(root.textContent).not.toContain('*');
  },
};

export const RawHtmlIsText: Story = {
  args: { children: '<img src=x onerror="alert(1)"> 和 <iframe src="https://example.com"></iframe>' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img, iframe')).toBeNull();
  },
};
