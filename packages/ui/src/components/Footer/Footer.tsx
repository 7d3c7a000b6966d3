import * as css from './Footer.css';
import { navigateOnClick } from '../../primitives/navigation';
import type { NavItem } from '../../primitives/navigation';

export type FooterProps = {
  /** ICP filing number shown at the bottom (spec 01 §2); it links to the national filing site. Absent or null: the
   * site has none configured, and no number is shown. */
  filingNumber?: string | null;
  /** Links shown before the filing number, e.g. 关于我们, 用户协议. @default [] */
  links?: readonly NavItem[];
  /** Copyright year. @default the current year */
  year?: number;
  onNavigate?: (item: NavItem) => void;
};

/** The page footer with copyright, a few links and the filing number. */
export function Footer({ filingNumber, links = [], year = new Date().getFullYear(), onNavigate }: FooterProps) {
  return (
    <footer className={css.footer}>
      <div className={css.inner}>
        <span>© {year} 配音 Peiyin</span>
        {links.map((item) => (
          <a key={item.key} className={css.link} href={item.href} onClick={navigateOnClick(item, onNavigate)}>
            {item.label}
          </a>
        ))}
        {filingNumber ? (
          <a className={css.link} href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
            {filingNumber}
          </a>
        ) : null}
      </div>
    </footer>
  );
}
