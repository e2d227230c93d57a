import { useState } from 'react';

/**
 * Whether a Radix dialog has been open yet, and its `onOpenChange` that notes the first opening.
 * A closed dialog's portal still mounts Radix's Presence, which asks React for an update while
 * React commits it. For a page hydrated from the server's markup that update is rendered in the
 * commit's own task, and React runs every effect of the hydrated page in that task too: one long
 * task. So the portal is mounted from the first opening on, and kept, so that its closing animates.
 */
export function useOpenedOnce(
  open: boolean | undefined,
  defaultOpen: boolean | undefined,
  onOpenChange: ((open: boolean) => void) | undefined,
) {
  const [opened, setOpened] = useState(Boolean(open ?? defaultOpen));
  // Opened by its owner: adjusted while rendering, so the portal mounts in the same render.
  if (open && !opened) setOpened(true);
  const noteOpenChange = (next: boolean) => {
    if (next) setOpened(true);
    onOpenChange?.(next);
  };
  return { opened, onOpenChange: noteOpenChange };
}
