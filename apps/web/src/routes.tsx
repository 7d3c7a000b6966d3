// The full route table of spec 01 §2 and spec 02 §2.1. The home page is in the entry chunk; every other page is
// lazy so the home route stays small (issue 2: ≤ 150 KB JS gzipped).
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { HomePage } from './pages/HomePage';
import { RequireLogin } from './layout/RequireLogin';

const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

const staticPage = (key: string) => ({ lazy: async () => {
  const { StaticDocPage } = await import('./pages/StaticDocPage');
  return { Component: () => <StaticDocPage docKey={key} /> };
} });

/** Pages that later work builds: an honest "即将上线" panel, named by the feature. */
const comingSoon = (feature: string) => ({ lazy: async () => {
  const { ComingSoonPage } = await import('./pages/ComingSoonPage');
  return { Component: () => <ComingSoonPage feature={feature} /> };
} });

export const routes: RouteObject[] = [
  { path: '/index.html', element: <Navigate to="/home" replace /> },
  { path: '/wxAuthCallback', lazy: lazyPage(() => import('./pages/WxAuthCallbackPage')) },
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'home', element: <HomePage /> },
      { path: 'protocol', ...staticPage('userAgreement') },
      { path: 'privacy', ...staticPage('privacyPolicy') },
      { path: 'third-party', ...staticPage('thirdPartyList') },
      { path: 'member-agreement', ...staticPage('memberAgreement') },
      { path: 'subscription-agreement', ...staticPage('subscriptionAgreement') },
      { path: 'help', ...staticPage('helpCenter') },
      { path: 'about', ...staticPage('aboutPage') },
      { path: 'download', lazy: lazyPage(() => import('./pages/DownloadPage')) },
      { path: 'test', lazy: lazyPage(() => import('./pages/TestPage')) },
      { path: 'anchors', ...comingSoon('AI配音 · 主播库') },
      { path: 'samples', ...comingSoon('AI样音') },
      { path: 'tools', ...comingSoon('智能工具') },
      { path: 'gpt/prompts', ...comingSoon('魔法提示词库') },
      { path: 'gpt/inspiration', ...comingSoon('灵感中心') },
      { path: 'inspiration', element: <Navigate to="/gpt/inspiration" replace /> },
      { path: 'inviter', ...comingSoon('邀请好友') },
      { path: 'anchor/custom/edit', ...comingSoon('自定义主播') },
      {
        element: <RequireLogin />,
        children: [
          { path: 'draws', ...comingSoon('AI绘画') },
          { path: 'gpt', ...comingSoon('AI写作') },
          { path: 'gpt/inspiration/apply', ...comingSoon('灵感应用') },
          { path: 'creation', ...comingSoon('配音编辑器') },
          { path: 'creationCenter', ...comingSoon('创作中心') },
          { path: 'aitools', element: <Navigate to="/aitools/ocr" replace /> },
          { path: 'aitools/:tool', ...comingSoon('智能工具') },
          {
            path: 'account',
            lazy: lazyPage(() => import('./pages/account/AccountPage')),
            children: [
              { index: true, element: <Navigate to="/account/userinfo" replace /> },
              { path: 'userinfo', lazy: lazyPage(() => import('./pages/account/UserInfoPage')) },
              { path: 'password', lazy: lazyPage(() => import('./pages/account/PasswordPage')) },
              { path: 'trade_flow', lazy: lazyPage(() => import('./pages/account/TradeFlowPage')) },
              { path: 'inviter', lazy: lazyPage(() => import('./pages/account/InviterPage')) },
            ],
          },
        ],
      },
      { path: '*', lazy: lazyPage(() => import('./pages/NotFoundPage')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
