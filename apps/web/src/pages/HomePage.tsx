// The landing page (spec 01 §2 "Home page"): banner carousel, three feature cards, the 3-step bar, user reviews,
// the try-now button and the about-us block. It is in the entry chunk; keep it light.
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { FeatureCards, Stack, StepsBar, TryNowButton } from '@peiyin/ui';
import { lazyWithQueries } from '../api/lazyWithQueries';
import { sessionAtom } from '../state/session';
import { useGo } from '../layout/useGo';
import { agreementLinks } from '../site';

const HomeReviews = lazyWithQueries(() => import('./HomeReviews'));
const AboutUsHost = lazyWithQueries(() => import('../layout/SiteHosts').then((m) => ({ default: m.AboutUsHost })));

/** Where each feature card leads (spec 01 §2): synthesis and multi-anchor scenes → creation (login), tools → tools. */
const featureTargets = {
  tts: { href: '/creation?anchorId=12', loginRequired: true },
  multiAnchor: { href: '/creation?anchorId=12', loginRequired: true },
  tools: { href: '/tools', loginRequired: false },
} as const;

export function HomePage() {
  const user = useAtomValue(sessionAtom);
  const go = useGo();

  return (
    <Stack gap="12" align="center">
      <FeatureCards onSelect={(feature) => go(featureTargets[feature.key])} />
      <StepsBar />
      <TryNowButton
        loggedIn={user !== null}
        onNavigate={(target) =>
          go(target.name === 'creation' ? { href: `/creation?anchorId=${target.anchorId}`, loginRequired: true } : { href: target.href })
        }
      />
      <Suspense fallback={null}>
        <HomeReviews />
      </Suspense>
      {/* the QR codes the deployer configured (none by default) */}
      {/* the page's last block, below the fold: it comes with its chunk (the home route's entry stays ≤ 150 KB) */}
      <Suspense fallback={null}>
        <AboutUsHost links={agreementLinks} onNavigate={go} />
      </Suspense>
    </Stack>
  );
}
