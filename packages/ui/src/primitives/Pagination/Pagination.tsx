import type { HTMLAttributes, Ref } from 'react';
import {
  StyledGap,
  StyledPageButton,
  StyledPageList,
  StyledPagination,
  StyledPosition,
} from './Pagination.styles';
import { paginationVariants, type PaginationLayout } from './Pagination.variants';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** The page shown, counted from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The landmark's name: '감사 기록 페이지'. */
  label: string;
  layout?: PaginationLayout;
  /** While the next page loads: the buttons wait. */
  disabled?: boolean;
  ref?: Ref<HTMLElement>;
}

/** Pages to list: the first, the last, and two either side of the current one; `null` is a gap. */
export function visiblePages(page: number, pageCount: number): Array<number | null> {
  const shown = new Set(
    [1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter(
      (n) => n >= 1 && n <= pageCount,
    ),
  );
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => {
    const previous = sorted[index - 1];
    return previous !== undefined && n - previous > 1 ? [null, n] : [n];
  });
}

/**
 * Moves through a list paged on the server: 이전, the page numbers (the current one marked
 * `aria-current`), 다음. Nothing is rendered for a single page.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label,
  layout = paginationVariants.layout.default,
  disabled = false,
  ...rest
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <StyledPagination data-qm="pagination" data-layout={layout} aria-label={label} {...rest}>
      <StyledPageButton
        type="button"
        disabled={disabled || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        이전
      </StyledPageButton>
      <StyledPageList>
        {visiblePages(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} data-part="page" aria-hidden="true">
              <StyledGap>…</StyledGap>
            </li>
          ) : (
            <li key={n} data-part="page">
              <StyledPageButton
                type="button"
                aria-current={n === page ? 'page' : undefined}
                aria-label={`${n} 페이지`}
                disabled={disabled && n !== page}
                onClick={() => n !== page && onPageChange(n)}
              >
                {n}
              </StyledPageButton>
            </li>
          ),
        )}
        <li data-part="position">
          <StyledPosition>
            {page} / {pageCount}
          </StyledPosition>
        </li>
      </StyledPageList>
      <StyledPageButton
        type="button"
        disabled={disabled || page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        다음
      </StyledPageButton>
    </StyledPagination>
  );
}
