import * as RadixDialog from '@radix-ui/react-dialog';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ReactNode } from 'react';
import {
  StyledBody,
  StyledContent,
  StyledDescription,
  StyledFooter,
  StyledHandle,
  StyledHeader,
  StyledOverlay,
  StyledTitle,
} from './BottomSheet.styles';
import { useOpenedOnce } from '../../internal/useOpenedOnce';

export interface BottomSheetProps {
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the sheet; focus returns to it when the sheet closes. */
  trigger?: ReactNode;
  /** Names the sheet. Always required, even when `hideTitle` keeps it off screen. */
  title: ReactNode;
  /** Keeps the title for screen readers only. */
  hideTitle?: boolean;
  description?: ReactNode;
  /** The scrollable content. */
  children?: ReactNode;
  /** Stays below the scrolling body, e.g. a full-width confirm button. */
  footer?: ReactNode;
  /** When false, Escape and a press outside do not close it. */
  dismissible?: boolean;
  /** Where the sheet is portalled; `document.body` by default. */
  container?: HTMLElement | null;
  /** Non-modal sheets show no overlay and leave the page usable; stories use them. */
  modal?: boolean;
}

/** Closes the sheet around it; use with `asChild` around a `Button`. */
export const BottomSheetClose = RadixDialog.Close;

/** A sheet that rises from the bottom of the 480px column, on Radix Dialog. */
export function BottomSheet({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  dismissible = true,
  container,
  modal = true,
}: BottomSheetProps) {
  const sheet = useOpenedOnce(open, defaultOpen, onOpenChange);
  const preventUnlessDismissible = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  const heading = <StyledTitle>{title}</StyledTitle>;
  return (
    <RadixDialog.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={sheet.onOpenChange}
      modal={modal}
    >
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      {sheet.opened && (
        <RadixDialog.Portal container={container}>
          <StyledOverlay data-qm="bottom-sheet-overlay" />
          <StyledContent
            data-qm="bottom-sheet"
            onEscapeKeyDown={preventUnlessDismissible}
            onPointerDownOutside={preventUnlessDismissible}
            onInteractOutside={preventUnlessDismissible}
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <StyledHandle aria-hidden="true" data-part="handle" />
            {hideTitle ? (
              <VisuallyHidden>{heading}</VisuallyHidden>
            ) : (
              <StyledHeader data-part="header">
                {heading}
                {description && <StyledDescription>{description}</StyledDescription>}
              </StyledHeader>
            )}
            {hideTitle && description && (
              <VisuallyHidden>
                <StyledDescription>{description}</StyledDescription>
              </VisuallyHidden>
            )}
            <StyledBody data-part="body">{children}</StyledBody>
            {footer && <StyledFooter data-part="footer">{footer}</StyledFooter>}
          </StyledContent>
        </RadixDialog.Portal>
      )}
    </RadixDialog.Root>
  );
}
