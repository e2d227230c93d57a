import { useSyncExternalStore } from 'react';

/** Nothing to listen to: the value is read again at every render. */
const subscribeToNothing = () => () => {};

/**
 * A value only the browser knows (its address, the host it runs on). The server renders a page with
 * `serverValue`, and the browser hydrating that page renders it the same way first; the browser's
 * own value follows in the next render. A page the browser renders alone reads its value at once.
 */
export function useBrowserValue<Value>(read: () => Value, serverValue: Value): Value {
  return useSyncExternalStore(subscribeToNothing, read, () => serverValue);
}
