import { Link, useParams } from 'react-router-dom';
import { dealDocumentHeading, dealDocumentSections } from '@quotemarket/contract';
import { ApiError, useSellerDealDocument } from '@quotemarket/hooks';
import { Button, DealDocument, ErrorFallback, PageStack, SkeletonList } from '@quotemarket/ui';
import { paths } from '../../paths';

/**
 * `paths.dealDocument()`: the 견적서 of a won deal, the very document the buyer holds (the same
 * 문서 확인 코드), to check against at signing and to print.
 */
export function DealDocumentPage() {
  const selectionId = Number(useParams().selectionId);
  const document = useSellerDealDocument(selectionId);
  if (document.isPending) {
    return (
      <PageStack>
        <SkeletonList count={4} label="견적서를 불러오는 중" />
      </PageStack>
    );
  }
  if (document.isError) {
    const notFound = document.error instanceof ApiError && document.error.isClientError;
    return (
      <PageStack>
        <ErrorFallback
          title={notFound ? document.error.message : '견적서를 불러오지 못했어요'}
          onRetry={notFound ? undefined : () => void document.refetch()}
        />
      </PageStack>
    );
  }
  const { content, hash } = document.data;
  return (
    <PageStack>
      <DealDocument
        {...dealDocumentHeading(content)}
        sections={dealDocumentSections(content)}
        verificationCode={hash}
        actions={
          <>
            <Button variant="secondary" onClick={() => window.print()}>
              인쇄하기
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.deals()}>낙찰 목록으로</Link>
            </Button>
          </>
        }
      />
    </PageStack>
  );
}
