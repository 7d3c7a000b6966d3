import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Header, headerFlavours } from './Header';
import { onScreen } from '../../testing/viewports';

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

/** The site sells nothing (online payment off): a non-member's button shows what membership gives, not a sale (issue 27). */
export const PaymentOff: Story = {
  args: { activeKey: 'anchors', user: { displayName: '小鹿配音', vipLevel: 0 }, paymentOff: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /开通会员|续费/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /会员权益/ }));
    await expect(args.onOpenVip).toHaveBeenCalledTimes(1);
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
    await userEvent.hover(await canvas.findByRole('button', { name: '小鹿配音的账户菜单' }));
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
    // below desktop width eight tabs and the actions do not fit one row: the tabs move into the menu
    await expect(canvasElement.querySelector('nav[aria-label="主导航"]')).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: '打开菜单' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /超级会员/ })).toBeVisible();
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

// ---- the three screen classes (theme/breakpoints.ts) ----

const member = { displayName: '小鹿配音', vipLevel: 3, vipName: '超级会员' };
const menuButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: '打开菜单' });
const navDrawer = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '导航菜单' });

/** Everything in the row stays inside the screen: no sideways scroll from the header. */
async function fitsTheScreen(canvasElement: HTMLElement) {
  const header = canvasElement.querySelector('header')!;
  for (const element of header.querySelectorAll('a, button')) {
    if ((element as HTMLElement).offsetParent === null) continue;
    await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  }
  await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

export const LoggedOutOnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    await fitsTheScreen(canvasElement);
    const button = menuButton(canvasElement);
    // a finger-sized target (theme touchTarget)
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(within(canvasElement).queryByRole('button', { name: /开通会员/ })).not.toBeInTheDocument();
  },
};

export const LoggedOutOnTablet: Story = {
  ...onScreen('tablet'),
  play: async ({ canvasElement }) => {
    await fitsTheScreen(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: /开通会员/ })).toBeVisible();
    await expect(menuButton(canvasElement)).toBeVisible();
  },
};

export const LoggedOutOnDesktop: Story = {
  ...onScreen('desktop'),
  play: async ({ canvasElement }) => {
    await fitsTheScreen(canvasElement);
    const canvas = within(canvasElement);
    // the full row of tabs fits from desktop width: no menu button
    await expect(canvas.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(canvasElement.querySelector('button[aria-label="打开菜单"]')).not.toBeVisible();
  },
};

export const MemberOnPhone: Story = { ...onScreen('phone'), args: { activeKey: 'anchors', user: member }, play: async ({ canvasElement }) => fitsTheScreen(canvasElement) };
export const MemberOnTablet: Story = { ...onScreen('tablet'), args: { activeKey: 'anchors', user: member }, play: async ({ canvasElement }) => fitsTheScreen(canvasElement) };
export const MemberOnDesktop: Story = { ...onScreen('desktop'), args: { activeKey: 'anchors', user: member }, play: async ({ canvasElement }) => fitsTheScreen(canvasElement) };

/** A visitor on a phone: the menu holds every tab, login, the VIP button and 分享得会员. */
export const MenuOnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(menuButton(canvasElement));
    const drawer = within(await navDrawer(canvasElement));
    const labels = drawer.getAllByRole('link').map((link) => link.textContent);
    await expect(labels).toEqual(['首页', 'AI配音', 'AI样音', 'AI绘画NEW', 'AI写作', '智能工具', '创作中心', '下载']);
    await expect(drawer.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    // a login-required tab goes through the same handler as the desktop tab (the app asks for login first),
    // and the drawer closes so the login dialog is not under it
    await userEvent.click(drawer.getByRole('link', { name: '创作中心' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ key: 'creationCenter', loginRequired: true }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton(canvasElement)).toHaveFocus());
    // open again and leave it open for the picture
    await userEvent.click(menuButton(canvasElement));
    const again = within(await navDrawer(canvasElement));
    await userEvent.click(again.getByRole('button', { name: /开通会员/ }));
    await expect(args.onOpenVip).toHaveBeenCalledTimes(1);
    await userEvent.click(menuButton(canvasElement));
    await userEvent.click(within(await navDrawer(canvasElement)).getByRole('button', { name: '登录 / 注册' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(menuButton(canvasElement));
    await navDrawer(canvasElement);
  },
};

/** A member on a tablet: the account entries, renewal and log out are in the menu. */
export const MenuOnTablet: Story = {
  ...onScreen('tablet'),
  args: { activeKey: 'anchors', user: member },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(menuButton(canvasElement));
    const drawer = within(await navDrawer(canvasElement));
    await waitFor(() => expect(drawer.getByText('小鹿配音')).toBeVisible());
    await userEvent.click(drawer.getByRole('link', { name: '消费记录' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ key: 'tradeFlow', href: '/account/trade_flow' }));
    await userEvent.click(menuButton(canvasElement));
    await userEvent.click(within(await navDrawer(canvasElement)).getByRole('button', { name: '分享得会员' }));
    await expect(args.onInvite).toHaveBeenCalledTimes(1);
    await userEvent.click(menuButton(canvasElement));
    await userEvent.click(within(await navDrawer(canvasElement)).getByRole('button', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await userEvent.click(menuButton(canvasElement));
    const renew = within(await navDrawer(canvasElement)).getByRole('button', { name: /续费会员/ });
    await waitFor(() => expect(renew).toBeVisible());
  },
};

/** Esc and a tap on the mask close the menu without going anywhere; focus is back on the menu button. */
export const MenuDismissed: Story = {
  ...onScreen('tablet'),
  args: { user: member },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(menuButton(canvasElement));
    await navDrawer(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menuButton(canvasElement)).toHaveFocus();
    // on a tablet the panel leaves the mask visible beside it; a tap there closes the menu
    await userEvent.click(menuButton(canvasElement));
    await navDrawer(canvasElement);
    // the mask's centre is left of the 320 px panel
    await userEvent.click(canvasElement.ownerDocument.querySelector<HTMLElement>('[data-dialog-mask]')!);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menuButton(canvasElement)).toHaveFocus();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};
