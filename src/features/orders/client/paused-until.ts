import { useEffect, useState } from 'react';
import { useStoreInfo } from '@/client/lib/store-info-query';

/** The time orders are taken again while busy mode pauses them, or null; re-renders when the pause ends. */
export function usePausedUntil(): string | null {
  const pausedUntil = useStoreInfo().data?.busy.pausedUntil ?? null;
  const [, tick] = useState(0);
  const active = pausedUntil && Date.parse(pausedUntil) > Date.now() ? pausedUntil : null;
  useEffect(() => {
    if (!active) return;
    const id = setTimeout(
      () => tick((n) => n + 1),
      Math.min(Date.parse(active) - Date.now() + 500, 2 ** 31 - 1),
    );
    return () => clearTimeout(id);
  }, [active]);
  return active;
}
