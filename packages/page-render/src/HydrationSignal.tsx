import { useEffect, type ReactNode } from 'react';
import { hydratedEventName } from './hydrationEvent';

/**
 * Announces that the app has taken the page over (`hydratedEventName`), from an effect (after
 * React's first commit); only a page the server rendered has a start script listening. It wraps the
 * router rather than standing beside it: a sibling would make the browser's tree differ from the
 * server's, and React's `useId` answers differently in each (an accordion's `aria-controls`, kept
 * from the server's markup, would then name an id the browser never gives its answer).
 */
export function HydrationSignal({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.dispatchEvent(new Event(hydratedEventName));
  }, []);
  return children;
}
