// The full route table of spec 01 §2 and spec 02 §2.1. The home page is in the entry chunk; every other page is
// lazy so the home route stays small (issue 2: ≤ 150 KB JS gzipped). Declarative routes: the data-router API
// of React Router would add ≈17 KB gzipped to the home route for loaders this app does not use.
import { Suspense, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useSearchParams } from 'react-router-dom';
import { lazyWithQueries } from './api/lazyWithQueries';
import { Spinner } from '@peiyin/ui';
import { AppLayout } from './layout/AppLayout';
import { HomePage } from './pages/HomePage';
import { RequireLogin } from './layout/RequireLogin';

/** A lazily loaded page; the component is made once, at module level, so navigation never remounts it. It
 * brings the data layer's provider along (api/lazyWithQueries.tsx: TanStack Query is not in the entry chunk). */
const lazyPage = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazyWithQueries(load);
  return function LazyPage() {
    return (
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    );
  };
};

const WxAuthCallbackPage = lazyPage(() => import('./pages/WxAuthCallbackPage'));
const DownloadPage = lazyPage(() => import('./pages/DownloadPage'));
const TestPage = lazyPage(() => import('./pages/TestPage'));
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage'));
const UserInfoPage = lazyPage(() => import('./pages/account/UserInfoPage'));
const PasswordPage = lazyPage(() => import('./pages/account/PasswordPage'));
const TradeFlowPage = lazyPage(() => import('./pages/account/TradeFlowPage'));
const InviterPage = lazyPage(() => import('./pages/account/InviterPage'));
const ApiKeysPage = lazyPage(() => import('./pages/account/ApiKeysPage'));
const PayResultPage = lazyPage(() => import('./pages/PayResultPage'));
const InvitePage = lazyPage(() => import('./pages/InvitePage'));

const StaticDocPage = lazyWithQueries(() => import('./pages/StaticDocPage').then((m) => ({ default: m.StaticDocPage })));
const staticPage = (docKey: string) => (
  <Suspense fallback={<Spinner />}>
    <StaticDocPage docKey={docKey} />
  </Suspense>
);

/** /anchor/custom/edit (?anchorId=N): to 我的主播 of the anchor library, with that custom anchor's detail open. */
function CustomAnchorEditRedirect() {
  const [params] = useSearchParams();
  const id = params.get('anchorId');
  const target = new URLSearchParams({ tab: 'custom' });
  if (id !== null && /^\d{1,10}$/.test(id)) target.set('customId', id);
  return <Navigate to={`/anchors?${target.toString()}`} replace />;
}

const AnchorsPage = lazyPage(() => import('./pages/anchors/AnchorsPage'));
const SamplesPage = lazyPage(() => import('./pages/samples/SamplesPage'));
const CreationPage = lazyPage(() => import('./pages/creation/CreationPage'));
const CreationCenterPage = lazyPage(() => import('./pages/creationCenter/CreationCenterPage'));
const DrawsPage = lazyPage(() => import('./pages/draws/DrawsPage'));

const GptPage = lazyPage(() => import('./pages/gpt/GptPage'));
const PromptsPage = lazyPage(() => import('./pages/gpt/PromptsPage'));
const InspirationPage = lazyPage(() => import('./pages/gpt/InspirationPage'));
const InspirationApplyPage = lazyPage(() => import('./pages/gpt/InspirationApplyPage'));

const ToolsHubPage = lazyPage(() => import('./pages/tools/ToolsHubPage'));
const ToolsPage = lazyPage(() => import('./pages/tools/ToolsPage'));
const PronunciationPage = lazyPage(() => import('./pages/pronunciation/PronunciationPage'));

const AccountPage = lazyWithQueries(() => import('./pages/account/AccountPage'));

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/index.html" element={<Navigate to="/home" replace />} />
      <Route path="/wxAuthCallback" element={<WxAuthCallbackPage />} />
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="home" element={<HomePage />} />
        <Route path="protocol" element={staticPage('userAgreement')} />
        <Route path="privacy" element={staticPage('privacyPolicy')} />
        <Route path="third-party" element={staticPage('thirdPartyList')} />
        <Route path="member-agreement" element={staticPage('memberAgreement')} />
        <Route path="subscription-agreement" element={staticPage('subscriptionAgreement')} />
        <Route path="help" element={staticPage('helpCenter')} />
        <Route path="about" element={staticPage('aboutPage')} />
        <Route path="download" element={<DownloadPage />} />
        <Route path="test" element={<TestPage />} />
        <Route path="anchors" element={<AnchorsPage />} />
        <Route path="samples" element={<SamplesPage />} />
        <Route path="tools" element={<ToolsHubPage />} />
        <Route path="gpt/prompts" element={<PromptsPage />} />
        <Route path="gpt/inspiration" element={<InspirationPage />} />
        <Route path="inspiration" element={<Navigate to="/gpt/inspiration" replace />} />
        {/* custom anchors are edited in the anchor library's 我的主播 (issue 27: this page said 即将上线) */}
        <Route path="anchor/custom/edit" element={<CustomAnchorEditRedirect />} />
        <Route element={<RequireLogin />}>
          <Route path="draws" element={<DrawsPage />} />
          <Route path="gpt" element={<GptPage />} />
          <Route path="gpt/inspiration/apply" element={<InspirationApplyPage />} />
          <Route path="creation" element={<CreationPage />} />
          <Route path="creationCenter" element={<CreationCenterPage />} />
          <Route path="pay/result" element={<PayResultPage />} />
          <Route path="inviter" element={<InvitePage />} />
          <Route path="pronunciation" element={<PronunciationPage />} />
          <Route path="aitools" element={<Navigate to="/aitools/ocr" replace />} />
          <Route path="aitools/:tool" element={<ToolsPage />} />
          <Route
            path="account"
            element={
              <Suspense fallback={<Spinner />}>
                <AccountPage />
              </Suspense>
            }
          >
            <Route index element={<Navigate to="/account/userinfo" replace />} />
            <Route path="userinfo" element={<UserInfoPage />} />
            <Route path="password" element={<PasswordPage />} />
            <Route path="trade_flow" element={<TradeFlowPage />} />
            <Route path="inviter" element={<InviterPage />} />
            <Route path="apikeys" element={<ApiKeysPage />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
