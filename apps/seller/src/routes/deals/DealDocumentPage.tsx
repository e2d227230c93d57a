import { Link, useParams } from 'react-router-dom';
import {
  dealDocumentHeading,
  dealDocumentMessages,
  dealDocumentSections,
  dealDocumentVerification,
  getSellerDealDocumentPdf,
} from '@quotemarket/contract';
import { ApiError, useFileDownload, useSellerDealDocument } from '@quotemarket/hooks';
import {
  Button,
  DealDocument,
  ErrorFallback,
  PageStack,
  SkeletonList,
  useToast,
} from '@quotemarket/ui';
import { paths } from '../../paths';

/**
 * `paths.dealDocument()`: the 견적서 of a won deal, the very document the buyer holds (the same
 * 문서 확인 코드), to check against at signing and to print.
 */
export function DealDocumentPage() {
  const selectionId = Number(useParams().selectionId);
  const document = useSellerDealDocument(selectionId);
  const { toast } = useToast();
  const pdf = useFileDownload(
    getSellerDealDocumentPdf,
    { params: { id: selectionId } },
    {
      onError: (error) =>
        toast({ title: dealDocumentMessages.pdfFailed, description: error.message, tone: 'error' }),
    },
  );
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
        verification={dealDocumentVerification(hash)}
        actions={
          <>
            <Button variant="secondary" onClick={() => window.print()}>
              인쇄하기
            </Button>
            <Button variant="secondary" loading={pdf.isPending} onClick={() => pdf.mutate()}>
              {dealDocumentMessages.pdfDownload}
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
