import { useState, type CSSProperties } from 'react';
import * as css from './RightToolbar.css';
import { Popover } from '../../primitives/Popover';
import { QrCode } from '../../primitives/QrCode';
import { ChevronDownIcon, FeedbackIcon, HelpIcon, WechatIcon } from '../../primitives/icons';
import { MoreIcon } from '../../primitives/shellIcons';
import { navigateOnClick } from '../../primitives/navigation';
import type { NavItem } from '../../primitives/navigation';
import { Inline, Stack } from '../../primitives/Stack';
import { Box } from '../../primitives/Box';

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
  /** Service WeChat QR codes shown in the popover; without any (none configured) there is no 客服微信 item. */
  serviceQrs: readonly QrEntry[];
  /** The help-center link was clicked. */
  onNavigate?: (item: NavItem) => void;
  /** The feedback button was clicked (opens the feedback dialog). */
  onFeedback: () => void;
  /** Room in px the page keeps along the bottom edge for a bar of its own (the editor's bottom bar, issue 27): the
   * folded button floats above it instead of on its buttons. @default 0 */
  bottomClearance?: number;
};

const defaultHelp: NavItem = { key: 'help', label: '帮助中心', href: '/help' };

function QrCodes({ serviceQrs }: { serviceQrs: readonly QrEntry[] }) {
  return (
    <Inline gap="4" align="stretch">
      {serviceQrs.map((qr) => (
        <Stack key={qr.value} gap="2" align="center">
          <div className={css.qrFrame}>
            <QrCode value={qr.value} size={112} label={`${qr.label}二维码`} />
          </div>
          <span>{qr.label}</span>
        </Stack>
      ))}
    </Inline>
  );
}

const workingHours = '工作时间：9:00-18:00 周一至周五';

/**
 * The floating tool bar on the right edge (spec 01 §2): help center, service WeChat, feedback. On a phone a
 * 60 px column would cover the content (so would it on a tablet, where the page fills the width), so below
 * desktop width it folds into one floating button (更多工具) that opens the same items.
 */
export function RightToolbar({ helpCenter = defaultHelp, serviceQrs, onNavigate, onFeedback, bottomClearance = 0 }: RightToolbarProps) {
  return (
    <>
      <nav className={css.toolbar} aria-label="工具栏">
        <a className={css.item} href={helpCenter.href} onClick={navigateOnClick(helpCenter, onNavigate)}>
          <HelpIcon size={20} />
          {helpCenter.label}
        </a>
        {serviceQrs.length > 0 ? (
          <Popover.Root>
            <Popover.Trigger className={css.item}>
              <WechatIcon size={20} />
              客服微信
            </Popover.Trigger>
            <Popover.Content side="left" align="center" aria-label="客服微信">
              <div className={css.popTitle}>微信扫码联系客服</div>
              <QrCodes serviceQrs={serviceQrs} />
              <div className={css.popNote}>{workingHours}</div>
            </Popover.Content>
          </Popover.Root>
        ) : null}
        <button type="button" className={css.item} onClick={onFeedback}>
          <FeedbackIcon size={20} />
          意见反馈
        </button>
      </nav>
      <FoldedToolbar helpCenter={helpCenter} serviceQrs={serviceQrs} onNavigate={onNavigate} onFeedback={onFeedback} bottomClearance={bottomClearance} />
    </>
  );
}

/** The tool bar below desktop width: one floating button; its panel lists the items, the service QR codes unfold in place. */
function FoldedToolbar({ helpCenter, serviceQrs, onNavigate, onFeedback, bottomClearance = 0 }: Required<Pick<RightToolbarProps, 'helpCenter'>> & Omit<RightToolbarProps, 'helpCenter'>) {
  const [open, setOpen] = useState(false);
  const [qrsShown, setQrsShown] = useState(false);
  const close = () => setOpen(false);
  return (
    <div className={css.folded} style={{ [css.clearance.slice(4, -1)]: `${bottomClearance}px` } as CSSProperties}>
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setQrsShown(false);
        }}
      >
        <Popover.Trigger className={css.fab} aria-label="更多工具">
          <MoreIcon size={22} />
        </Popover.Trigger>
        <Popover.Content side="top" align="end" arrow={false} className={css.foldedPanel} aria-label="更多工具">
          <nav aria-label="工具栏">
            <a
              className={css.row}
              href={helpCenter.href}
              onClick={(event) => {
                close();
                navigateOnClick(helpCenter, onNavigate)(event);
              }}
            >
              <HelpIcon size={20} />
              {helpCenter.label}
            </a>
            {serviceQrs.length > 0 ? (
              <button type="button" className={css.row} aria-expanded={qrsShown} onClick={() => setQrsShown((shown) => !shown)}>
                <WechatIcon size={20} />
                客服微信
                <ChevronDownIcon size={16} className={css.rowChevron} />
              </button>
            ) : null}
            {qrsShown && serviceQrs.length > 0 ? (
              <Box paddingTop="2" paddingX="2" paddingBottom="3">
                <div className={css.popNote}>长按识别或截图后在微信中扫码</div>
                <QrCodes serviceQrs={serviceQrs} />
                <div className={css.popNote}>{workingHours}</div>
              </Box>
            ) : null}
            <button
              type="button"
              className={css.row}
              onClick={() => {
                close();
                onFeedback();
              }}
            >
              <FeedbackIcon size={20} />
              意见反馈
            </button>
          </nav>
        </Popover.Content>
      </Popover.Root>
    </div>
  );
}
