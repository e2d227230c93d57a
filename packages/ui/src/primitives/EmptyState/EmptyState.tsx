import type { HTMLAttributes, ReactNode, Ref } from 'react';
import {
  StyledAction,
  StyledDescription,
  StyledEmptyState,
  StyledIcon,
  StyledTitle,
} from './EmptyState.styles';
import { emptyStateVariants, type EmptyStateVariant } from './EmptyState.variants';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What is missing, in one short sentence: '검색 결과가 없어요'. */
  title: ReactNode;
  description?: ReactNode;
  /** An icon or illustration; it is decorative, the title says what it means. */
  icon?: ReactNode;
  /** A way forward, usually a `Button`. */
  action?: ReactNode;
  variant?: EmptyStateVariant;
  ref?: Ref<HTMLDivElement>;
}

export function EmptyState({
  title,
  description,
  icon,
  action,
  variant = emptyStateVariants.variant.default,
  ...rest
}: EmptyStateProps) {
  return (
    <StyledEmptyState data-qm="empty-state" data-variant={variant} {...rest}>
      {icon && (
        <StyledIcon aria-hidden="true" data-part="icon">
          {icon}
        </StyledIcon>
      )}
      <StyledTitle data-part="title">{title}</StyledTitle>
      {description && <StyledDescription data-part="description">{description}</StyledDescription>}
      {action && <StyledAction data-part="action">{action}</StyledAction>}
    </StyledEmptyState>
  );
}
