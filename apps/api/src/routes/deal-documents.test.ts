import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFRawStream,
  PDFRef,
  PageSizes,
  decodePDFRawStream,
} from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allInCostOfTerms,
  apiErrorBodySchema,
  canonicalJson,
  dealDocumentMessages,
  dealDocumentSections,
  dealDocumentShareDays,
  getDealDocument,
  getDealDocumentPdf,
  getSellerDealDocument,
  getSellerDealDocumentPdf,
  getSharedDealDocument,
  getSharedDealDocumentPdf,
  revokeDealDocumentShare,
  selectionConsentVersion,
  shareDealDocument,
  updateSellerEstimation,
  type DealDocumentContent,
  type FileDownload,
} from '@quotemarket/contract';
import { formatDateTime } from '@quotemarket/ui/format';
import { dealDocumentShares, dealDocuments, dealerApplications } from '../db/schema';
import {
  addColourOption,
  createQuoteRequest,
  dataOf,
  phoneQuote,
  postSelection,
  selectionBody,
} from '../testing/quotation-fixtures';
import { createBuyer, createProduct, createSeller } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';
import { callEndpoint, callFailing, endpointUrl, type CallOptions } from '../testing/call-endpoint';

const dayMs = 24 * 60 * 60 * 1000;
const start = new Date('2031-03-02T09:00:00.000Z');
/** The app's clock: tests move it to reach a share link's expiry. */
let clock = start;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
});
afterAll(() => ctx.close());

/** A phone request with two dealers' quotes; the buyer selects the first dealer's. */
async function selectedDeal({ conditions = '6개월 요금제 유지' } = {}) {
  clock = start;
  const buyer = await createBuyer(ctx);
  const product = await createProduct(ctx);
  const colour = await addColourOption(ctx, product.id, '티타늄 블랙');
  const winner = await createSeller(ctx, [1], {
    storeName: '강남 견적폰',
    address: '서울 강남구 테헤란로 1',
    phone: '0212345678',
  });
  const loser = await createSeller(ctx, [1], { storeName: '다른 매장' });
  await ctx.database.db.insert(dealerApplications).values({
    storeName: '주식회사 견적폰',
    businessNumber: '1234567891',
    representative: '김대표',
    address: '서울 강남구 테헤란로 1, 2층',
    phone: '0212345678',
    email: `${randomUUID()}@dealer.quotemarket.kr`,
    categoryIds: [1],
    certificateImage: 'data:image/png;base64,AA==',
    status: 'approved',
    statusTokenHash: randomUUID(),
    decidedAt: start,
    sellerId: winner.seller.id,
  });
  const request = await createQuoteRequest(ctx, {
    buyerId: buyer.user.id,
    productId: product.id,
    categoryId: 1,
    productOptionValueIds: [colour],
    quotes: [
      phoneQuote(winner.seller.id, {
        additionalServices: [
          { name: '안심 보험', monthlyFee: 5_500, requiredMonths: 6 },
          { name: '음악 스트리밍', monthlyFee: 7_900, requiredMonths: 3 },
        ],
        conditions,
      }),
      phoneQuote(loser.seller.id),
    ],
  });
  const chosen = request.quotes[0]!;
  const selected = await postSelection(ctx, buyer.headers, selectionBody(chosen.id));
  expect(selected.statusCode, selected.body).toBe(200);
  return { buyer, product, winner, loser, request, chosen };
}

type Deal = Awaited<ReturnType<typeof selectedDeal>>;

async function buyerCopy(deal: Deal) {
  return dataOf(
    getDealDocument,
    await callEndpoint(ctx, getDealDocument, {
      headers: deal.buyer.headers,
      params: { id: deal.request.quotation.id },
    }),
  );
}

async function storedRow(deal: Deal) {
  const [row] = await ctx.database.db
    .select()
    .from(dealDocuments)
    .where(eq(dealDocuments.buyerId, deal.buyer.user.id));
  return row!;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the 견적서 written at selection', () => {
  it('holds every figure, add-on, the dealer business, the all-in cost and the consent, under its hash', async () => {
    const deal = await selectedDeal();
    const row = await storedRow(deal);
    const content = row.content;

    expect(content).toMatchObject({
      quotationId: deal.request.quotation.id,
      estimationId: deal.chosen.id,
      consent: { version: selectionConsentVersion, consentedAt: start.toISOString() },
      product: {
        id: deal.product.id,
        name: '갤럭시 S26',
        releasePrice: 1_155_000,
        options: [{ name: '색상', value: '티타늄 블랙' }],
      },
      dealer: {
        sellerId: deal.winner.seller.id,
        storeName: '강남 견적폰',
        businessName: '주식회사 견적폰',
        businessNumber: '1234567891',
        representative: '김대표',
        address: '서울 강남구 테헤란로 1',
      },
      terms: {
        kind: 'phone',
        publiclyAnnouncedSubsidy: 500_000,
        storeSubsidy: 150_000,
        installmentPeriod: 36,
        installmentInterest: 1_200,
        monthlyTelecomFee: 89_000,
        contractDuration: 24,
        conditions: '6개월 요금제 유지',
        additionalServices: [
          { name: '안심 보험', monthlyFee: 5_500, requiredMonths: 6 },
          { name: '음악 스트리밍', monthlyFee: 7_900, requiredMonths: 3 },
        ],
      },
    } satisfies Partial<Record<keyof DealDocumentContent, unknown>>);
    expect(content.selectionId).toBe(row.selectionId);
    expect(content.allInCost).toEqual(allInCostOfTerms(content.terms, 1_155_000));
    expect(content.allInCost.parts.find((part) => part.key === 'additionalServices')?.amount).toBe(
      5_500 * 6 + 7_900 * 3,
    );

    // The hash is recomputed from the canonical text of what was stored, by anyone.
    expect(row.hash).toBe(sha256(canonicalJson(content)));
    const copy = await buyerCopy(deal);
    expect(copy.document).toEqual({ content, hash: row.hash });
    expect(sha256(canonicalJson(copy.document.content))).toBe(copy.document.hash);
  });

  it('shows the winning dealer the same document, and no one else', async () => {
    const deal = await selectedDeal();
    const row = await storedRow(deal);
    const dealerCopy = dataOf(
      getSellerDealDocument,
      await callEndpoint(ctx, getSellerDealDocument, {
        headers: deal.winner.headers,
        params: { id: row.selectionId },
      }),
    );
    expect(dealerCopy).toEqual({ content: row.content, hash: row.hash });

    const notFound = { status: 404, message: dealDocumentMessages.notFound };
    expect(
      await callFailing(ctx, getSellerDealDocument, {
        headers: deal.loser.headers,
        params: { id: row.selectionId },
      }),
    ).toEqual(notFound);
    const stranger = await createBuyer(ctx);
    expect(
      await callFailing(ctx, getDealDocument, {
        headers: stranger.headers,
        params: { id: deal.request.quotation.id },
      }),
    ).toEqual(notFound);
    expect(
      (await callEndpoint(ctx, getDealDocument, { params: { id: deal.request.quotation.id } }))
        .statusCode,
    ).toBe(401);
  });

  it('cannot change: the dealer’s later edit is refused and the database refuses UPDATE and DELETE', async () => {
    const deal = await selectedDeal();
    const before = await storedRow(deal);

    const edit = await callFailing(ctx, updateSellerEstimation, {
      headers: deal.winner.headers,
      params: { id: deal.chosen.id },
      body: { ...before.content.terms, storeSubsidy: 10_000 },
    });
    expect(edit.status).toBe(409);
    expect(edit.message).toMatch(/더는 바꿀 수 없어요/);

    const { db } = ctx.database;
    await expect(
      db.execute(sql`update deal_documents set hash = 'forged' where id = ${before.id}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`delete from deal_documents where id = ${before.id}`),
    ).rejects.toThrow();
    expect(await storedRow(deal)).toEqual(before);
  });
});

describe('sharing the 견적서', () => {
  async function share(deal: Deal) {
    return dataOf(
      shareDealDocument,
      await callEndpoint(ctx, shareDealDocument, {
        headers: deal.buyer.headers,
        params: { id: deal.request.quotation.id },
      }),
    );
  }
  const openShared = (token: string) =>
    callEndpoint(ctx, getSharedDealDocument, { query: { token } });

  it('opens logged out with an unguessable token kept only as its hash, until it expires', async () => {
    const deal = await selectedDeal();
    const row = await storedRow(deal);
    const link = await share(deal);
    expect(link.token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    expect(link.expiresAt).toBe(
      new Date(start.getTime() + dealDocumentShareDays * dayMs).toISOString(),
    );
    const stored = await ctx.database.db
      .select({ tokenHash: dealDocumentShares.tokenHash })
      .from(dealDocumentShares)
      .where(eq(dealDocumentShares.dealDocumentId, row.id));
    expect(stored).toEqual([{ tokenHash: sha256(link.token) }]);

    const opened = dataOf(getSharedDealDocument, await openShared(link.token));
    expect(opened).toEqual({
      document: { content: row.content, hash: row.hash },
      expiresAt: link.expiresAt,
    });
    expect((await buyerCopy(deal)).share).toEqual({
      createdAt: start.toISOString(),
      expiresAt: link.expiresAt,
    });

    clock = new Date(start.getTime() + dealDocumentShareDays * dayMs - 1);
    expect((await openShared(link.token)).statusCode).toBe(200);
    clock = new Date(start.getTime() + dealDocumentShareDays * dayMs);
    expect(await callFailing(ctx, getSharedDealDocument, { query: { token: link.token } })).toEqual(
      { status: 410, message: dealDocumentMessages.expired },
    );
  });

  it('is revoked by the buyer, and a new link closes the last one', async () => {
    const deal = await selectedDeal();
    const first = await share(deal);
    const second = await share(deal);
    expect(second.token).not.toBe(first.token);
    expect(
      await callFailing(ctx, getSharedDealDocument, { query: { token: first.token } }),
    ).toEqual({ status: 410, message: dealDocumentMessages.revoked });
    expect((await openShared(second.token)).statusCode).toBe(200);

    const revoked = await callEndpoint(ctx, revokeDealDocumentShare, {
      headers: deal.buyer.headers,
      params: { id: deal.request.quotation.id },
    });
    expect(revoked.json().message).toBe(dealDocumentMessages.shareRevoked);
    expect(
      await callFailing(ctx, getSharedDealDocument, { query: { token: second.token } }),
    ).toEqual({ status: 410, message: dealDocumentMessages.revoked });
    expect((await buyerCopy(deal)).share).toBeNull();
  });

  it('answers an unknown token with 404, and only the buyer may share', async () => {
    const deal = await selectedDeal();
    expect(await callFailing(ctx, getSharedDealDocument, { query: { token: 'nope' } })).toEqual({
      status: 404,
      message: dealDocumentMessages.notFound,
    });
    const stranger = await createBuyer(ctx);
    expect(
      (
        await callEndpoint(ctx, shareDealDocument, {
          headers: stranger.headers,
          params: { id: deal.request.quotation.id },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the 견적서 as a PDF', () => {
  const download = (file: FileDownload, options: CallOptions = {}) =>
    ctx.app.inject({
      method: 'GET',
      url: endpointUrl(file, options),
      ...(options.headers && { headers: options.headers }),
    });
  async function downloadFailing(file: FileDownload, options: CallOptions) {
    const response = await download(file, options);
    const body = apiErrorBodySchema.parse(response.json());
    return { status: response.statusCode, message: body.message };
  }
  const buyerPdf = (deal: Deal) =>
    download(getDealDocumentPdf, {
      headers: deal.buyer.headers,
      params: { id: deal.request.quotation.id },
    });

  const lookup = (pdf: PDFDocument, value: unknown) =>
    value instanceof PDFRef ? pdf.context.lookup(value) : value;
  const streamText = (stream: unknown) =>
    Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1');

  /** A Type0 font's subset name, kind, font file size and ToUnicode map (glyph id → text). */
  function describeFont(pdf: PDFDocument, font: PDFDict) {
    const descendant = lookup(
      pdf,
      (font.get(PDFName.of('DescendantFonts')) as PDFArray).get(0),
    ) as PDFDict;
    const descriptor = lookup(pdf, descendant.get(PDFName.of('FontDescriptor'))) as PDFDict;
    const toUnicode = new Map<string, string>();
    const cmap = streamText(lookup(pdf, font.get(PDFName.of('ToUnicode'))));
    for (const [, glyph, text] of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]+)>/gi)) {
      const units = text!.match(/.{4}/g)!.map((unit) => parseInt(unit, 16));
      toUnicode.set(glyph!.toLowerCase(), String.fromCharCode(...units));
    }
    return {
      baseFont: font.get(PDFName.of('BaseFont'))!.toString(),
      kind: descendant.get(PDFName.of('Subtype'))!.toString(),
      fontFile: (lookup(pdf, descriptor.get(PDFName.of('FontFile3'))) as PDFRawStream).contents
        .length,
      toUnicode,
    };
  }

  const embeddedFonts = (pdf: PDFDocument) =>
    pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (object): object is PDFDict =>
          object instanceof PDFDict && object.get(PDFName.of('Subtype')) === PDFName.of('Type0'),
      )
      .map((font) => describeFont(pdf, font));

  /** The text each page shows, line by line, read back through its fonts' ToUnicode maps. */
  function pageTexts(pdf: PDFDocument) {
    return pdf.getPages().map((page) => {
      const fonts = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
      const contents = page.node.get(PDFName.of('Contents'));
      const streams =
        contents instanceof PDFArray ? contents.asArray() : [contents as PDFRef | PDFRawStream];
      let toUnicode = new Map<string, string>();
      return streams
        .flatMap((stream) => streamText(lookup(pdf, stream)).split('\n'))
        .flatMap((operation) => {
          const font = operation.match(/^\/(\S+) [\d.]+ Tf$/)?.[1];
          if (font)
            toUnicode = describeFont(pdf, fonts.lookup(PDFName.of(font), PDFDict)).toUnicode;
          const shown = operation.match(/^<([0-9A-F]*)> Tj$/)?.[1];
          if (shown === undefined) return [];
          return [
            (shown.match(/.{4}/g) ?? []).map((id) => toUnicode.get(id.toLowerCase())).join(''),
          ];
        })
        .join('\n');
    });
  }

  it('is an A4 file of the buyer’s 견적서 with its Korean text embedded as Pretendard subsets', async () => {
    const deal = await selectedDeal();
    const row = await storedRow(deal);
    const response = await buyerPdf(deal);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const asciiName = `deal-document-${row.selectionId}.pdf`;
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(`견적서-갤럭시 S26-${row.selectionId}.pdf`)}`,
    );
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(150_000);

    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    const a4 = { width: PageSizes.A4[0], height: PageSizes.A4[1] };
    expect(pdf.getPages().map((page) => page.getSize())).toEqual(pdf.getPages().map(() => a4));
    expect(pdf.getTitle()).toBe('견적서 · 갤럭시 S26 · 강남 견적폰');
    // The document's own time (PDF dates keep whole seconds), not the time of the download.
    const issuedAt = new Date(row.content.selectedAt);
    const issuedSecond = new Date(Math.floor(issuedAt.getTime() / 1000) * 1000);
    expect(pdf.getCreationDate()).toEqual(issuedSecond);
    expect(pdf.getModificationDate()).toEqual(issuedSecond);
    expect(pdf.getSubject()).toBe(`문서 확인 코드 ${row.hash}`);

    const fonts = embeddedFonts(pdf);
    expect(fonts.map((font) => font.baseFont)).toEqual([
      expect.stringMatching(/^\/[A-Z]{6}\+Pretendard-Regular$/),
      expect.stringMatching(/^\/[A-Z]{6}\+Pretendard-Bold$/),
    ]);
    for (const font of fonts) {
      expect(font.kind).toBe('/CIDFontType0');
      // A subset: tens of kilobytes, not the 1.5 MB face.
      expect(font.fontFile).toBeGreaterThan(1_000);
      expect(font.fontFile).toBeLessThan(100_000);
    }

    const lines = pageTexts(pdf).join('\n').split('\n');
    for (const expected of [
      '견적서',
      '갤럭시 S26 · 강남 견적폰',
      `발행 ${formatDateTime(issuedAt)}`,
      '사업자등록번호',
      '123-45-67891',
      '주식회사 견적폰',
      '서울 강남구 테헤란로 1',
      '안심 보험',
      '월 요금, 6개월 유지',
      '6개월 요금제 유지',
      '구매 신청 시각',
      `동의 문구 버전 ${selectionConsentVersion}`,
      '문서 확인 코드',
      row.hash.match(/.{8}/g)!.join(' '),
    ]) {
      expect(lines).toContain(expected);
    }
    // Every section and row, in the order the screen shows them (read from the JSON copy).
    const screen = dealDocumentSections((await buyerCopy(deal)).document.content);
    let at = -1;
    for (const label of screen.flatMap((section) => [
      section.title,
      ...section.rows.map((shown) => shown.label),
    ])) {
      at = lines.indexOf(label, at + 1);
      expect(at, label).toBeGreaterThan(-1);
    }
    const total = row.content.allInCost;
    expect(lines).toContain(`${total.total.toLocaleString('ko-KR')}원`);
  });

  it('gives the same bytes for the same document, and runs onto more pages when long', async () => {
    const deal = await selectedDeal();
    const first = (await buyerPdf(deal)).rawPayload;
    expect((await buyerPdf(deal)).rawPayload.equals(first)).toBe(true);

    const long = await selectedDeal({
      conditions: '개통 후 6개월 동안 요금제를 유지해요. '.repeat(200),
    });
    const pdf = await PDFDocument.load((await buyerPdf(long)).rawPayload);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    const texts = pageTexts(pdf);
    expect(texts.at(-1)).toContain('문서 확인 코드');
    texts.forEach((text, index) => expect(text).toContain(`${index + 1}/${texts.length}쪽`));
  });

  it('is refused as the JSON reads are: another buyer, no login, the losing dealer', async () => {
    const deal = await selectedDeal();
    const row = await storedRow(deal);
    const notFound = { status: 404, message: dealDocumentMessages.notFound };
    const stranger = await createBuyer(ctx);
    expect(
      await downloadFailing(getDealDocumentPdf, {
        headers: stranger.headers,
        params: { id: deal.request.quotation.id },
      }),
    ).toEqual(notFound);
    expect(
      (await download(getDealDocumentPdf, { params: { id: deal.request.quotation.id } }))
        .statusCode,
    ).toBe(401);
    expect(
      await downloadFailing(getSellerDealDocumentPdf, {
        headers: deal.loser.headers,
        params: { id: row.selectionId },
      }),
    ).toEqual(notFound);
    expect(
      (
        await download(getSellerDealDocumentPdf, {
          headers: deal.buyer.headers,
          params: { id: row.selectionId },
        })
      ).statusCode,
    ).toBe(403);

    const dealerCopy = await download(getSellerDealDocumentPdf, {
      headers: deal.winner.headers,
      params: { id: row.selectionId },
    });
    expect(dealerCopy.statusCode).toBe(200);
    expect(dealerCopy.rawPayload.equals((await buyerPdf(deal)).rawPayload)).toBe(true);
  });

  it('opens with a live share link only: revoked 410, expired 410, unknown 404', async () => {
    const deal = await selectedDeal();
    const share = () =>
      callEndpoint(ctx, shareDealDocument, {
        headers: deal.buyer.headers,
        params: { id: deal.request.quotation.id },
      }).then((response) => dataOf(shareDealDocument, response));
    const sharedPdf = (token: string) => download(getSharedDealDocumentPdf, { query: { token } });

    const first = await share();
    const opened = await sharedPdf(first.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals((await buyerPdf(deal)).rawPayload)).toBe(true);

    const second = await share();
    expect(
      await downloadFailing(getSharedDealDocumentPdf, { query: { token: first.token } }),
    ).toEqual({ status: 410, message: dealDocumentMessages.revoked });
    clock = new Date(start.getTime() + dealDocumentShareDays * dayMs);
    expect(
      await downloadFailing(getSharedDealDocumentPdf, { query: { token: second.token } }),
    ).toEqual({ status: 410, message: dealDocumentMessages.expired });
    expect(await downloadFailing(getSharedDealDocumentPdf, { query: { token: 'nope' } })).toEqual({
      status: 404,
      message: dealDocumentMessages.notFound,
    });
  });
});
