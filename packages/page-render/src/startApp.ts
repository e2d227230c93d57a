import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Starts the app in its root element: taking over the markup the server rendered, or rendering it
 * anew. The takeover is a transition, so hydration yields to the browser between components and
 * the page the server drew stays responsive to taps and scrolling meanwhile.
 */
export function startApp(container: Element, app: ReactNode, { takeOver }: { takeOver: boolean }) {
  if (takeOver) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
