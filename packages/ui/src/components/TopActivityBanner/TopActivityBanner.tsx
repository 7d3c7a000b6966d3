import { useState } from 'react';
import * as css from './TopActivityBanner.css';
import { IconButton } from '../../primitives/Button';
import { CloseIcon, CrownIcon } from '../../primitives/icons';

/** The activity as the server describes it (spec 01 §3 "Top activity"); only what the banner needs. */
export type TopActivity = {
  name: string;
  imagePath: string;
  /** The visitor may hide it for this page view. */
  closeable: boolean;
};

export type TopActivityBannerProps = {
  /** The current activity, or null when there is none (nothing renders). */
  activity: TopActivity | null;
  /** Clicking the banner opens the VIP dialog (spec 01 §2). */
  onOpenVip: () => void;
  /** Called after the visitor closed it. */
  onClose?: () => void;
};

/**
 * Optional strip above the header advertising an activity; closeable when the activity says so. From a tablet up
 * it shows the activity's artwork; on a phone its name as text that wraps, with a 44 px close target.
 */
export function TopActivityBanner({ activity, onOpenVip, onClose }: TopActivityBannerProps) {
  const [closed, setClosed] = useState(false);
  if (!activity || closed) return null;
  return (
    <aside className={css.banner} aria-label={activity.name}>
      <button type="button" className={css.link} onClick={onOpenVip}>
        <img className={css.image} src={activity.imagePath} alt={activity.name} />
        {/* a phone shows these instead of the artwork (TopActivityBanner.css.ts) */}
        <CrownIcon className={css.crown} size={18} />
        <span className={css.text}>{activity.name}</span>
        <span className={css.cta} aria-hidden="true">
          立即开通
        </span>
      </button>
      {activity.closeable ? (
        <IconButton
          label="关闭活动横幅"
          size="sm"
          round
          className={css.close}
          onClick={() => {
            setClosed(true);
            onClose?.();
          }}
        >
          <CloseIcon size={14} />
        </IconButton>
      ) : null}
    </aside>
  );
}
