import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InvitePanel, type InviteSummaryView } from './InvitePanel';
import { onScreen } from '../../testing/viewports';

const summary: InviteSummaryView = {
  code: '100086',
  invitedCount: 3,
  rewardedCount: 2,
  rewardDays: 14,
  rule: { inviterDays: 7, inviteeDays: 3, vipName: '高级会员' },
  friends: [
    { nickname: '小鹿配音', joinTime: Date.UTC(2026, 0, 20, 2), rewarded: true },
    { nickname: '短视频阿杰', joinTime: Date.UTC(2026, 0, 12, 6), rewarded: true },
    { nickname: '用户8000', joinTime: Date.UTC(2026, 0, 3, 9), rewarded: false },
  ],
};

const meta = {
  title: 'Membership/InvitePanel',
  component: InvitePanel,
  tags: ['autodocs'],
  args: { summary, link: 'https://peiyin.example.com/?inviter=100086', onCopy: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 880, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof InvitePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithFriends: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('invite-rule')).toHaveTextContent('你获得 7 天高级会员，好友额外获得 3 天。每位好友只奖励一次。');
    await expect(canvas.getByTestId('invite-code')).toHaveTextContent('100086');
    await expect(await canvas.findByRole('img', { name: '邀请链接二维码' })).toBeInTheDocument();
    await expect(canvas.getByTestId('reward-days')).toHaveTextContent('14 天');
    await expect(within(canvas.getByRole('region', { name: '我邀请的好友' })).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: '复制链接' }));
    await expect(args.onCopy).toHaveBeenCalledWith('https://peiyin.example.com/?inviter=100086');
  },
};

export const NoFriendsYet: Story = {
  args: { summary: { ...summary, invitedCount: 0, rewardedCount: 0, rewardDays: 0, friends: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('invited-count')).toHaveTextContent('0');
    // the QR draws once its encoder has loaded: wait for it so the picture is the finished page
    await expect(await canvas.findByRole('img', { name: '邀请链接二维码' })).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: '我邀请的好友' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { summary: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '正在加载邀请信息' })).toBeInTheDocument();
  },
};

/** On a phone the QR code goes under the invite link, the three figures stay in one row. */
export const OnPhone: Story = { ...onScreen('phone') };
