import type { ReactNode, SVGProps } from 'react';

// Every icon is made by a call marked pure, so a page's bundle keeps only the icons it uses.

/** Our own line icons (24 × 24 grid, 1.8 stroke, currentColor) so no icon font is needed. */
export type IconProps = SVGProps<SVGSVGElement> & {
  /** Pixel size of the square icon. @default 16 */
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from assistive tech. */
  title?: string;
};

export function make(name: string, paths: ReactNode, filled = false) {
  function Icon({ size = 16, title, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        role={title ? 'img' : undefined}
        aria-hidden={title ? undefined : true}
        focusable="false"
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}

export const CloseIcon = /* @__PURE__ */ make('Close', <path d="M6 6l12 12M18 6L6 18" />);
export const ChevronDownIcon = /* @__PURE__ */ make('ChevronDown', <path d="M6 9l6 6 6-6" />);
export const ChevronLeftIcon = /* @__PURE__ */ make('ChevronLeft', <path d="M15 6l-6 6 6 6" />);
export const ChevronRightIcon = /* @__PURE__ */ make('ChevronRight', <path d="M9 6l6 6-6 6" />);
export const CheckIcon = /* @__PURE__ */ make('Check', <path d="M5 12.5l4.5 4.5L19 7.5" />);
export const InfoIcon = /* @__PURE__ */ make('Info', <><circle cx="12" cy="12" r="9" /><path d="M12 11v5.5M12 7.6v.1" /></>);
export const SuccessIcon = /* @__PURE__ */ make('Success', <><circle cx="12" cy="12" r="9" /><path d="M8 12.3l2.7 2.7L16 9.6" /></>);
export const WarningIcon = /* @__PURE__ */ make('Warning', <><path d="M12 3.5l9.5 16.5h-19z" /><path d="M12 10v4.5M12 17.3v.1" /></>);
export const ErrorIcon = /* @__PURE__ */ make('Error', <><circle cx="12" cy="12" r="9" /><path d="M9 9l6 6M15 9l-6 6" /></>);
export const HelpIcon = /* @__PURE__ */ make('Help', <><circle cx="12" cy="12" r="9" /><path d="M9.6 9.3a2.5 2.5 0 1 1 3.6 2.3c-.8.4-1.2 1-1.2 1.9v.4M12 16.8v.1" /></>);
export const FeedbackIcon = /* @__PURE__ */ make('Feedback', <><path d="M4 5.5h16v10.5H9.5L5.5 19.5V16H4z" /><path d="M8 9.5h8M8 12.5h5" /></>);
export const WechatIcon = /* @__PURE__ */ make(
  'Wechat',
  <>
    <path d="M9.2 4.5c-3.9 0-7 2.6-7 5.9 0 1.9 1 3.5 2.6 4.6l-.7 2.2 2.6-1.3c.8.2 1.6.4 2.5.4h.4a5.3 5.3 0 0 1-.2-1.4c0-3.2 3-5.7 6.7-5.7h.4C16 6.5 12.9 4.5 9.2 4.5z" />
    <path d="M22 14.9c0-2.7-2.7-4.9-5.9-4.9s-5.9 2.2-5.9 4.9 2.7 4.9 5.9 4.9c.7 0 1.4-.1 2-.3l2.1 1.1-.6-1.8c1.5-1 2.4-2.3 2.4-3.9z" />
  </>,
);
export const GiftIcon = /* @__PURE__ */ make('Gift', <><path d="M4 10h16v10H4zM3 7h18v3H3zM12 7v13" /><path d="M12 7c-1.5-3-5-3.2-5-1s3 1 5 1zm0 0c1.5-3 5-3.2 5-1s-3 1-5 1z" /></>);
export const CrownIcon = /* @__PURE__ */ make('Crown', <path d="M3.5 8l4.5 4 4-6.5 4 6.5 4.5-4-1.8 10.5H5.3zM5.5 21h13" />);
export const UserIcon = /* @__PURE__ */ make('User', <><circle cx="12" cy="8.5" r="4" /><path d="M4.5 20.5c.8-3.9 3.9-6 7.5-6s6.7 2.1 7.5 6" /></>);
export const LogoutIcon = /* @__PURE__ */ make('Logout', <><path d="M10 4H5v16h5" /><path d="M15 8l4 4-4 4M19 12H9.5" /></>);
export const FolderIcon = /* @__PURE__ */ make('Folder', <path d="M3.5 6.5h6l2 2h9v10.5h-17z" />);
export const ReceiptIcon = /* @__PURE__ */ make('Receipt', <><path d="M6 3.5h12v17l-3-1.8-3 1.8-3-1.8-3 1.8z" /><path d="M9 8.5h6M9 12h6" /></>);
export const MicIcon = /* @__PURE__ */ make('Mic', <><rect x="9" y="3.5" width="6" height="11" rx="3" /><path d="M5.5 11.5a6.5 6.5 0 0 0 13 0M12 18v2.5" /></>);
export const UsersIcon = /* @__PURE__ */ make('Users', <><circle cx="9" cy="8.5" r="3.5" /><path d="M2.5 19.5c.6-3.3 3.3-5.2 6.5-5.2s5.9 1.9 6.5 5.2" /><path d="M15.5 5.3a3.5 3.5 0 0 1 0 6.4M18 14.6c1.9.7 3.2 2.4 3.5 4.9" /></>);
export const ToolsIcon = /* @__PURE__ */ make('Tools', <><path d="M14.5 6.5a4 4 0 0 0 5 5l-8.8 8.8a2.1 2.1 0 0 1-3-3z" /><path d="M4 4l4.5 4.5M3.5 7.5l3-3" /></>);
export const SparkleIcon = /* @__PURE__ */ make('Sparkle', <path d="M12 3l2 5.5L19.5 10.5 14 12.5 12 18l-2-5.5L4.5 10.5 10 8.5zM18.5 16l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z" />);
export const DownloadIcon = /* @__PURE__ */ make('Download', <path d="M12 4v11M7.5 10.5L12 15l4.5-4.5M4.5 19.5h15" />);
export const ArrowRightIcon = /* @__PURE__ */ make('ArrowRight', <path d="M5 12h14M13 6l6 6-6 6" />);
export const ClockIcon = /* @__PURE__ */ make('Clock', <><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3.5 2" /></>);
export const PhoneIcon = /* @__PURE__ */ make('Phone', <><rect x="6.5" y="2.5" width="11" height="19" rx="2.5" /><path d="M10.5 18.5h3" /></>);
export const InboxIcon = /* @__PURE__ */ make('Inbox', <><path d="M3.5 13.5l3-8h11l3 8v6h-17z" /><path d="M3.5 13.5h5l1 2.5h5l1-2.5h5" /></>);
export const LockIcon = /* @__PURE__ */ make('Lock', <><rect x="5" y="10.5" width="14" height="10" rx="2" /><path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" /></>);
export const LinkIcon = /* @__PURE__ */ make('Link', <><path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" /><path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" /></>);
export const StarIcon = /* @__PURE__ */ make('Star', <path d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8 6.8 19.6l1-5.8-4.3-4.1 5.9-.8z" />, true);
