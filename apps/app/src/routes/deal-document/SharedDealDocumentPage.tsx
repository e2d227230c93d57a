import { useSearchParams } from 'react-router-dom';
import { getSharedDealDocumentPdf, notFoundTitle } from '@quotemarket/contract';
import { ApiError, useSharedDealDocument } from '@quotemarket/hooks';
import { ErrorFallback, PageStack, SkeletonList, Text, formatDate } from '@quotemarket/ui';
import { paths } from '../../paths';
import { PrintableDealDocument } from './PrintableDealDocument';

/**
 * A 견적서 opened with its share link (`paths.sharedDealDocument`), by anyone holding it: the
 * store the buyer shows it to, logged out. A stopped or expired link says which, in Korean.
 */
export function SharedDealDocumentPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  if (!token) return <Unavailable title={notFoundTitle('page')} />;
  return <Shared token={token} />;
}

function Unavailable({ title }: { title: string }) {
  return (
    <PageStack>
      <ErrorFallback
        title={title}
        description="견적서를 공유한 구매자에게 새 링크를 받아 주세요."
        homeHref={paths.home()}
        homeLabel="홈으로"
      />
    </PageStack>
  );
}

function Shared({ token }: { token: string }) {
  const shared = useSharedDealDocument(token);
  if (shared.isPending) {
    return (
      <PageStack>
        <SkeletonList count={4} label="견적서를 불러오는 중" />
      </PageStack>
    );
  }
  if (shared.isError) {
    if (shared.error instanceof ApiError && shared.error.isClientError) {
      return <Unavailable title={shared.error.message} />;
    }
    return (
      <PageStack>
        <ErrorFallback title="견적서를 불러오지 못했어요" onRetry={() => void shared.refetch()} />
      </PageStack>
    );
  }
  const { document, expiresAt } = shared.data;
  return (
    <PageStack>
      <PrintableDealDocument
        document={document}
        pdf={getSharedDealDocumentPdf}
        pdfInput={{ query: { token } }}
      />
      <Text tone="subtle">{formatDate(expiresAt)}까지 열 수 있는 읽기 전용 링크예요.</Text>
    </PageStack>
  );
}
