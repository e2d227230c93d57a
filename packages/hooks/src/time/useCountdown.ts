import { useEffect, useReducer } from 'react';

export interface Countdown {
  remainingMs: number;
  isExpired: boolean;
}

/**
 * Time left until `deadline`, refreshed every second. Computed from the deadline at each render,
 * not by counting ticks, so a sleeping tab or a slow timer never drifts (the 300 s code, the 48 h
 * window); the interval only asks for the next render.
 */
export function useCountdown(
  deadline: Date | string | number | null,
  now: () => number = Date.now,
): Countdown {
  const target = deadline === null ? null : new Date(deadline).getTime();
  const [, tick] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (target === null) return undefined;
    const timer = setInterval(() => {
      tick();
      if (now() >= target) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [target, now]);
  const remainingMs = target === null ? 0 : Math.max(0, target - now());
  return { remainingMs, isExpired: remainingMs === 0 };
}
