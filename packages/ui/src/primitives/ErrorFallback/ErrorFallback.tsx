import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useLinkComponent } from '../../link/LinkProvider';
import { Button } from '../Button';
import {
  StyledActions,
  StyledDescription,
  StyledErrorFallback,
  StyledHomeLink,
  StyledMark,
  StyledTitle,
} from './ErrorFallback.styles';

export interface ErrorFallbackProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  /** Shows a '다시 시도' button that calls this (e.g. an error boundary's reset). */
  onRetry?: () => void;
  retryLabel?: string;
  /** Shows a '홈으로' link to this path. */
  homeHref?: string;
  homeLabel?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The generic error screen: something failed on our side, try again later. */
export function ErrorFallback({
  title = '문제가 생겼어요',
  description = '서비스 이용에 불편을 드려 죄송해요. 잠시 후 다시 시도해 주세요.',
  onRetry,
  retryLabel = '다시 시도',
  homeHref,
  homeLabel = '홈으로',
  ...rest
}: ErrorFallbackProps) {
  const Link = useLinkComponent();
  return (
    <StyledErrorFallback role="alert" data-qm="error-fallback" {...rest}>
      <StyledMark aria-hidden="true" data-part="mark">
        !
      </StyledMark>
      <StyledTitle>{title}</StyledTitle>
      {description && <StyledDescription>{description}</StyledDescription>}
      {(onRetry || homeHref) && (
        <StyledActions>
          {onRetry && <Button onClick={onRetry}>{retryLabel}</Button>}
          {homeHref && (
            <StyledHomeLink as={Link} href={homeHref}>
              {homeLabel}
            </StyledHomeLink>
          )}
        </StyledActions>
      )}
    </StyledErrorFallback>
  );
}
