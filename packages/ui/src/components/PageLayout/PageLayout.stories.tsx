import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageLayout } from './PageLayout';
import { Header } from '../Header';
import { TopActivityBanner } from '../TopActivityBanner';
import { RightToolbar } from '../RightToolbar';
import { Footer } from '../Footer';
import { HomeBanner } from '../HomeBanner';
import { FeatureCards } from '../FeatureCards';
import { StepsBar } from '../StepsBar';
import { ReviewsCarousel } from '../ReviewsCarousel';
import { TryNowButton } from '../TryNowButton';
import { AboutUs } from '../AboutUs';
import { ComingSoon } from '../ComingSoon';
import { Stack } from '../../primitives/Stack';
import { activityBannerImage } from '../../assets/activityBanner';
import { onScreen } from '../../testing/viewports';

const serviceQrs = [
  { label: '客服微信 1', value: 'https://peiyin.app/service/wechat/1' },
  { label: '客服微信 2', value: 'https://peiyin.app/service/wechat/2' },
];
const appQrs = [
  { label: 'iOS', value: 'https://peiyin.app/download/ios' },
  { label: 'Android', value: 'https://peiyin.app/download/android' },
  { label: '微信小程序', value: 'https://peiyin.app/download/mini-program' },
];
const reviews = [
  { nickname: '短视频剪辑师阿杰', message: '以前找配音要等好几天，现在写完文案几秒钟就能出声音，情感主播的语气很自然。' },
  { nickname: '有声书主播小林', message: '多音字和停顿都能标，一本书的旁白和对白分给不同主播，听起来像真人在演。' },
  { nickname: '电商运营 Mia', message: '商品讲解视频批量做，48k 的音质放在直播间里也很清晰，省了不少外包费用。' },
  { nickname: '知识博主老周', message: '视频提取文案再配音特别方便，改稿以后重新合成一下就好，效率翻倍。' },
  { nickname: '企业培训部', message: '培训课件统一用一位主播的声音，风格一致，新员工反馈听得很舒服。' },
  { nickname: '独立游戏开发者', message: '给 NPC 配音用了好几种情感，试听很快，导出直接进引擎。' },
];

const footerLinks = [
  { key: 'about', label: '关于我们', href: '/about' },
  { key: 'agreement', label: '用户协议', href: '/agreement/user' },
  { key: 'privacy', label: '隐私政策', href: '/agreement/privacy' },
];

const onLogin = fn();
const onFeedback = fn();

function Shell({ children, banner, activeKey, links }: { children: ReactNode; banner?: ReactNode; activeKey: string; links?: typeof footerLinks }) {
  return (
    <PageLayout
      topBanner={<TopActivityBanner activity={{ name: '会员限时特惠', imagePath: activityBannerImage, closeable: true }} onOpenVip={fn()} />}
      header={<Header user={null} activeKey={activeKey} onLogin={onLogin} onNavigate={fn()} />}
      banner={banner}
      toolbar={<RightToolbar serviceQrs={serviceQrs} onFeedback={onFeedback} />}
      footer={<Footer filingNumber="沪ICP备2026000000号-1" year={2026} links={links} />}
    >
      {children}
    </PageLayout>
  );
}

const meta = {
  title: 'Pages/PageLayout',
  component: PageLayout,
  parameters: { pad: false },
  args: { header: null, children: null },
} satisfies Meta<typeof PageLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole home page of spec 01 §2 assembled from its pieces. */
export const Home: Story = {
  // a window tall enough for the whole page, so the screenshot shows every piece
  parameters: { viewport: { options: { homePage: { name: '首页整页', styles: { width: '1280px', height: '2360px' }, type: 'desktop' } } } },
  globals: { viewport: { value: 'homePage', isRotated: false } },
  render: () => (
    <Shell activeKey="home" banner={<HomeBanner autoplay={false} />}>
      <Stack gap="12" align="stretch">
        <FeatureCards onSelect={fn()} />
        <StepsBar />
        <div style={{ display: 'flex', justifyContent: 'center' }}>
          <TryNowButton loggedIn={false} onNavigate={fn()} />
        </div>
        <ReviewsCarousel reviews={reviews} autoplay={false} />
        <AboutUs serviceQrs={serviceQrs} appQrs={appQrs} />
      </Stack>
    </Shell>
  ),
  play: async ({ canvasElement }) => {
    onLogin.mockClear();
    onFeedback.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(onLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '意见反馈' }));
    await expect(onFeedback).toHaveBeenCalledTimes(1);
  },
};

export const ComingSoonPage: Story = {
  render: () => (
    <Shell activeKey="draws">
      <ComingSoon feature="AI绘画" />
    </Shell>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'AI绘画即将上线' })).toBeInTheDocument();
  },
};

// ---- the shell on the three screen classes: banner, header, a page, the tool bar, the footer ----

function ShellPage() {
  return (
    <Shell activeKey="samples" links={footerLinks}>
      <Stack gap="4" align="stretch">
        <h1 style={{ margin: 0, fontSize: 22 }}>AI样音</h1>
        <p style={{ margin: 0, lineHeight: 1.8 }}>
          页面外框在手机上收起：顶部活动横幅的文字换行显示，页眉的标签移入菜单，右侧工具栏收成右下角的一个按钮，页脚的链接分行居中。
          Supercalifragilisticexpialidocious-long-words-wrap-instead-of-widening-the-page.
        </p>
      </Stack>
    </Shell>
  );
}

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Nothing of the shell is wider than the phone, and the folded tool bar covers no footer link. */
export const ShellOnPhone: Story = {
  ...onScreen('phone'),
  render: () => <ShellPage />,
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '打开菜单' })).toBeVisible();
    const fab = canvas.getByRole('button', { name: '更多工具' });
    window.scrollTo(0, doc.documentElement.scrollHeight);
    for (const link of within(canvasElement.querySelector('footer')!).getAllByRole('link')) {
      await expect(overlaps(link.getBoundingClientRect(), fab.getBoundingClientRect())).toBe(false);
    }
    window.scrollTo(0, 0);
  },
};

export const ShellOnTablet: Story = {
  ...onScreen('tablet'),
  render: () => <ShellPage />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(canvasElement).getByRole('button', { name: '更多工具' })).toBeVisible();
  },
};

export const ShellOnDesktop: Story = {
  ...onScreen('desktop'),
  render: () => <ShellPage />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(canvasElement).getByRole('navigation', { name: '主导航' })).toBeVisible();
  },
};
