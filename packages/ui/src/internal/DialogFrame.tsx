import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, useState, type ReactNode } from 'react';

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

/** What the frame asks of the dialog's or sheet's `RadixDialog.Content`: spread them on it. */
export interface DialogContentHandlers {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
  onEscapeKeyDown: (event: Event) => void;
  onPointerDownOutside: (event: Event) => void;
  onInteractOutside: (event: Event) => void;
}

interface DialogFrameProps extends DialogOpenStateProps {
  /**
   * When false, only the dialog's own buttons close it (a request being sent): Escape and a
   * press outside then do nothing.
   */
  dismissible: boolean;
  /** The overlay and content, inside the portal; the content takes the handlers. */
  children: (contentHandlers: DialogContentHandlers) => ReactNode;
}

function isFocusLost() {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/**
 * Radix gives focus back to the `Trigger` on closing. A dialog opened from outside (a card's
 * button setting `open`) has none, so it remembers what had focus as its content mounted and
 * gives it back once the content is gone, unless the user has since put focus somewhere else.
 */
function useFocusReturnWithoutTrigger(hasTrigger: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  if (hasTrigger) return {};
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      opener.current = null;
      if (!element?.isConnected || !isFocusLost()) return;
      event.preventDefault();
      element.focus();
    },
  };
}

/**
 * A Radix dialog's root, trigger and portal, for the kit's dialog and sheet: every one of them
 * gives focus back to whatever opened it, and honours `dismissible`. The portal is mounted
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
  dismissible,
  children,
}: DialogFrameProps) {
  const focusReturn = useFocusReturnWithoutTrigger(Boolean(trigger));
  const preventUnlessDismissible = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  const contentHandlers: DialogContentHandlers = {
    ...focusReturn,
    onEscapeKeyDown: preventUnlessDismissible,
    onPointerDownOutside: preventUnlessDismissible,
    onInteractOutside: preventUnlessDismissible,
  };
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
      {opened && (
        <RadixDialog.Portal container={container}>{children(contentHandlers)}</RadixDialog.Portal>
      )}
    </RadixDialog.Root>
  );
}
