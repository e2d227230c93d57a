import { subscribeToNothing } from './subscribeToNothing';
import { useExternalValue } from './useExternalValue';

const inTheBrowser = () => true;
const onTheServer = () => false;

/**
 * Whether this render is the browser's own: false on the server and while the browser hydrates the
 * server's markup, true after (as a transition), and true at once for what the browser renders
 * alone.
 */
export function useRenderedByTheBrowser(): boolean {
  return useExternalValue(subscribeToNothing, inTheBrowser, onTheServer);
}
