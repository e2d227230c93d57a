import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../paths';

/**
 * Whether the current entry has an in-app page before it. React Router gives the session's first
 * entry the key 'default'; the browser router also keeps its position in `history.state.idx`, which
 * stays 0 on the first entry even after a replacing navigation gave it a new key. A page opened from
 * a shared link is that first entry: going back one step there would leave the app.
 */
export function hasInAppHistory(locationKey: string, historyState: unknown): boolean {
  if (locationKey === 'default') return false;
  const idx = (historyState as { idx?: unknown } | null | undefined)?.idx;
  return typeof idx === 'number' ? idx > 0 : true;
}

/** The header's back action: one page back, or home (replacing the entry) when there is none. */
export function useBackNavigation(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    const state: unknown = typeof window === 'undefined' ? null : window.history.state;
    if (hasInAppHistory(key, state)) void navigate(-1);
    else void navigate(paths.home(), { replace: true });
  }, [key, navigate]);
}
