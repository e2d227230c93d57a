import type { APIRequestContext } from '@playwright/test';

/** Reads the envelope's `data`, failing loudly on any error answer. */
export async function dataOf<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
): Promise<T> {
  if (!response.ok()) {
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  }
  return ((await response.json()) as { data: T }).data;
}

/** The first active phone of the seeded catalogue, as the category home lists it. */
export async function firstPhone(request: APIRequestContext) {
  const page = await dataOf<{ list: Array<{ id: number; productName: string }> }>(
    await request.get('/api/v2/home/get-ab-products-under-category', {
      params: { mainCategoryId: 1, pageNo: 1, pageSize: 10 },
    }),
  );
  const phone = page.list[0];
  if (!phone) throw new Error('The seeded catalogue has no phone');
  return phone;
}

/** The seeded demo dealer's id: its store page has more than one page of reviews. */
export async function demoDealerId(request: APIRequestContext): Promise<number> {
  const login = await dataOf<{ seller: { id: number } }>(
    await request.post('/api/v2/seller/auth/login', {
      data: { email: 'demo@dealer.quotemarket.kr', password: 'quotemarket-demo-1234' },
    }),
  );
  return login.seller.id;
}

/**
 * The newest code the development SMS sender "sent" to this phone. The page's request for it may
 * still be on its way when the test asks (a busy machine): the outbox is read again for up to 10 s.
 */
export async function latestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const outbox = await dataOf<Array<{ code: string }>>(
      await request.get('/api/v2/dev/sms-outbox', { params: { phone } }),
    );
    const latest = outbox[0];
    if (latest) return latest.code;
    if (Date.now() > deadline) throw new Error(`No SMS was sent to ${phone}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The newest text message the development SMS sender "sent" to this phone, read again for up to 10 s until one matches. */
export async function latestSmsText(
  request: APIRequestContext,
  phone: string,
  matching: RegExp,
): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const outbox = await dataOf<Array<{ text: string }>>(
      await request.get('/api/v2/dev/sms-outbox', { params: { phone } }),
    );
    const latest = outbox.find((message) => matching.test(message.text));
    if (latest) return latest.text;
    if (Date.now() > deadline) throw new Error(`No SMS matching ${matching} was sent to ${phone}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The demo buyer's bearer token, through the development login. */
export async function demoBuyerToken(request: APIRequestContext): Promise<string> {
  const login = await dataOf<{ token: string }>(
    await request.post('/api/v2/auth/sns-login', { data: { email: 'demo@quotemarket.kr' } }),
  );
  return login.token;
}

/** The demo buyer's requests still taking quotes (견적 진행 중), as their history lists them. */
export async function openRequestsOfDemoBuyer(request: APIRequestContext, token: string) {
  const pending = await dataOf<{
    content: Array<{
      quotationId: number;
      productId: number;
      categoryId1: number;
      applicationStatus: string;
    }>;
  }>(
    await request.get('/api/v2/quotation-list/pending', {
      headers: { authorization: `Bearer ${token}` },
      params: { page: 1, size: 20 },
    }),
  );
  return pending.content
    .filter((quotation) => quotation.applicationStatus === '견적 진행 중')
    .map(({ quotationId, productId, categoryId1 }) => ({ quotationId, productId, categoryId1 }));
}

/** A dealer's bearer token, through the dealer API's login. */
export async function dealerToken(
  request: APIRequestContext,
  credentials = { email: 'demo@dealer.quotemarket.kr', password: 'quotemarket-demo-1234' },
): Promise<string> {
  const login = await dataOf<{ token: string }>(
    await request.post('/api/v2/seller/auth/login', { data: credentials }),
  );
  return login.token;
}

/** The dealer's open requests of one category, newest first, as the dealer inbox lists them. */
export async function dealerInbox(request: APIRequestContext, token: string, categoryId: number) {
  const inbox = await dataOf<{
    list: Array<{ quotationId: number; product: { id: number; name: string } }>;
  }>(
    await request.get('/api/v2/seller/inbox', {
      params: { categoryId, page: 1, size: 10 },
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  return inbox.list;
}

/**
 * A phone quote with every term the law asks for (each subsidy with who pays it, the plan and its
 * months, the instalment), no add-on and no conditions unless `overrides` says otherwise.
 */
export function phoneBidTerms(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'phone',
    publiclyAnnouncedSubsidy: 300_000,
    publiclyAnnouncedSubsidyPayer: '통신사',
    storeSubsidy: 150_000,
    storeSubsidyPayer: '판매점',
    installmentPeriod: 24,
    installmentInterest: 0,
    ratePlanMonthly: 69_000,
    ratePlanRequiredMonths: 6,
    monthlyTelecomFee: 69_000,
    contractDuration: 24,
    additionalServices: [],
    ...overrides,
  };
}

/** Sends a dealer's quote on a request through the dealer API; returns the quote's id. */
export async function bidAsDealer(
  request: APIRequestContext,
  token: string,
  quotationId: number,
  terms: Record<string, unknown>,
): Promise<number> {
  const created = await dataOf<{ id: number }>(
    await request.post(`/api/v2/seller/quotations/${quotationId}/estimations`, {
      data: terms,
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  return created.id;
}

/** The newest open request of a product in the dealer's inbox: a buyer's, just sent. */
export async function requestInInbox(
  request: APIRequestContext,
  token: string,
  categoryId: number,
  productId: number,
): Promise<number> {
  const inbox = await dealerInbox(request, token, categoryId);
  const found = inbox.find((item) => item.product.id === productId);
  if (!found) throw new Error(`The request for product ${productId} is not in the inbox`);
  return found.quotationId;
}
