import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useLinkComponent } from '../../link/LinkProvider';
import {
  StyledHeader,
  StyledIconAction,
  StyledLogo,
  StyledSlot,
  StyledTitle,
} from './AppHeader.styles';

export interface AppHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The route's title, shown as the page heading. Ignored when `showLogo` is set. */
  title?: ReactNode;
  /** Shows the 견적마켓 logo (a link home) instead of the title, as on `/`. */
  showLogo?: boolean;
  /** The logo's text and accessible name. */
  logoLabel?: string;
  /** Where the logo goes. */
  logoHref?: string;
  /** Shows the back button; called when it is pressed (the app goes back one page). */
  onBack?: () => void;
  backLabel?: string;
  /** The notification-settings link shows on most routes; pass `false` where the spec hides it. */
  showNotification?: boolean;
  notificationHref?: string;
  notificationLabel?: string;
  /** A route whose title is NONE has no header at all. */
  hidden?: boolean;
  ref?: Ref<HTMLElement>;
}

function ChevronLeftIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M15 5l-7 7 7 7"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M6 10a6 6 0 1 1 12 0v4l1.5 3h-15L6 14v-4z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M10 20a2 2 0 0 0 4 0" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

export function AppHeader({
  title,
  showLogo = false,
  logoLabel = '견적마켓',
  logoHref = '/',
  onBack,
  backLabel = '뒤로 가기',
  showNotification = true,
  notificationHref = '/notification-settings',
  notificationLabel = '알림 설정',
  hidden = false,
  ...rest
}: AppHeaderProps) {
  const Link = useLinkComponent();
  if (hidden) return null;
  return (
    <StyledHeader data-qm="app-header" data-logo={showLogo} {...rest}>
      <StyledSlot data-part="start">
        {onBack && (
          <StyledIconAction type="button" aria-label={backLabel} onClick={onBack}>
            <ChevronLeftIcon />
          </StyledIconAction>
        )}
      </StyledSlot>
      {showLogo ? (
        <StyledTitle data-logo="true">
          <StyledLogo as={Link} href={logoHref} data-part="logo">
            {logoLabel}
          </StyledLogo>
        </StyledTitle>
      ) : title ? (
        <StyledTitle>{title}</StyledTitle>
      ) : (
        // No empty heading: the middle column just stays free.
        <span />
      )}
      <StyledSlot data-part="end">
        {showNotification && (
          <StyledIconAction as={Link} href={notificationHref} aria-label={notificationLabel}>
            <BellIcon />
          </StyledIconAction>
        )}
      </StyledSlot>
    </StyledHeader>
  );
}
