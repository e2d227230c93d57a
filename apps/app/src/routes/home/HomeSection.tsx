import type { ReactNode } from 'react';
import { Button, PageSection, SkeletonList, Text } from '@quotemarket/ui';

interface SectionQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface HomeSectionProps {
  id: string;
  title: string;
  query: SectionQuery;
  isEmpty: boolean;
  emptyText: string;
  errorText: string;
  loadingText: string;
  children: ReactNode;
}

/** A titled home section with the loading, error and empty states every list has. */
export function HomeSection({
  id,
  title,
  query,
  isEmpty,
  emptyText,
  errorText,
  loadingText,
  children,
}: HomeSectionProps) {
  return (
    <PageSection title={title} titleId={`${id}-heading`} aria-busy={query.isPending}>
      {query.isPending ? (
        <SkeletonList count={2} label={loadingText} />
      ) : query.isError ? (
        <div role="alert">
          <Text tone="subtle">{errorText} 잠시 후 다시 시도해 주세요.</Text>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            다시 시도
          </Button>
        </div>
      ) : isEmpty ? (
        <Text tone="subtle">{emptyText}</Text>
      ) : (
        children
      )}
    </PageSection>
  );
}
