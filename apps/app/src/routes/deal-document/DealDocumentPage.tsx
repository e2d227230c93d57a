import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { getDealDocumentPdf, type BuyerDealDocument } from '@quotemarket/contract';
import { ApiError, useDealDocument, useDealDocumentShare } from '@quotemarket/hooks';
import {
  Button,
  ErrorFallback,
  Heading,
  PageStack,
  SkeletonList,
  Text,
  formatDate,
  vars,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { PrintableDealDocument } from './PrintableDealDocument';

const SharePanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};

  @media print {
    display: none;
  }
`;

const ShareLink = styled.output`
  display: block;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  font-size: ${vars.font.size.xs};
  overflow-wrap: anywhere;
`;

/**
 * The buyer's 견적서 of a deal (`paths.dealDocument`, `:id` the quotation id): the document as it
 * was frozen at selection, printable on A4, with a read-only share link to show at the store.
 */
export function DealDocumentPage() {
  const quotationId = Number(useParams().id);
  const document = useDealDocument(quotationId);
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
          homeHref={paths.quoteHistory()}
          homeLabel="견적 내역으로"
        />
      </PageStack>
    );
  }
  return <Loaded quotationId={quotationId} data={document.data} />;
}

function Loaded({ quotationId, data }: { quotationId: number; data: BuyerDealDocument }) {
  return (
    <PageStack>
      <PrintableDealDocument
        document={data.document}
        pdf={getDealDocumentPdf}
        pdfInput={{ params: { id: quotationId } }}
      />
      <Share quotationId={quotationId} share={data.share} />
    </PageStack>
  );
}

/**
 * The share link: its token is shown only right after it is made (the server keeps its hash), so
 * a live link from before can be stopped or replaced, not shown again.
 */
function Share({ quotationId, share }: { quotationId: number; share: BuyerDealDocument['share'] }) {
  const { create, revoke } = useDealDocumentShare(quotationId);
  const [copied, setCopied] = useState(false);
  const link = create.data && !revoke.isSuccess ? create.data : null;
  const url = link ? `${window.location.origin}${paths.sharedDealDocument(link.token)}` : null;
  const failure = create.error ?? revoke.error;
  return (
    <SharePanel aria-labelledby="deal-document-share">
      <Heading level={2} size="sm" id="deal-document-share">
        매장에 보여 줄 공유 링크
      </Heading>
      {url ? (
        <>
          <ShareLink aria-label="공유 링크">{url}</ShareLink>
          <Button
            variant="outline"
            onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}
          >
            {copied ? '복사했어요' : '링크 복사'}
          </Button>
        </>
      ) : null}
      {share ? (
        <Text tone="subtle">
          {formatDate(share.expiresAt)}까지 열 수 있는 링크가 있어요. 읽기만 할 수 있어요.
        </Text>
      ) : (
        <Text tone="subtle">링크를 받은 사람은 로그인 없이 이 견적서를 읽을 수 있어요.</Text>
      )}
      <Button
        variant="secondary"
        loading={create.isPending}
        onClick={() => {
          setCopied(false);
          revoke.reset();
          create.mutate();
        }}
      >
        {share ? '새 링크 만들기' : '공유 링크 만들기'}
      </Button>
      {share ? (
        <Button variant="outline" loading={revoke.isPending} onClick={() => revoke.mutate()}>
          공유 멈추기
        </Button>
      ) : null}
      {failure ? (
        <Text role="alert" tone="danger">
          {failure.message}
        </Text>
      ) : null}
    </SharePanel>
  );
}
