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

/** Lines a model wrote one under another stay lines (issue 28: they ran together into one paragraph on screen,
 * while 送去配音 kept them): the screen shows what the script will be. */
export const LineBreaks: Story = {
  args: { children: '开场：大家好，\n欢迎来到小店。\n今天全场八折。\n\n结尾：下次见！' },
  play: async ({ canvasElement }) => {
    const paragraphs = canvasElement.querySelectorAll('p');
    await expect(paragraphs).toHaveLength(2);
    await expect(paragraphs[0]!.querySelectorAll('br')).toHaveLength(2);
    await expect((paragraphs[0] as HTMLElement).innerText.split('\n')).toEqual(['开场：大家好，', '欢迎来到小店。', '今天全场八折。']);
  },
};
