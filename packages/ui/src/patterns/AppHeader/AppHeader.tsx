import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useLinkComponent } from '../../link/LinkProvider';
import { StyledHeader, StyledLogo, StyledSlot, StyledTitle } from './AppHeader.styles';
import { Icon } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';

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
          <IconButton
            variant="plain"
            icon={<Icon name="chevron-left" />}
            label={backLabel}
            onClick={onBack}
          />
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
          <IconButton
            variant="plain"
            href={notificationHref}
            icon={<Icon name="bell" />}
            label={notificationLabel}
          />
        )}
      </StyledSlot>
    </StyledHeader>
  );
}
