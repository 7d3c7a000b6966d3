import * as css from './RightToolbar.css';
import { Popover } from '../../primitives/Popover';
import { QrCode } from '../../primitives/QrCode';
import { FeedbackIcon, HelpIcon, WechatIcon } from '../../primitives/icons';
import { navigateOnClick } from '../../primitives/navigation';
import type { NavItem } from '../../primitives/navigation';

/** A QR code with its caption (service WeChat accounts, app downloads). */
export type QrEntry = {
  /** Caption under the code, e.g. 客服微信 1. */
  label: string;
  /** What the code encodes. */
  value: string;
};

export type RightToolbarProps = {
  /** Where the help center lives. @default { key: 'help', label: '帮助中心', href: '/help' } */
  helpCenter?: NavItem;
  /** Service WeChat QR codes shown in the popover. */
  serviceQrs: readonly QrEntry[];
  /** The help-center link was clicked. */
  onNavigate?: (item: NavItem) => void;
  /** The feedback button was clicked (opens the feedback dialog). */
  onFeedback: () => void;
};

const defaultHelp: NavItem = { key: 'help', label: '帮助中心', href: '/help' };

/** The floating tool bar on the right edge (spec 01 §2): help center, service WeChat, feedback. */
export function RightToolbar({ helpCenter = defaultHelp, serviceQrs, onNavigate, onFeedback }: RightToolbarProps) {
  return (
    <nav className={css.toolbar} aria-label="工具栏">
      <a className={css.item} href={helpCenter.href} onClick={navigateOnClick(helpCenter, onNavigate)}>
        <HelpIcon size={20} />
        {helpCenter.label}
      </a>
      <Popover.Root>
        <Popover.Trigger className={css.item}>
          <WechatIcon size={20} />
          客服微信
        </Popover.Trigger>
        <Popover.Content side="left" align="center" aria-label="客服微信">
          <div className={css.popTitle}>微信扫码联系客服</div>
          <div className={css.qrGrid}>
            {serviceQrs.map((qr) => (
              <div key={qr.value} className={css.qrItem}>
                <div className={css.qrFrame}>
                  <QrCode value={qr.value} size={112} label={`${qr.label}二维码`} />
                </div>
                <span>{qr.label}</span>
              </div>
            ))}
          </div>
          <div className={css.popNote}>工作时间：9:00-18:00 周一至周五</div>
        </Popover.Content>
      </Popover.Root>
      <button type="button" className={css.item} onClick={onFeedback}>
        <FeedbackIcon size={20} />
        意见反馈
      </button>
    </nav>
  );
}
