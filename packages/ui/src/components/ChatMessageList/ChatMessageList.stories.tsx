import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatMessageList, type ChatMessageItem } from './ChatMessageList';

const question: ChatMessageItem = { id: 1, role: 1, content: '帮我写一段30秒的咖啡店开业口播稿', state: 3 };
const answerText = [
  '## 咖啡店开业口播稿',
  '',
  '**好消息！** 街角那家新咖啡店，*今天*正式开业啦！',
  '',
  '- 开业三天，全场饮品买一送一',
  '- 现磨豆子，每一杯都是当天烘焙',
  '',
  '走过路过，进来坐坐，让一杯好咖啡陪你开启美好一天。',
].join('\n');

const meta = {
  title: 'AI writing/ChatMessageList',
  component: ChatMessageList,
  args: {
    welcome: '你好，我是你的配音稿写作助手：口播稿、旁白、带货话术、新闻稿，告诉我主题和时长就能写。',
    messages: [question, { id: 2, role: 2, content: answerText, state: 3 }],
    onSendToDubbing: fn(),
    onRegenerate: fn(),
  },
  decorators: [(Story) => <div style={{ height: 560, maxWidth: 820, display: 'flex', flexDirection: 'column' }}><Story /></div>],
} satisfies Meta<typeof ChatMessageList>;
export default meta;
type Story = StoryObj<typeof meta>;

const answer = (canvasElement: HTMLElement) => within(canvasElement).getAllByTestId('chat-answer').at(-1)!;

export const Complete: Story = {
  play: async ({ canvasElement, args }) => {
    const last = within(answer(canvasElement));
    await expect(answer(canvasElement)).toHaveAttribute('data-state', 'complete');
    // Markdown is rendered, not shown as marks
    await expect(last.getByRole('heading', { name: '咖啡店开业口播稿' })).toBeInTheDocument();
    await expect(last.getByText('好消息！').tagName).toBe('STRONG');
    // 送去配音 hands over the script without the Markdown
    await userEvent.click(last.getByRole('button', { name: '送去配音' }));
    const [script] = (args.onSendToDubbing as ReturnType<typeof fn>).mock.calls[0] as [string];
    await expect(script).toContain('好消息！ 街角那家新咖啡店，今天正式开业啦！');
    await expect(script).not.toMatch(/[*#]/);
    await expect(last.getByRole('button', { name: '复制' })).toBeInTheDocument();
    // every answer can be generated again (issue 28)
    await userEvent.click(last.getByRole('button', { name: '重新生成' }));
    await expect(args.onRegenerate).toHaveBeenCalledWith(expect.objectContaining({ id: 2, state: 3 }));
  },
};

export const Preparing: Story = {
  args: { messages: [question, { id: 2, role: 2, content: '', state: 1 }] },
  play: async ({ canvasElement }) => {
    const last = within(answer(canvasElement));
    await expect(last.getByRole('status')).toHaveTextContent('正在思考...');
    // nothing to copy or send before the answer is complete
    await expect(last.queryByRole('button', { name: '送去配音' })).toBeNull();
  },
};

export const Streaming: Story = {
  args: { messages: [question, { id: 2, role: 2, content: '**好消息！** 街角那家新咖啡店，*今', state: 2 }] },
  play: async ({ canvasElement }) => {
    const last = within(answer(canvasElement));
    await expect(answer(canvasElement)).toHaveAttribute('data-state', 'streaming');
    // an unfinished mark is closed for display rather than shown as a stray asterisk
    await expect(answer(canvasElement).textContent).not.toContain('*');
    await expect(last.queryByRole('button', { name: '复制' })).toBeNull();
  },
};

export const Failed: Story = {
  args: { messages: [question, { id: 2, role: 2, content: '**好消息！** 街角那家', state: -1, errorMessage: '模型服务返回错误：rate limit exceeded' }] },
  play: async ({ canvasElement, args }) => {
    const last = within(answer(canvasElement));
    // spec 02 §8: the error text is shown in the answer; what arrived stays
    await expect(last.getByRole('alert')).toHaveTextContent('模型服务返回错误：rate limit exceeded');
    await expect(last.getByText('好消息！')).toBeInTheDocument();
    await expect(last.queryByRole('button', { name: '送去配音' })).toBeNull();
    // a failed answer can be asked again (issue 28)
    await userEvent.click(last.getByRole('button', { name: '重新生成' }));
    await expect(args.onRegenerate).toHaveBeenCalledWith(expect.objectContaining({ id: 2, state: -1 }));
  },
};

/** While another answer streams, 重新生成 waits. */
export const RegenerateWhileBusy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(answer(canvasElement)).getByRole('button', { name: '重新生成' })).toBeDisabled();
  },
};

export const Stopped: Story = {
  args: { messages: [question, { id: 2, role: 2, content: '**好消息！** 街角那家新咖啡店', state: 3, stopped: true }] },
  play: async ({ canvasElement }) => {
    const last = within(answer(canvasElement));
    await expect(last.getByText('已停止回答')).toBeInTheDocument();
    await expect(last.getByRole('button', { name: '送去配音' })).toBeInTheDocument();
  },
};

export const SafeMarkdown: Story = {
  args: {
    messages: [
      question,
      { id: 2, role: 2, state: 3, content: '<script>alert(1)</script>\n\n看这里 <b>粗</b> [链接](javascript:alert(1)) ![图](https://example.com/x.png) [官网](https://example.com)' },
    ],
  },
  play: async ({ canvasElement }) => {
    const bubble = answer(canvasElement);
    // raw HTML is never rendered as elements; scripts and pictures are not loaded; unsafe links lose their target
    await expect(bubble.querySelector('script, b, img')).toBeNull();
    await expect(bubble.querySelector('a[href^="javascript"]')).toBeNull();
    await expect(within(bubble).getByText('[图]')).toBeInTheDocument();
    await expect(within(bubble).getByRole('link', { name: '官网' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  },
};

export const WelcomeOnly: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('chat-welcome')).toHaveTextContent('配音稿写作助手');
  },
};
