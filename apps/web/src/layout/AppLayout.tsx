// The shell around every page (spec 01 §2 "Layout and header"): activity banner, header with tabs and the
// avatar menu, the page, the right tool bar, the footer, and the dialogs any page may open (login, feedback).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { MemberInfo } from '@peiyin/api-client';
import { Footer, Header, HomeBanner, PageLayout, TopActivityBanner, headerTabs, type HeaderUser } from '@peiyin/ui';
import { lazyWithQueries } from '../api/lazyWithQueries';
import { displayName, sessionAtom, signOut } from '../state/session';
import { openLogin } from '../state/loginDialog';
import { feedbackOpenAtom, vipOpenAtom } from '../state/feedbackDialog';
import { paymentOffAtom } from '../state/payment';
import { flavour } from '../flavour';
import { footerLinks } from '../site';
import { loginDialogAtom } from '../state/loginDialog';
import { useMountedOnce } from './useMountedOnce';

// The dialogs are loaded the first time they open, so the home route does not carry their code.
const LoginDialogHost = lazyWithQueries(() => import('./LoginDialogHost').then((m) => ({ default: m.LoginDialogHost })));
const FeedbackDialogHost = lazyWithQueries(() => import('./FeedbackDialogHost').then((m) => ({ default: m.FeedbackDialogHost })));
const VipDialogHost = lazyWithQueries(() => import('./VipDialogHost').then((m) => ({ default: m.VipDialogHost })));
const MembershipHost = lazyWithQueries(() => import('./MembershipHost'));
const PaymentModeHost = lazyWithQueries(() => import('./PaymentModeHost'));
const ToasterHost = lazy(() => import('./ToasterHost'));
const FooterHost = lazyWithQueries(() => import('./SiteHosts').then((m) => ({ default: m.FooterHost })));
const RightToolbarHost = lazyWithQueries(() => import('./SiteHosts').then((m) => ({ default: m.RightToolbarHost })));
import { useGo } from './useGo';
import { documentTitle, titleDetailAtom } from './pageTitles';
import { askBanner, knownBanner } from './bootBanner';

/** The activity strip, drawn with the page from the answer asked for at start (bootBanner.ts); late only when the
 * answer was. The server answers none where payment is off. */
function ActivityBanner({ onOpenVip }: { onOpenVip(): void }) {
  const [answer, setAnswer] = useState(knownBanner);
  useEffect(() => {
    if (!answer) void askBanner().then((banner) => setAnswer({ banner }));
  }, [answer]);
  return answer?.banner ? <TopActivityBanner activity={answer.banner} onOpenVip={onOpenVip} /> : null;
}

/** Which header tab a path belongs to. */
function activeTabOf(pathname: string): string | undefined {
  if (pathname === '/' || pathname === '/home') return 'home';
  return headerTabs.find((tab) => tab.href !== '/home' && pathname.startsWith(tab.href))?.key;
}

/// The editor's bottom bar (36 px and its border) and a little air: what the right tool bar's folded button keeps clear.
const STUDIO_BAR_CLEARANCE = 44;

export function AppLayout() {
  const user = useAtomValue(sessionAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const go = useGo();
  const [feedbackOpen, setFeedbackOpen] = useAtom(feedbackOpenAtom);
  const [vipOpen, setVipOpen] = useAtom(vipOpenAtom);
  const loginWanted = useMountedOnce(useAtomValue(loginDialogAtom).open);
  const feedbackWanted = useMountedOnce(feedbackOpen);
  const vipWanted = useMountedOnce(vipOpen);
  const paymentOff = useAtomValue(paymentOffAtom) === true;

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);
  // each page its own title (issue 27)
  const titleDetail = useAtomValue(titleDetailAtom);
  useEffect(() => {
    document.title = documentTitle(location.pathname, titleDetail);
  }, [location.pathname, titleDetail]);

  const isHome = activeTabOf(location.pathname) === 'home';
  // the editor is a workspace: no activity banner above it, no site footer below it (issue 27)
  const studio = location.pathname === '/creation';
  // the membership as the server computes it now (an expired one keeps its name, shown as expired);
  // the level stored at login until it answers
  const [answered, setMember] = useState<MemberInfo | null>(null);
  const member = user ? answered : null;
  const headerUser: HeaderUser | null = user
    ? { displayName: displayName(user), avatar: user.avatar, vipLevel: member?.vipLevel ?? user.vipLevel, vipName: member?.vipName || undefined, vipExpired: member?.expired ?? false }
    : null;

  return (
    <>
      <PageLayout
        topBanner={studio ? undefined : <ActivityBanner onOpenVip={() => setVipOpen(true)} />}
        header={
          <Header
            flavour={flavour}
            activeKey={activeTabOf(location.pathname)}
            user={headerUser}
            onNavigate={go}
            onInvite={() => go({ href: '/inviter', loginRequired: true })}
            onOpenVip={() => (user ? setVipOpen(true) : openLogin())}
            paymentOff={paymentOff}
            onLogin={() => openLogin()}
            onLogout={() => {
              signOut();
              navigate('/home');
            }}
          />
        }
        banner={isHome ? <HomeBanner onSlideClick={() => go({ href: '/anchors' })} /> : undefined}
        // spec 02 §2.11: the right tool bar is hidden on the AI drawing page
        toolbar={
          location.pathname.startsWith('/draws') ? undefined : (
            // fixed at the screen's edge, so coming with its chunk moves nothing; in the entry it cost the home
            // route 150 KB (issue 27)
            <Suspense fallback={null}>
              <RightToolbarHost
                onNavigate={go}
                onFeedback={() => setFeedbackOpen(true)}
                // the editor's bottom bar keeps to the bottom edge: the folded button floats above it (issue 27)
                bottomClearance={studio ? STUDIO_BAR_CLEARANCE : 0}
              />
            </Suspense>
          )
        }
        footer={
          studio ? undefined : (
            <Suspense fallback={<Footer links={footerLinks} onNavigate={go} />}>
              <FooterHost links={footerLinks} onNavigate={go} />
            </Suspense>
          )
        }
      >
        <Outlet />
      </PageLayout>
      <Suspense fallback={null}>
        {user && <MembershipHost onChange={setMember} />}
        <PaymentModeHost />
        {loginWanted && <LoginDialogHost />}
        {feedbackWanted && <FeedbackDialogHost />}
        {vipWanted && <VipDialogHost />}
      </Suspense>
      <Suspense fallback={null}>
        <ToasterHost />
      </Suspense>
    </>
  );
}
