import { useCallback } from 'react';
import { subscribeToNothing, useExternalValue } from './useExternalValue';

/**
 * A value only the browser knows (its address, the host it runs on). The server renders a page with
 * `serverValue`, and the browser hydrating that page renders it the same way first; the browser's
 * own value follows after hydration, as a transition. A page the browser renders alone reads its
 * value at once. `read` keeps its identity between renders (a module function, or memoised).
 */
export function useBrowserValue<Value>(read: () => Value, serverValue: Value): Value {
  const readOnServer = useCallback(() => serverValue, [serverValue]);
  return useExternalValue(subscribeToNothing, read, readOnServer);
}
