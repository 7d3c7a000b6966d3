// The pieces that show what the deployer configured about the site (server `SITE_*`): the footer's filing
// number, the tool bar's service QR codes, the home page's QR codes. Lazy, like everything that asks the server
// (the home route's entry chunk carries no data layer); until the answer is in they show without them, which is
// also what they show when nothing is configured.
import { AboutUs, Footer, RightToolbar, type AboutUsProps, type FooterProps, type RightToolbarProps } from '@peiyin/ui';
import { useSiteSettings } from '../api/settings';

export function FooterHost(props: Omit<FooterProps, 'filingNumber'>) {
  return <Footer {...props} filingNumber={useSiteSettings().data?.filingNumber ?? null} />;
}

export function RightToolbarHost(props: Omit<RightToolbarProps, 'serviceQrs'>) {
  return <RightToolbar {...props} serviceQrs={useSiteSettings().data?.serviceQrs ?? []} />;
}

export function AboutUsHost(props: Omit<AboutUsProps, 'serviceQrs' | 'appQrs'>) {
  const site = useSiteSettings().data;
  return <AboutUs {...props} serviceQrs={site?.serviceQrs ?? []} appQrs={site?.appQrs ?? []} />;
}
