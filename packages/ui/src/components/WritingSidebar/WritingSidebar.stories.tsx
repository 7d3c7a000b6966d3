import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WritingSidebar } from './WritingSidebar';

const meta = {
  title: 'AI writing/WritingSidebar',
  component: WritingSidebar,
  args: {
    mode: 1,
    onModeChange: fn(),
    conversations: [
      { id: 3, title: '咖啡店开业口播稿' },
      { id: 2, title: '双十一直播带货话术' },
      { id: 1, title: '有声书第一章旁白' },
    ],
    activeConversationId: 3,
    onSelectConversation: fn(),
    onNewConversation: fn(),
    onRenameConversation: fn(async () => undefined),
    onDeleteConversation: fn(async () => undefined),
    onServiceMenu: fn(),
    quota: { used: 12_480, limit: 20_000, member: false },
  },
  decorators: [(Story) => <div style={{ height: 720, display: 'flex' }}><Story /></div>],
} satisfies Meta<typeof WritingSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const modes = within(canvas.getByRole('navigation', { name: '对话模式' }));
    await expect(modes.getByRole('button', { name: /默认对话/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(modes.getByRole('button', { name: /翻译助手/ }));
    await expect(args.onModeChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: '咖啡店开业口播稿' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '双十一直播带货话术' }));
    await expect(args.onSelectConversation).toHaveBeenCalledWith(2);
    await expect(canvas.getByTestId('writing-quota')).toHaveTextContent('免费额度 · 本月已用 12,480 / 20,000 tokens');
  },
};

export const ServiceMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const services = within(within(canvasElement).getByRole('navigation', { name: '服务' }));
    // spec 02 §9: 98 灵感中心, 99 魔法提示词库, 100 订阅服务
    for (const [name, id] of [['灵感中心', 98], ['魔法提示词库', 99], ['订阅服务', 100]] as const) {
      await userEvent.click(services.getByRole('button', { name }));
      await expect(args.onServiceMenu).toHaveBeenLastCalledWith(id);
    }
  },
};

export const Rename: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '重命名 有声书第一章旁白' }));
    const input = canvas.getByRole('textbox', { name: '对话名称' });
    await userEvent.clear(input);
    await userEvent.type(input, '有声书旁白{Enter}');
    await expect(args.onRenameConversation).toHaveBeenCalledWith(1, '有声书旁白');
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: '对话名称' })).toBeNull());
  },
};

export const DeleteConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '删除 双十一直播带货话术' }));
    const question = within(await body(canvasElement).findByRole('alertdialog', { name: '删除对话' }));
    await expect(question.getByText('删除后无法恢复，是否删除「双十一直播带货话术」？')).toBeInTheDocument();
    await expect(args.onDeleteConversation).not.toHaveBeenCalled();
    await userEvent.click(question.getByRole('button', { name: '确定' }));
    await expect(args.onDeleteConversation).toHaveBeenCalledWith(2);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // while an answer streams the person cannot switch away from it
    await expect(canvas.getByRole('button', { name: /翻译助手/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '双十一直播带货话术' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '新建对话' })).toBeDisabled();
  },
};

export const NoConversations: Story = {
  args: { conversations: [], activeConversationId: null, mode: 3, quota: { used: 1_000_000, limit: 1_000_000, member: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('还没有对话，提个问题开始吧')).toBeInTheDocument();
    await expect(canvas.getByTestId('writing-quota')).toHaveTextContent('会员 · 本月已用 1,000,000 / 1,000,000 tokens');
  },
};
