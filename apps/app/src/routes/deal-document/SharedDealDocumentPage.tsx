import { useSearchParams } from 'react-router-dom';
import {
  dealDocumentHeading,
  dealDocumentMessages,
  dealDocumentSections,
  dealDocumentVerification,
  getSharedDealDocumentPdf,
  notFoundTitle,
} from '@quotemarket/contract';
import { ApiError, useFileDownload, useSharedDealDocument } from '@quotemarket/hooks';
import {
  Button,
  DealDocument,
  ErrorFallback,
  PageStack,
  SkeletonList,
  Text,
  formatDate,
  useToast,
} from '@quotemarket/ui';
import { paths } from '../../paths';

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
  const { toast } = useToast();
  const pdf = useFileDownload(
    getSharedDealDocumentPdf,
    { query: { token } },
    {
      onError: (error) =>
        toast({ title: dealDocumentMessages.pdfFailed, description: error.message, tone: 'error' }),
    },
  );
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
      <DealDocument
        {...dealDocumentHeading(document.content)}
        sections={dealDocumentSections(document.content)}
        verification={dealDocumentVerification(document.hash)}
        actions={
          <>
            <Button variant="secondary" onClick={() => window.print()}>
              인쇄하기
            </Button>
            <Button variant="secondary" loading={pdf.isPending} onClick={() => pdf.mutate()}>
              {dealDocumentMessages.pdfDownload}
            </Button>
          </>
        }
      />
      <Text tone="subtle">{formatDate(expiresAt)}까지 열 수 있는 읽기 전용 링크예요.</Text>
    </PageStack>
  );
}
