import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';

/** How the kit's dialogs and sheets open and close. */
export interface DialogOpenStateProps {
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * The element that opens it (a button). Focus returns to it when it closes, so pass it here
   * rather than opening it from outside where you can.
   */
  trigger?: ReactNode;
  /** Where it is portalled; `document.body` by default. */
  container?: HTMLElement | null;
  /**
   * A modal one (the default) traps focus, hides the page from assistive technology and dims it.
   * Non-modal ones show no overlay and leave the page usable; stories use them to lay several out.
   */
  modal?: boolean;
}

/**
 * The content's handlers for a dialog or sheet that only its own buttons may close while
 * `dismissible` is false (a request being sent): Escape and a press outside then do nothing.
 */
export function dismissHandlers(dismissible: boolean) {
  const preventUnlessDismissible = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return {
    onEscapeKeyDown: preventUnlessDismissible,
    onPointerDownOutside: preventUnlessDismissible,
    onInteractOutside: preventUnlessDismissible,
  };
}

interface DialogFrameProps extends DialogOpenStateProps {
  /** The overlay and content, inside the portal. */
  children: ReactNode;
}

/**
 * A Radix dialog's root, trigger and portal, for the kit's dialog and sheet. The portal is mounted
 * from the first opening on, and kept, so that closing still animates. A closed portal would mount
 * Radix's Presence, which asks React for an update while React commits it: on a page hydrated from
 * the server's markup, that update and every effect of the page would run in the commit's task
 * (decision 0016).
 */
export function DialogFrame({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  container,
  modal,
  children,
}: DialogFrameProps) {
  const [opened, setOpened] = useState(Boolean(open ?? defaultOpen));
  // Opened by its owner: adjusted while rendering, so the portal mounts in the same render.
  if (open && !opened) setOpened(true);
  const noteOpenChange = (next: boolean) => {
    if (next) setOpened(true);
    onOpenChange?.(next);
  };
  return (
    <RadixDialog.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={noteOpenChange}
      modal={modal}
    >
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      {opened && <RadixDialog.Portal container={container}>{children}</RadixDialog.Portal>}
    </RadixDialog.Root>
  );
}
