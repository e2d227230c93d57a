import {
  dealDocumentMessages,
  getDealDocument,
  getDealDocumentPdf,
  getSellerDealDocument,
  getSellerDealDocumentPdf,
  getSharedDealDocument,
  getSharedDealDocumentPdf,
  type DealDocument,
  revokeDealDocumentShare,
  shareDealDocument,
} from '@quotemarket/contract';
import type { AppDeps } from '../deps';
import type { DownloadedFile, MountFileDownload } from '../http/file-downloads';
import { answer, type RouteModule } from '../http/router';
import {
  createDealDocumentShare,
  findBuyerDealDocument,
  findSellerDealDocument,
  findSharedDealDocument,
  revokeDealDocumentShares,
} from '../domain/quotations/deal-document';
import {
  dealDocumentPdfFileNames,
  renderDealDocumentPdf,
} from '../domain/quotations/deal-document-pdf';

/**
 * The 견적서 of a deal: the buyer's copy with its share link, the link's public read, and the
 * winning dealer's copy. Not answer-cached: the share state changes with the clock and the buyer.
 */
export const dealDocumentRoutes: RouteModule = (mount, { db, now }) => {
  mount(getDealDocument, async ({ params, auth }) =>
    findBuyerDealDocument(db, auth.userId, params.id, now()),
  );

  mount(shareDealDocument, async ({ params, auth }) =>
    answer(await createDealDocumentShare(db, auth.userId, params.id, now()), {
      message: dealDocumentMessages.shared,
    }),
  );

  mount(revokeDealDocumentShare, async ({ params, auth }) => {
    await revokeDealDocumentShares(db, auth.userId, params.id, now());
    return answer(null, { message: dealDocumentMessages.shareRevoked });
  });

  mount(getSharedDealDocument, async ({ query }) => findSharedDealDocument(db, query.token, now()));

  mount(getSellerDealDocument, async ({ params, auth }) =>
    findSellerDealDocument(db, auth.sellerId, params.id),
  );
};

async function pdfOf(document: DealDocument): Promise<DownloadedFile> {
  return { bytes: await renderDealDocumentPdf(document), ...dealDocumentPdfFileNames(document) };
}

/** The same three copies as PDFs, each read, and refused, exactly as its JSON read is. */
export function dealDocumentPdfRoutes(mount: MountFileDownload, { db, now }: AppDeps): void {
  mount(getDealDocumentPdf, async ({ params, auth }) =>
    pdfOf((await findBuyerDealDocument(db, auth.userId, params.id, now())).document),
  );

  mount(getSharedDealDocumentPdf, async ({ query }) =>
    pdfOf((await findSharedDealDocument(db, query.token, now())).document),
  );

  mount(getSellerDealDocumentPdf, async ({ params, auth }) =>
    pdfOf(await findSellerDealDocument(db, auth.sellerId, params.id)),
  );
}
