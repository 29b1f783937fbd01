/**
 * The boosts running now, for the Effects panel and its visibility rule: `$boosts` read against
 * the server's clock (`serverNow`), re-read when the first of them ends (no server message says
 * so).
 */
import type { ActiveBoost } from '@idle/contracts';
import { $boosts, runningBoosts, serverNow } from '@idle/state';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';

/** The longest wait a browser timer takes (about 24.8 days); a longer one is waited in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function useRunningBoosts(): ActiveBoost[] {
  const boosts = useStore($boosts);
  const [now, setNow] = useState(() => serverNow());
  const running = runningBoosts(boosts, Math.max(now, serverNow()));
  const firstEnd = Math.min(...running.map((boost) => boost.endsAt));
  useEffect(() => {
    if (!Number.isFinite(firstEnd)) return undefined;
    const timer = window.setTimeout(
      () => {
        setNow(serverNow());
      },
      Math.min(MAX_TIMER_MS, Math.max(0, firstEnd - serverNow())),
    );
    return () => {
      window.clearTimeout(timer);
    };
  }, [firstEnd, now]);
  return running;
}

/** The clock, read again every second while `counting` (the boosts' time left). */
export function useSecondClock(counting: boolean): number {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    if (!counting) return undefined;
    const timer = window.setInterval(() => {
      setNow(serverNow());
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, [counting]);
  return counting ? Math.max(now, serverNow()) : now;
}
