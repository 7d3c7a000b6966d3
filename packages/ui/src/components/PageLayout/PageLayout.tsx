import type { ReactNode } from 'react';
import * as css from './PageLayout.css';

export type PageLayoutProps = {
  /** Optional activity strip above the header. */
  topBanner?: ReactNode;
  /** The header. */
  header: ReactNode;
  /** Full-width content right under the header (the home banner). */
  banner?: ReactNode;
  /** The page itself. */
  children: ReactNode;
  /** The floating right tool bar. */
  toolbar?: ReactNode;
  footer?: ReactNode;
  /** Centre the main content at the content width with page padding. @default true */
  contained?: boolean;
};

/** The frame of every page (spec 01 §2 "Layout and header"). */
export function PageLayout({ topBanner, header, banner, children, toolbar, footer, contained = true }: PageLayoutProps) {
  return (
    <div className={css.page}>
      {topBanner}
      {header}
      {banner}
      <main className={css.main}>{contained ? <div className={css.contained}>{children}</div> : children}</main>
      {toolbar}
      {footer && toolbar ? <div className={css.footerClearOfToolbar}>{footer}</div> : footer}
    </div>
  );
}
