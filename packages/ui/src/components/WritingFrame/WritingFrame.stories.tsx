import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WritingFrame } from './WritingFrame';
import { WritingSidebar } from '../WritingSidebar';
import { ChatMessageList } from '../ChatMessageList';
import { ChatComposer } from '../ChatComposer';
import { onScreen } from '../../testing/viewports';

const sidebar = (
  <WritingSidebar
    mode={1}
    onModeChange={fn()}
    conversations={[
      { id: 3, title: '咖啡店开业口播稿' },
      { id: 2, title: '双十一直播带货话术' },
    ]}
    activeConversationId={3}
    onSelectConversation={fn()}
    onNewConversation={fn()}
    onRenameConversation={async () => undefined}
    onDeleteConversation={async () => undefined}
    onServiceMenu={fn()}
    quota={{ used: 12_480, limit: 20_000, member: false }}
  />
);

const meta = {
  title: 'AI writing/WritingFrame',
  component: WritingFrame,
  args: {
    summary: '默认对话',
    sidebar,
    children: (
      <>
        <ChatMessageList
          welcome="你好，我是你的配音稿写作助手：口播稿、旁白、带货话术、新闻稿，告诉我主题和时长就能写。"
          messages={[
            { id: 1, role: 1, content: '帮我写一段30秒的咖啡店开业口播稿', state: 3 },
            { id: 2, role: 2, content: '**好消息！** 街角那家新咖啡店，*今天*正式开业啦！开业三天，全场饮品买一送一。', state: 3 },
          ]}
          onSendToDubbing={fn()}
        />
        <div style={{ padding: '0 16px 16px' }}>
          <ChatComposer value="" onValueChange={fn()} onSend={fn()} />
        </div>
      </>
    ),
  },
} satisfies Meta<typeof WritingFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A computer: the column beside the conversation, no fold bar. */
export const OnDesktop: Story = {
  ...onScreen('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '对话模式' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /模式与对话/ })).toBeNull();
  },
};

export const OnTablet: Story = { ...onScreen('tablet') };

/** A phone: the column folds into a bar; open it, pick a conversation, and it folds back to the conversation. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('button', { name: /模式与对话/ });
    await expect(bar).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: '对话模式' })).toBeNull();
    await expect(canvas.getByRole('region', { name: '对话' })).toBeVisible();
    await userEvent.click(bar);
    await expect(bar).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('navigation', { name: '对话模式' })).toBeVisible();
    // rename and delete are in sight without hovering, and using them keeps the column open
    await userEvent.click(canvas.getByRole('button', { name: '重命名 双十一直播带货话术' }));
    await expect(bar).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: '双十一直播带货话术' }));
    await expect(bar).toHaveAttribute('aria-expanded', 'false');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** A phone with the column open over the conversation. */
export const OnPhoneOpen: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /模式与对话/ }));
  },
};
