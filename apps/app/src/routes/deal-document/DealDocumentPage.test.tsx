import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  dealDocumentMessages,
  fillPathParams,
  getDealDocument,
  getDealDocumentPdf,
  getSharedDealDocument,
  getSharedDealDocumentPdf,
  toApiUrl,
  revokeDealDocumentShare,
  shareDealDocument,
} from '@quotemarket/contract';
import { buyerDealDocument, dealDocument } from '@quotemarket/contract/testing';
import { testOrigin } from '@quotemarket/testing';
import { createAppRoutes } from '../routes';
import {
  apiErrorResponse,
  mockEndpoint,
  renderApp,
  setupMswServer,
  silenceConsoleErrors,
} from '../../testing/renderApp';
import { paths } from '../../paths';
import { dealDocumentRoutes, sharedDealDocumentRoutes } from './routes';

const server = setupMswServer();
beforeAll(async () => {
  await Promise.all([import('./DealDocumentPage'), import('./SharedDealDocumentPage')]);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const routes = createAppRoutes([...dealDocumentRoutes, ...sharedDealDocumentRoutes]);
const document = dealDocument();

/** The browser's side of saving: the object URL made and the link clicked, by file name. */
function watchSaving() {
  const saved: { name: string; href: string }[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: vi.fn((blob: Blob) => `blob:${blob.type}:${blob.size}`),
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, href: this.href });
  });
  return saved;
}

describe('the buyer’s 견적서 page', () => {
  const render = () =>
    renderApp(routes, { entries: [paths.dealDocument(26)], token: 'buyer-token', api: 'msw' });

  it('prints the frozen deal with its 문서 확인 코드 and a print button', async () => {
    const mock = mockEndpoint(getDealDocument, buyerDealDocument());
    server.use(mock.handler);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    render();

    const article = await screen.findByRole('article', { name: '견적서' });
    expect(within(article).getByText('갤럭시 S26 · 강남 견적폰')).toBeInTheDocument();
    const dealer = within(article).getByRole('region', { name: '판매점' });
    expect(within(dealer).getByText('123-45-67891')).toBeInTheDocument();
    const addOns = within(article).getByRole('region', { name: '필수 부가서비스' });
    expect(within(addOns).getByText('월 요금, 6개월 유지')).toBeInTheDocument();
    expect(within(article).getByText(document.hash.match(/.{8}/g)!.join(' '))).toBeInTheDocument();
    expect(mock.calls[0]?.url.pathname).toBe(
      '/api/v2/quotations/purchase-history/26/deal-document',
    );

    await userEvent.click(screen.getByRole('button', { name: '인쇄하기' }));
    expect(print).toHaveBeenCalledOnce();
  });

  describe('PDF 받기', () => {
    const pdfUrl = `${testOrigin}${toApiUrl(fillPathParams(getDealDocumentPdf.path, { id: 26 }))}`;
    const pdfBytes = new TextEncoder().encode('%PDF-1.7 견적서');

    it('downloads the PDF with the buyer’s token and saves it under the server’s Korean name', async () => {
      server.use(mockEndpoint(getDealDocument, buyerDealDocument()).handler);
      const authorizations: (string | null)[] = [];
      server.use(
        http.get(pdfUrl, ({ request }) => {
          authorizations.push(request.headers.get('authorization'));
          return new HttpResponse(pdfBytes, {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': `attachment; filename="deal-document-7.pdf"; filename*=UTF-8''${encodeURIComponent('견적서-갤럭시 S26-7.pdf')}`,
            },
          });
        }),
      );
      const saved = watchSaving();
      render();

      await userEvent.click(
        await screen.findByRole('button', { name: dealDocumentMessages.pdfDownload }),
      );
      await vi.waitFor(() =>
        expect(saved).toEqual([
          { name: '견적서-갤럭시 S26-7.pdf', href: `blob:application/pdf:${pdfBytes.length}` },
        ]),
      );
      expect(authorizations).toEqual(['Bearer buyer-token']);
    });

    it('says in Korean why the PDF did not come', async () => {
      server.use(
        mockEndpoint(getDealDocument, buyerDealDocument()).handler,
        http.get(pdfUrl, () => apiErrorResponse(404, dealDocumentMessages.notFound)),
      );
      const saved = watchSaving();
      render();

      await userEvent.click(
        await screen.findByRole('button', { name: dealDocumentMessages.pdfDownload }),
      );
      expect(await screen.findByText(dealDocumentMessages.pdfFailed)).toBeInTheDocument();
      expect(screen.getByText(dealDocumentMessages.notFound)).toBeInTheDocument();
      expect(saved).toEqual([]);
    });
  });

  it('makes a share link, shows it once, and stops it', async () => {
    let share: { createdAt: string; expiresAt: string } | null = null;
    server.use(
      mockEndpoint(getDealDocument, () => buyerDealDocument({ share })).handler,
      mockEndpoint(shareDealDocument, () => {
        share = { createdAt: '2026-11-26T06:00:00.000Z', expiresAt: '2027-02-24T06:00:00.000Z' };
        return { token: 'tok_abc-123', expiresAt: share.expiresAt };
      }).handler,
      mockEndpoint(revokeDealDocumentShare, () => {
        share = null;
        return null;
      }).handler,
    );
    render();

    await userEvent.click(await screen.findByRole('button', { name: '공유 링크 만들기' }));
    const link = await screen.findByLabelText('공유 링크');
    expect(link).toHaveTextContent(`${window.location.origin}/deal-document?token=tok_abc-123`);
    expect(
      await screen.findByText(/2027\.02\.24까지 열 수 있는 링크가 있어요/),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '공유 멈추기' }));
    expect(await screen.findByRole('button', { name: '공유 링크 만들기' })).toBeInTheDocument();
    expect(screen.queryByLabelText('공유 링크')).not.toBeInTheDocument();
  });

  it('says in Korean when the document is not the buyer’s', async () => {
    silenceConsoleErrors();
    server.use(
      mockEndpoint(getDealDocument, () => apiErrorResponse(404, dealDocumentMessages.notFound))
        .handler,
    );
    render();
    expect(
      await screen.findByRole('heading', { name: dealDocumentMessages.notFound }),
    ).toBeInTheDocument();
  });
});

describe('the shared 견적서 page', () => {
  const render = (token: string) =>
    renderApp(routes, { entries: [paths.sharedDealDocument(token)], api: 'msw' });

  it('opens logged out with the same document', async () => {
    const mock = mockEndpoint(getSharedDealDocument, {
      document,
      expiresAt: '2027-02-24T06:00:00.000Z',
    });
    server.use(mock.handler);
    render('tok_abc-123');
    expect(await screen.findByRole('article', { name: '견적서' })).toBeInTheDocument();
    expect(screen.getByText('2027.02.24까지 열 수 있는 읽기 전용 링크예요.')).toBeInTheDocument();
    expect(mock.calls[0]?.url.searchParams.get('token')).toBe('tok_abc-123');
    expect(mock.calls[0]?.headers.get('authorization')).toBeNull();
  });

  it('downloads its PDF with the link’s token, and says so when the link has stopped since', async () => {
    server.use(
      mockEndpoint(getSharedDealDocument, { document, expiresAt: '2027-02-24T06:00:00.000Z' })
        .handler,
    );
    const tokens: (string | null)[] = [];
    server.use(
      http.get(`${testOrigin}${toApiUrl(getSharedDealDocumentPdf.path)}`, ({ request }) => {
        tokens.push(new URL(request.url).searchParams.get('token'));
        return apiErrorResponse(410, dealDocumentMessages.revoked);
      }),
    );
    const saved = watchSaving();
    render('tok_abc-123');

    await userEvent.click(
      await screen.findByRole('button', { name: dealDocumentMessages.pdfDownload }),
    );
    expect(await screen.findByText(dealDocumentMessages.pdfFailed)).toBeInTheDocument();
    expect(screen.getByText(dealDocumentMessages.revoked)).toBeInTheDocument();
    expect(tokens).toEqual(['tok_abc-123']);
    expect(saved).toEqual([]);
  });

  it.each([dealDocumentMessages.revoked, dealDocumentMessages.expired])(
    'tells the store why a link no longer opens: %s',
    async (message) => {
      silenceConsoleErrors();
      server.use(mockEndpoint(getSharedDealDocument, () => apiErrorResponse(410, message)).handler);
      render('old');
      expect(await screen.findByRole('heading', { name: message })).toBeInTheDocument();
    },
  );
});
