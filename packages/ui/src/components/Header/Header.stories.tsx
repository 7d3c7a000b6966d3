import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Header, headerFlavours } from './Header';

const meta = {
  title: 'Shell/Header',
  component: Header,
  parameters: { pad: false },
  args: {
    flavour: 'brand',
    activeKey: 'home',
    user: null,
    onNavigate: fn(),
    onInvite: fn(),
    onOpenVip: fn(),
    onLogin: fn(),
    onLogout: fn(),
  },
  argTypes: { flavour: { control: 'inline-radio', options: headerFlavours } },
  decorators: [(Story) => <div style={{ minHeight: 280 }}><Story /></div>],
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: /开通会员/ })).toBeInTheDocument();
    // spec 01 §2: a visitor's default avatar opens login
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

export const LoginRequiredTab: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'AI写作' }));
    // the app decides what to do with a login-required tab; the header hands it over with its flag
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ key: 'gpt', href: '/gpt', loginRequired: true }));
    await userEvent.click(canvas.getByRole('link', { name: 'AI配音' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'anchors', href: '/anchors' }));
    await expect(canvas.getByRole('link', { name: /AI绘画/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByLabelText('新功能')).toHaveTextContent('NEW');
  },
};

export const Member: Story = {
  args: { activeKey: 'anchors', user: { displayName: '小鹿配音', vipLevel: 0 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /开通会员/ }));
    await expect(args.onOpenVip).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: /分享得会员/ }));
    await expect(args.onInvite).toHaveBeenCalledTimes(1);
  },
};

export const Vip: Story = {
  args: { activeKey: 'creationCenter', user: { displayName: '声音工作室', vipLevel: 3, vipName: '超级会员' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /超级会员/ })).toBeInTheDocument();
  },
};

export const WechatFlavour: Story = {
  args: { flavour: 'wechat', activeKey: 'tools' },
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole('link', { name: '配音 Peiyin 首页' });
    await expect(home.querySelector('svg')).not.toBeNull();
    await expect(home).not.toHaveTextContent('Peiyin');
  },
};

export const AvatarMenu: Story = {
  args: { user: { displayName: '小鹿配音', vipLevel: 2, vipName: '高级会员' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.hover(canvas.getByRole('button', { name: '小鹿配音的账户菜单' }));
    const items = await body.findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['个人中心', '创作中心', '消费记录', '退出登录']);
    await userEvent.click(body.getByRole('menuitem', { name: '消费记录' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ key: 'tradeFlow', href: '/account/trade_flow' }));
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.hover(canvas.getByRole('button', { name: '小鹿配音的账户菜单' }));
    await body.findByRole('menu');
  },
};

export const LogOut: Story = {
  args: { user: { displayName: '小鹿配音', vipLevel: 0 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.hover(canvas.getByRole('button', { name: '小鹿配音的账户菜单' }));
    await userEvent.click(await body.findByRole('menuitem', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const AvatarMenuByKeyboard: Story = {
  args: { user: { displayName: '小鹿配音', vipLevel: 0 } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    within(canvasElement).getByRole('button', { name: '小鹿配音的账户菜单' }).focus();
    // the hover menu is a real menu: Enter opens it, arrows move, Enter chooses
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await waitFor(() => expect(body.getByRole('menuitem', { name: '个人中心' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ key: 'creationCenter', href: '/creationCenter' }));
  },
};

export const NarrowWindow: Story = {
  args: { user: { displayName: '小鹿配音', vipLevel: 3, vipName: '超级会员' }, activeKey: 'download' },
  parameters: { viewport: { options: { laptop: { name: '1024 窗口', styles: { width: '1024px', height: '600px' }, type: 'desktop' } } } },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the tabs give way (scroll) rather than running under the buttons on the right
    const nav = canvas.getByRole('navigation', { name: '主导航' });
    const invite = canvas.getByRole('button', { name: /分享得会员/ });
    await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(invite.getBoundingClientRect().left);
  },
};

export const ExpiredMembership: Story = {
  args: { user: { displayName: '小鹿配音', vipLevel: 0, vipName: '超级会员', vipExpired: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // the ended membership keeps its name, styled as expired, and opens the dialog for renewal
    const button = canvas.getByRole('button', { name: '超级会员已过期，点击续费' });
    await expect(button).toHaveAttribute('data-vip', 'expired');
    await userEvent.click(button);
    await expect(args.onOpenVip).toHaveBeenCalledTimes(1);
  },
};
