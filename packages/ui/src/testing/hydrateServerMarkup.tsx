import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * Renders `ui` as the server does, then hydrates that markup as the browser does and lets React
 * finish what follows. `recoverableErrors` holds what React had to recover from (a mismatch).
 */
export async function hydrateServerMarkup(ui: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  const serverElements = [...container.querySelectorAll('*')];
  const recoverableErrors: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, ui, {
      onRecoverableError: (error) => recoverableErrors.push(error),
    });
  });
  return {
    container,
    serverElements,
    recoverableErrors,
    unmount() {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
