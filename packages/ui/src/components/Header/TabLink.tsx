import type { MouseEventHandler } from 'react';
import type { HeaderTab } from './headerItems';
import { Badge } from '../../primitives/Badge';

type TabLinkProps = {
  tab: HeaderTab;
  activeKey?: string;
  className: string;
  /** Placement of the NEW marker: above the label in the desktop row, after it in the drawer. */
  badgeClassName?: string;
  onClick: MouseEventHandler<HTMLAnchorElement>;
};

/** One header tab as a link: the desktop row and the menu drawer render the same entry (target, current page, NEW). */
export function TabLink({ tab, activeKey, className, badgeClassName, onClick }: TabLinkProps) {
  return (
    <a
      className={className}
      href={tab.href}
      target={tab.newTab ? '_blank' : undefined}
      rel={tab.newTab ? 'noopener' : undefined}
      aria-current={tab.key === activeKey ? 'page' : undefined}
      onClick={onClick}
    >
      {tab.label}
      {tab.isNew ? (
        <Badge tone="new" className={badgeClassName} aria-label="新功能">
          NEW
        </Badge>
      ) : null}
    </a>
  );
}
