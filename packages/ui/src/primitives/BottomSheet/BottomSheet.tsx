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
import { DialogFrame, type DialogOpenStateProps } from '../../internal/DialogFrame';

export interface BottomSheetProps extends DialogOpenStateProps {
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
}

/** Closes the sheet around it; use with `asChild` around a `Button`. */
export const BottomSheetClose = RadixDialog.Close;

/** A sheet that rises from the bottom of the 480px column, on Radix Dialog. */
export function BottomSheet({
  title,
  hideTitle = false,
  description,
  children,
  footer,
  dismissible = true,
  modal = true,
  ...openState
}: BottomSheetProps) {
  const heading = <StyledTitle>{title}</StyledTitle>;
  return (
    <DialogFrame {...openState} modal={modal} dismissible={dismissible}>
      {(contentHandlers) => (
        <>
          <StyledOverlay data-qm="bottom-sheet-overlay" />
          <StyledContent
            data-qm="bottom-sheet"
            {...contentHandlers}
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
        </>
      )}
    </DialogFrame>
  );
}
