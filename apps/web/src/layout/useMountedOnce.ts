import { useState } from 'react';

/** True from the first time `wanted` is true on: mount a lazy dialog when first opened, then keep it (its state, its exit animation). */
export function useMountedOnce(wanted: boolean): boolean {
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);
  return mounted || wanted;
}
