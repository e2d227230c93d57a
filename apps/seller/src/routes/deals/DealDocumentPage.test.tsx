import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dealDocumentMessages,
  fillPathParams,
  getSellerDealDocument,
  getSellerDealDocumentPdf,
  toApiUrl,
} from '@quotemarket/contract';
import { dealDocument } from '@quotemarket/contract/testing';
import { testOrigin } from '@quotemarket/testing';
import { paths } from '../../paths';
import {
  apiErrorResponse,
  mockEndpoint,
  renderConsole,
  setupMswServer,
} from '../../testing/renderConsole';
import { serveSellerProfile } from '../../testing/sellerFixtures';

const server = setupMswServer();
afterEach(() => {
  vi.restoreAllMocks();
});

describe('DealDocumentPage', () => {
  it('shows the dealer the buyer’s 견적서 with the same 문서 확인 코드, and prints it', async () => {
    serveSellerProfile(server);
    const document = dealDocument();
    const mock = mockEndpoint(getSellerDealDocument, document);
    server.use(mock.handler);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderConsole({ entries: [paths.dealDocument(7)] });

    const article = await screen.findByRole('article', { name: '견적서' });
    const terms = within(article).getByRole('region', { name: '견적 조건' });
    expect(within(terms).getByText('공시지원금').nextElementSibling).toHaveTextContent('500,000원');
    expect(within(article).getByText(document.hash.match(/.{8}/g)!.join(' '))).toBeInTheDocument();
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/seller/deals/7/deal-document');
    await userEvent.click(within(article).getByRole('button', { name: '인쇄하기' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('downloads the deal’s PDF with the console’s login and hands it to the browser', async () => {
    serveSellerProfile(server);
    server.use(mockEndpoint(getSellerDealDocument, dealDocument()).handler);
    const authorizations: (string | null)[] = [];
    server.use(
      http.get(
        `${testOrigin}${toApiUrl(fillPathParams(getSellerDealDocumentPdf.path, { id: 7 }))}`,
        ({ request }) => {
          authorizations.push(request.headers.get('authorization'));
          return new HttpResponse('%PDF-1.7', {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': `attachment; filename="deal-document-7.pdf"; filename*=UTF-8''${encodeURIComponent('견적서-갤럭시 S26-7.pdf')}`,
            },
          });
        },
      ),
    );
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:pdf' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderConsole({ entries: [paths.dealDocument(7)] });

    const article = await screen.findByRole('article', { name: '견적서' });
    await userEvent.click(
      within(article).getByRole('button', { name: dealDocumentMessages.pdfDownload }),
    );
    await vi.waitFor(() => expect(saved).toEqual(['견적서-갤럭시 S26-7.pdf']));
    expect(authorizations[0]).toMatch(/^Bearer /);
  });

  it('says in Korean when the deal is not this store’s', async () => {
    serveSellerProfile(server);
    server.use(
      mockEndpoint(getSellerDealDocument, () =>
        apiErrorResponse(404, dealDocumentMessages.notFound),
      ).handler,
    );
    renderConsole({ entries: [paths.dealDocument(7)] });
    expect(
      await screen.findByRole('heading', { name: dealDocumentMessages.notFound }),
    ).toBeInTheDocument();
  });
});
