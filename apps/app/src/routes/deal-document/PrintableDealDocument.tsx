import {
  dealDocumentHeading,
  dealDocumentMessages,
  dealDocumentSections,
  dealDocumentVerification,
  type DealDocument as DealDocumentRecord,
  type FileDownload,
} from '@quotemarket/contract';
import { useFileDownload, type DownloadInput } from '@quotemarket/hooks';
import { Button, DealDocument, useToast } from '@quotemarket/ui';

interface PrintableDealDocumentProps<D extends FileDownload> {
  document: DealDocumentRecord;
  /** Where its PDF comes from: the buyer's own copy or the share link's. */
  pdf: D;
  pdfInput: DownloadInput<D>;
}

/**
 * A 견적서 as the buyer app shows it, the buyer's and the share link's alike: the document with
 * 인쇄하기 and PDF 받기, whose failure says why in a toast.
 */
export function PrintableDealDocument<D extends FileDownload>({
  document,
  pdf,
  pdfInput,
}: PrintableDealDocumentProps<D>) {
  const { toast } = useToast();
  const download = useFileDownload(pdf, pdfInput, {
    onError: (error) =>
      toast({ title: dealDocumentMessages.pdfFailed, description: error.message, tone: 'error' }),
  });
  return (
    <DealDocument
      {...dealDocumentHeading(document.content)}
      sections={dealDocumentSections(document.content)}
      verification={dealDocumentVerification(document.hash)}
      actions={
        <>
          <Button variant="secondary" onClick={() => window.print()}>
            인쇄하기
          </Button>
          <Button
            variant="secondary"
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            {dealDocumentMessages.pdfDownload}
          </Button>
        </>
      }
    />
  );
}
