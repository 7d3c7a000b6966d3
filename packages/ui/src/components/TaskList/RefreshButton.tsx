import { useEffect, useRef, useState } from 'react';
import { Button } from '../../primitives/Button';
import { RefreshIcon } from '../../primitives/studioIcons';

/** spec 02 §9 "Refresh cooldown": the refresh button rests 2 s after each click. */
export const REFRESH_COOLDOWN_MS = 2000;

export interface RefreshButtonProps {
  onRefresh: () => void;
  /** @default 2000 */
  cooldownMs?: number;
  /** @default '刷新' */
  label?: string;
}

/** Refresh for the creation center lists: disabled for `cooldownMs` after a click (spec 02 §2.6). */
export function RefreshButton({ onRefresh, cooldownMs = REFRESH_COOLDOWN_MS, label = '刷新' }: RefreshButtonProps) {
  const [resting, setResting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  return (
    <Button
      variant="secondary"
      icon={<RefreshIcon size={16} />}
      disabled={resting}
      data-cooldown={resting || undefined}
      onClick={() => {
        setResting(true);
        timer.current = setTimeout(() => setResting(false), cooldownMs);
        onRefresh();
      }}
    >
      {label}
    </Button>
  );
}
