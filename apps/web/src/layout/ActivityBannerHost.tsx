// The top activity banner (spec 01 §8: loaded silently; nothing shows outside its time window). Lazy, like
// everything that asks the server: it appears once its answer is in, so its code can arrive with it.
import { TopActivityBanner } from '@peiyin/ui';
import { useActivityBanner } from '../api/settings';

export default function ActivityBannerHost({ onOpenVip }: { onOpenVip(): void }) {
  const activity = useActivityBanner(1).data ?? null;
  return activity && <TopActivityBanner activity={activity} onOpenVip={onOpenVip} />;
}
