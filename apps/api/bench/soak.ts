// `npm run bench:soak`: the real API in its own process (servers.ts, as `bench:api`) under a steady
// mix of buyer and dealer calls for SOAK_MINUTES at SOAK_RATE requests a second. Open model:
// arrivals follow the clock, not the answers, and each arrival's latency counts from when it was
// due, so a slow server cannot hide behind a generator that waits for it (coordinated omission).
// Prints latency by minute and by request kind, the server's RSS and CPU each minute, and every
// error; exits 1 when any request failed in a way the scenario did not expect. Half the buyers have
// a browser subscribed to push notifications (on a stand-in push service the bench runs) and turn
// them on for the requests they send, so dealers' bids are pushed by the server's drainer as they
// would be: the run ends with how many were sent or failed and how long they waited in the queue.
import { Agent, setGlobalDispatcher } from 'undici';
import { performance } from 'node:perf_hooks';
import {
  eventStreamSignals,
  categoryRouteNames,
  developerLogin,
  quoteKindOf,
  estimationSortOptions,
  fillPathParams,
  getBiddingProgress,
  getDevelopmentSmsOutbox,
  getEstimationDetail,
  getInternetBiddingProgress,
  getPhoneVerification,
  getProductDetail,
  getProfile,
  getPurchaseHistoryDetail,
  getSellerProfile,
  getSellerQuotation,
  getSellerStorePage,
  historySortOptions,
  internetPropertiesFromAnswers,
  findInternetProductByProperties,
  internetQuestionIds,
  listBiddingQuestions,
  listEstimationsByQuotation,
  listMainCategories,
  listPendingHistory,
  listProductsUnderCategory,
  listQuotationsAwaitingSelection,
  listSelectedHistory,
  listSellerDeals,
  listSellerEstimations,
  listSellerInbox,
  listSellerReviews,
  mainCategoryIds,
  offeredBudgetPositions,
  productSortOptions,
  quotationEvents,
  recordSearchHistory,
  registerDevice,
  requestPhoneVerification,
  requiredConsentTerms,
  saveBiddingResponses,
  saveInternetBiddingResponses,
  selectEstimation,
  selectionConsentVersion,
  sellerInboxEvents,
  sellerLogin,
  submitBiddingRequest,
  submitInternetBiddingRequest,
  submitSellerEstimation,
  toApiUrl,
  updateBiddingNotificationPreference,
  verifyPhone,
  type BiddingQuestion,
  type BiddingResponseInput,
  type Endpoint,
  type EndpointBody,
  type EndpointResponse,
  type EstimationTerms,
  type EventStream,
  type MainCategoryId,
  type QuotationCheckItem,
  type SellerQuotation,
} from '@quotemarket/contract';
import { demoBuyerEmail, demoDealers } from '../src/domain/accounts/demo-accounts';
import { verificationLimits } from '../src/domain/accounts/phone-verification';
import {
  createTestSubscription,
  startPushServiceStandIn,
} from '../src/testing/push-service-stand-in';
import { forkBenchServers } from './fork-servers';
import { ServerSampler, SoakRecorder } from './soak-report';
import { forwardedFor, rotatingAddresses } from './client-addresses';

// Every buyer and dealer of the mix comes from this process's one address, as an office's would
// from behind one router: their connections, held-open streams included, stay under the server's
// cap for one address (100) rather than opening one more for every request in flight.
setGlobalDispatcher(new Agent({ connections: 64 }));

/**
 * The scenario: who does what, and how often (relative weights of arrivals). `calls` is how many
 * requests one arrival usually makes; the arrival rate is SOAK_RATE divided by their mean. Buyers
 * mostly browse and check their quotes; a few answer the wizard or send a request; dealers watch
 * their inbox, open requests and bid on some; now and then a buyer picks a quote.
 */
const mix: readonly Activity[] = [
  { who: 'buyer', does: 'opens the home (main categories)', weight: 60, calls: 1, run: home },
  { who: 'buyer', does: 'lists a category’s products', weight: 150, calls: 1, run: productList },
  { who: 'buyer', does: 'searches and records the search', weight: 30, calls: 2, run: search },
  { who: 'buyer', does: 'opens a product', weight: 150, calls: 1, run: productDetail },
  { who: 'buyer', does: 'opens a store page', weight: 40, calls: 1, run: storePage },
  { who: 'buyer', does: 'opens MY (profile)', weight: 20, calls: 1, run: profile },
  { who: 'buyer', does: 'checks quotes awaiting a choice', weight: 70, calls: 1, run: awaiting },
  { who: 'buyer', does: 'opens one request’s bids', weight: 50, calls: 1, run: bidsOfRequest },
  { who: 'buyer', does: 'opens one bid', weight: 30, calls: 1, run: bidDetail },
  { who: 'buyer', does: 'reads the history tabs', weight: 40, calls: 1, run: history },
  { who: 'buyer', does: 'opens a purchase', weight: 10, calls: 1, run: purchaseDetail },
  { who: 'buyer', does: 'saves wizard answers', weight: 40, calls: 2, run: saveAnswers },
  // Half the buyers also turn the request's push notifications on.
  { who: 'buyer', does: 'sends a quote request', weight: 6, calls: 4.5, run: sendRequest },
  { who: 'buyer', does: 'picks a quote', weight: 2, calls: 1, run: pickQuote },
  { who: 'buyer', does: 'reopens the live quote stream', weight: 10, calls: 1, run: reopenStream },
  { who: 'buyer', does: 'logs in again (developer login)', weight: 3, calls: 1, run: buyerLogin },
  { who: 'dealer', does: 'reads the inbox', weight: 80, calls: 1, run: inbox },
  { who: 'dealer', does: 'opens a request', weight: 50, calls: 1, run: openRequest },
  { who: 'dealer', does: 'bids on a request', weight: 12, calls: 1, run: bid },
  { who: 'dealer', does: 'reads sent bids', weight: 25, calls: 1, run: sentBids },
  { who: 'dealer', does: 'reads deals', weight: 20, calls: 1, run: deals },
  { who: 'dealer', does: 'reads the console header (me)', weight: 15, calls: 1, run: dealerMe },
  { who: 'dealer', does: 'reads reviews', weight: 10, calls: 1, run: reviews },
  { who: 'dealer', does: 'logs in again', weight: 1, calls: 1, run: dealerLogin },
];

interface Activity {
  who: 'buyer' | 'dealer';
  does: string;
  weight: number;
  calls: number;
  run: (arrival: Arrival) => Promise<void>;
}

/** One arrival: when it was due (its first request's latency counts from then). */
interface Arrival {
  dueAt: number;
}

function setting(name: string, fallback: number, check: (value: number) => boolean): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || !check(value)) {
    console.error(`Invalid ${name}=${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return value;
}

const minutes = setting('SOAK_MINUTES', 10, (value) => value > 0);
/**
 * 50 a second by default, a gentle load for a long soak. With the kept answers (decision 0008) the
 * embedded database's server held 300 a second on the shared two-core machine at p99 41 ms and
 * 74 % CPU (bench:api's mixed scenario); raise it to look for the limit.
 */
const rate = setting('SOAK_RATE', 50, (value) => value > 0);
const buyerCount = setting('SOAK_BUYERS', 20, (value) => Number.isInteger(value) && value >= 1);
const timeoutMs = setting('SOAK_TIMEOUT_MS', 10_000, (value) => value > 0);
const seed = setting('SOAK_SEED', 1, Number.isInteger);
const warmUpSeconds = setting('SOAK_WARMUP_SECONDS', 0, (value) => value >= 0);
/** bench:api's mixed scenario sets it: the run then ends with the verdict on this p99. */
const targetP99Ms = process.env.SOAK_TARGET_P99_MS
  ? setting('SOAK_TARGET_P99_MS', 50, (value) => value > 0)
  : undefined;
const durationMs = minutes * 60_000;
/** A request or selection this close to its deadline may lawfully be refused as closed. */
const deadlineMarginMs = 2 * 60_000;

// ---------------------------------------------------------------------------------------------
// HTTP: every call goes through the contract's endpoint (method, path) and is timed and checked.

const recorder = new SoakRecorder(durationMs);
let origin = '';
/** Off during setup: setup calls must succeed but are not part of the figures. */
let measuring = false;
/** During the warm-up the mix runs as measured, but nothing it does is counted. */
let warmingUp = false;
const inFlight = new Set<Promise<unknown>>();

class CallFailed extends Error {}

interface CallInput<E extends Endpoint> {
  token?: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: EndpointBody<E>;
  /** When this call's latency starts: an arrival's due time for its first call. */
  since?: number;
  /** A non-2xx answer the scenario expects here (a deadline passing as we speak): not an error. */
  expect?: (status: number, message: string) => boolean;
}

function urlOf(endpoint: { path: string }, input: Pick<CallInput<Endpoint>, 'params' | 'query'>) {
  const url = new URL(toApiUrl(fillPathParams(endpoint.path, input.params)), origin);
  for (const [name, value] of Object.entries(input.query ?? {})) {
    url.searchParams.set(name, String(value));
  }
  return url;
}

function failure(kind: string, what: string): undefined {
  if (warmingUp) return undefined;
  if (!measuring) throw new CallFailed(`setup: ${kind}: ${what}`);
  recorder.fail(kind, what);
  return undefined;
}

function describeFetchError(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `timeout after ${timeoutMs} ms`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return `socket: ${cause?.code ?? (error instanceof Error ? error.message : String(error))}`;
}

/** The client addresses the soak's requests come from (client-addresses.ts). */
const nextAddress = rotatingAddresses(2000);
const developmentShortcuts = new Set<Endpoint>([developerLogin, getDevelopmentSmsOutbox]);

/**
 * One request, timed. Resolves to the envelope's `data` on 2xx; on anything else records the
 * failure (unless `expect` allows it) and resolves to undefined, and the arrival stops there.
 */
async function call<E extends Endpoint>(
  kind: string,
  endpoint: E,
  input: CallInput<E> = {},
): Promise<EndpointResponse<E> | undefined> {
  const startedAt = input.since ?? performance.now();
  // Through the trusted proxy from many visitors' addresses. The setup and the development
  // sign-ins (loopback-only: a new buyer's first login, the SMS outbox) come from this machine.
  const fromThisMachine = kind === 'setup' || developmentShortcuts.has(endpoint);
  const headers: Record<string, string> = fromThisMachine ? {} : forwardedFor(nextAddress());
  if (input.token) headers.authorization = `Bearer ${input.token}`;
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  let status: number;
  let text: string;
  try {
    const response = await fetch(urlOf(endpoint, input), {
      method: endpoint.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    return failure(kind, describeFetchError(error));
  }
  const endedAt = performance.now();
  let envelope: { message?: string; data?: unknown } | undefined;
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch {
    envelope = undefined;
  }
  if (status >= 200 && status < 300 && envelope) {
    if (measuring) recorder.record(kind, endedAt - startedAt, endedAt);
    return envelope.data as EndpointResponse<E>;
  }
  const message = envelope?.message ?? text.slice(0, 80);
  if (input.expect?.(status, message)) {
    if (measuring) recorder.record(`${kind} (expected ${status})`, endedAt - startedAt, endedAt);
    return undefined;
  }
  return failure(kind, `${status} ${message}`);
}

// ---------------------------------------------------------------------------------------------
// Live streams: each dealer's console and each buyer's quote screens hold one open.

/** A stream that dies during the run is an error; outside the run it is only reported. */
function streamFailure(kind: string, what: string) {
  if (measuring) recorder.fail(kind, what);
  else console.error(`${kind}: ${what}`);
}

const streamSignals = new Set<string>(Object.values(eventStreamSignals));
/** A message of the stream's own (a bid, a request), not one of the signals every stream sends. */
const isStreamEvent = (message: string) => {
  const event = /^event: (.*)$/m.exec(message)?.[1];
  return event !== undefined && !streamSignals.has(event);
};

class LiveStream {
  /** The connection now open: closing it is ours to do, anything else ending it is a failure. */
  private current: { controller: AbortController; closed: boolean } | undefined;
  /** Between asking for the stream and its headers: a screen opens one stream at a time. */
  opening = false;
  events = 0;

  constructor(
    private readonly kind: string,
    private readonly stream: EventStream,
    private readonly token: () => string,
  ) {}

  /** Opens the stream; its latency is the time to the answer's headers. */
  async open(since = performance.now()): Promise<void> {
    const connection = { controller: new AbortController(), closed: false };
    this.current = connection;
    this.opening = true;
    // Only the wait for the headers has a deadline: the stream itself stays open for the run.
    const timer = setTimeout(() => connection.controller.abort(), timeoutMs);
    let response: Response;
    try {
      response = await fetch(urlOf(this.stream, {}), {
        headers: { authorization: `Bearer ${this.token()}`, accept: 'text/event-stream' },
        signal: connection.controller.signal,
      });
    } catch (error) {
      if (!connection.closed) failure(this.kind, describeFetchError(error));
      return;
    } finally {
      clearTimeout(timer);
      this.opening = false;
    }
    if (!response.ok || !response.body) {
      failure(this.kind, `${response.status} ${await response.text()}`);
      return;
    }
    if (measuring) recorder.record(this.kind, performance.now() - since);
    void this.read(response.body, connection);
  }

  private async read(body: ReadableStream<Uint8Array>, connection: { closed: boolean }) {
    const decoder = new TextDecoder();
    let pending = '';
    try {
      for await (const chunk of body) {
        pending += decoder.decode(chunk, { stream: true });
        const messages = pending.split('\n\n');
        pending = messages.pop() ?? '';
        this.events += messages.filter(isStreamEvent).length;
      }
      if (!connection.closed) streamFailure(`${this.kind} (held open)`, 'the server ended it');
    } catch (error) {
      if (!connection.closed) streamFailure(`${this.kind} (held open)`, describeFetchError(error));
    }
  }

  close() {
    if (!this.current) return;
    this.current.closed = true;
    this.current.controller.abort();
  }
}

// ---------------------------------------------------------------------------------------------
// Who takes part, and what the generator remembers between their calls.

interface Buyer {
  email: string;
  phone: string;
  token: string;
  /** One wizard at a time per buyer, as on one phone. */
  inWizard: boolean;
  /** The last "quotes awaiting a choice" page this buyer saw. */
  awaiting: QuotationCheckItem[];
  /** Requests this buyer has a purchase for (from the history). */
  purchases: number[];
  stream: LiveStream;
  /** Has a browser subscribed to push notifications, and turns them on for each request. */
  notifies: boolean;
}

interface Dealer {
  email: string;
  password: string;
  token: string;
  id: number;
  categories: number[];
  /** The last inbox pages this dealer saw. */
  inbox: SellerQuotation[];
  /** Requests this dealer has bid on or is bidding on: one bid per request. */
  bidOn: Set<number>;
  stream: LiveStream;
}

interface CatalogProduct {
  id: number;
  categoryId: number;
  /** One list of option value ids per OPTION attribute (colour, storage …). */
  options: number[][];
}

const buyers: Buyer[] = [];
const dealers: Dealer[] = [];
/** Products that take a product request (every category but internet), and all listed ids. */
const requestable: CatalogProduct[] = [];
const productIds: number[] = [];
/** Internet plans: a buyer starts an internet request from one of them. */
const internetProductIds: number[] = [];
const questionsByCategory = new Map<number, BiddingQuestion[]>();
const storeIds = new Set<number>();
/** A request a buyer is picking a quote on, or a dealer bidding on: never both at once. */
const busyRequests = new Set<number>();
/** Requests a buyer picked a quote on: closed to further bids. */
const decidedRequests = new Set<number>();
const skipped = new Map<string, number>();
const categoryIds = Object.values(mainCategoryIds);
const searchTerms = ['갤럭시', '아이폰', '정수기', '안마의자', '공기청정기', '인터넷', 'LG'];

// A small seeded generator, so two runs with the same settings make the same choices.
let randomState = seed >>> 0;
function random(): number {
  randomState = (randomState + 0x6d2b79f5) >>> 0;
  let t = randomState;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T | undefined =>
  items.length ? items[Math.floor(random() * items.length)] : undefined;
const page = () => (random() < 0.8 ? 1 : 2);

function skip(reason: string) {
  if (measuring) skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
}

const opensLater = (deadline: string) => Date.parse(deadline) - Date.now() > deadlineMarginMs;
/** A refusal because the deadline passed is expected only for a request that was near it. */
const closedNearDeadline = (deadline: string) => (status: number, message: string) =>
  status === 409 && message.includes('마감') && Date.parse(deadline) - Date.now() < 60_000;

// ---------------------------------------------------------------------------------------------
// Buyer activities.

async function home({ dueAt }: Arrival) {
  await call('buyer GET main categories', listMainCategories, {
    token: pick(buyers)!.token,
    since: dueAt,
  });
}

async function productList({ dueAt }: Arrival) {
  await call('buyer GET product list', listProductsUnderCategory, {
    token: pick(buyers)!.token,
    query: {
      mainCategoryId: pick([0, ...categoryIds])!,
      pageNo: pick([1, 1, 1, 2, 3])!,
      pageSize: 10,
      sortBy: pick(productSortOptions)!,
    },
    since: dueAt,
  });
}

async function search({ dueAt }: Arrival) {
  const buyer = pick(buyers)!;
  const term = pick(searchTerms)!;
  const found = await call('buyer GET product search', listProductsUnderCategory, {
    token: buyer.token,
    query: { mainCategoryId: 0, productName: term, pageNo: 1, pageSize: 10 },
    since: dueAt,
  });
  if (!found) return;
  await call('buyer POST record search', recordSearchHistory, {
    token: buyer.token,
    body: { searchValue: term },
  });
}

async function productDetail({ dueAt }: Arrival) {
  await call('buyer GET product detail', getProductDetail, {
    token: pick(buyers)!.token,
    params: { id: pick(productIds)! },
    since: dueAt,
  });
}

async function storePage({ dueAt }: Arrival) {
  await call('buyer GET store page', getSellerStorePage, {
    query: {
      userId: pick([...storeIds])!,
      page: page(),
      size: 10,
      sortBy: pick(['latest', 'rating'])!,
    },
    since: dueAt,
  });
}

async function profile({ dueAt }: Arrival) {
  await call('buyer GET profile', getProfile, { token: pick(buyers)!.token, since: dueAt });
}

async function refreshAwaiting(buyer: Buyer, since?: number) {
  const answer = await call('buyer GET quotes awaiting', listQuotationsAwaitingSelection, {
    token: buyer.token,
    query: { pageNo: 1, size: 10 },
    since,
  });
  if (!answer) return;
  buyer.awaiting = answer.list;
  for (const item of answer.list) {
    if (item.estimationDetails) storeIds.add(item.estimationDetails.sellerId);
  }
}

async function awaiting({ dueAt }: Arrival) {
  await refreshAwaiting(pick(buyers)!, dueAt);
}

async function bidsOfRequest({ dueAt }: Arrival) {
  const buyer = pick(buyers.filter((candidate) => candidate.awaiting.length > 0));
  const request = buyer && pick(buyer.awaiting);
  if (!buyer || !request) return skip('no buyer has a request to open');
  const answer = await call('buyer GET bids of a request', listEstimationsByQuotation, {
    token: buyer.token,
    query: {
      quotationId: request.quotationId,
      page: 1,
      size: 10,
      sortOrder: pick(estimationSortOptions)!,
    },
    since: dueAt,
  });
  for (const card of answer?.list ?? []) storeIds.add(card.sellerId);
}

async function bidDetail({ dueAt }: Arrival) {
  const buyer = pick(buyers.filter((candidate) => candidate.awaiting.some(hasBid)));
  const request = buyer && pick(buyer.awaiting.filter(hasBid));
  if (!buyer || !request) return skip('no buyer has a bid to open');
  await call('buyer GET bid detail', getEstimationDetail, {
    token: buyer.token,
    params: { id: request.estimationDetails!.estimationId },
    since: dueAt,
  });
}

function hasBid(item: QuotationCheckItem): boolean {
  return item.estimationDetails !== null;
}

async function history({ dueAt }: Arrival) {
  const buyer = pick(buyers)!;
  const query = { page: 1, size: 10, sortOrder: pick(historySortOptions)! };
  if (random() < 0.5) {
    await call('buyer GET pending history', listPendingHistory, {
      token: buyer.token,
      query,
      since: dueAt,
    });
    return;
  }
  const answer = await call('buyer GET selected history', listSelectedHistory, {
    token: buyer.token,
    query,
    since: dueAt,
  });
  if (answer) buyer.purchases = answer.content.map((item) => item.quotationId);
}

async function purchaseDetail({ dueAt }: Arrival) {
  const buyer = pick(buyers.filter((candidate) => candidate.purchases.length > 0));
  if (!buyer) return skip('no buyer has a purchase yet');
  await call('buyer GET purchase detail', getPurchaseHistoryDetail, {
    token: buyer.token,
    params: { id: pick(buyer.purchases)! },
    since: dueAt,
  });
}

/** A buyer not in a wizard already, marked as in one until `work` ends. */
async function inWizard(work: (buyer: Buyer) => Promise<void>) {
  const buyer = pick(buyers.filter((candidate) => !candidate.inWizard));
  if (!buyer) return skip('every buyer is in a wizard');
  buyer.inWizard = true;
  try {
    await work(buyer);
  } finally {
    buyer.inWizard = false;
  }
}

/** Answers to every question of the category, as a buyer taps through the wizard. */
function answersFor(categoryId: number): BiddingResponseInput[] {
  const questions = questionsByCategory.get(categoryId) ?? [];
  const productSet = pick([37, 38, 39])!;
  return questions.map((question) => {
    if (question.kind === 'INPUT') {
      return { questionId: question.questionId, optionId: null, responseText: '서울 강남구' };
    }
    let option = pick(question.options)!;
    if (question.questionId === internetQuestionIds.productSet) {
      option = question.options.find((candidate) => candidate.optionId === productSet) ?? option;
    }
    if (question.questionId === internetQuestionIds.monthlyBudget) {
      option = question.options[pick(offeredBudgetPositions(productSet))!] ?? option;
    }
    return { questionId: question.questionId, optionId: option.optionId, responseText: '' };
  });
}

async function saveAnswers({ dueAt }: Arrival) {
  await inWizard(async (buyer) => {
    const product = pick(requestable)!;
    const progress = await call('buyer GET wizard progress', getBiddingProgress, {
      token: buyer.token,
      query: { productId: product.id },
      since: dueAt,
    });
    if (!progress) return;
    // The first few answers: the draft stays a draft until the buyer comes back to send it.
    const answers = answersFor(product.categoryId).slice(0, 1 + Math.floor(random() * 3));
    await call('buyer POST save answers', saveBiddingResponses, {
      token: buyer.token,
      body: { quotationId: progress.quotationId, productId: product.id, responses: answers },
    });
  });
}

async function sendRequest(arrival: Arrival) {
  await inWizard((buyer) =>
    random() < 0.2 ? sendInternetRequest(buyer, arrival) : sendProductRequest(buyer, arrival),
  );
}

async function sendProductRequest(buyer: Buyer, { dueAt }: Arrival) {
  const product = pick(requestable)!;
  const questions = await call('buyer GET wizard questions', listBiddingQuestions, {
    token: buyer.token,
    query: { categoryId: product.categoryId },
    since: dueAt,
  });
  if (!questions) return;
  const progress = await call('buyer GET wizard progress', getBiddingProgress, {
    token: buyer.token,
    query: { productId: product.id },
  });
  if (!progress) return;
  const saved = await call('buyer POST save answers', saveBiddingResponses, {
    token: buyer.token,
    body: {
      quotationId: progress.quotationId,
      productId: product.id,
      responses: answersFor(product.categoryId),
    },
  });
  if (!saved?.quotationId) return;
  const sent = await call('buyer POST send request', submitBiddingRequest, {
    token: buyer.token,
    body: {
      quotationId: saved.quotationId,
      productOptionValueIds: product.options.map((values) => pick(values)!),
      categoryName: categoryRouteNames[product.categoryId as MainCategoryId],
    },
  });
  if (sent) await turnNotificationsOn(buyer, saved.quotationId);
}

/** The in-progress screen's "최저가 견적 알림 받기", for a buyer whose browser is subscribed. */
async function turnNotificationsOn(buyer: Buyer, quotationId: number) {
  if (!buyer.notifies) return;
  await call('buyer POST request notifications on', updateBiddingNotificationPreference, {
    token: buyer.token,
    body: { quotationId, notificationEnabled: true },
  });
}

/**
 * An internet request as the app sends it: started from a plan in the internet category, answered,
 * then sent with the plan the answers name, or the starting one when they name none.
 */
async function sendInternetRequest(buyer: Buyer, { dueAt }: Arrival) {
  const startedFrom = pick(internetProductIds);
  if (startedFrom === undefined) return skip('the catalogue has no internet plan');
  const progress = await call('buyer GET internet progress', getInternetBiddingProgress, {
    token: buyer.token,
    since: dueAt,
  });
  if (!progress) return;
  const saved = await call('buyer POST save internet answers', saveInternetBiddingResponses, {
    token: buyer.token,
    body: { quotationId: progress.quotationId, responses: answersFor(mainCategoryIds.internet) },
  });
  if (!saved?.quotationId) return;
  const properties = internetPropertiesFromAnswers(saved.responses);
  const found = properties
    ? await call('buyer POST internet plan lookup', findInternetProductByProperties, {
        token: buyer.token,
        body: properties,
      })
    : { productId: 0 };
  if (!found) return;
  const sent = await call('buyer POST send internet request', submitInternetBiddingRequest, {
    token: buyer.token,
    body: {
      quotationId: saved.quotationId,
      productId: found.productId > 0 ? found.productId : startedFrom,
      productOptionValueIds: null,
      categoryName: categoryRouteNames[mainCategoryIds.internet],
    },
  });
  if (sent) await turnNotificationsOn(buyer, saved.quotationId);
}

async function pickQuote({ dueAt }: Arrival) {
  const choosable = (item: QuotationCheckItem) =>
    hasBid(item) &&
    !busyRequests.has(item.quotationId) &&
    !decidedRequests.has(item.quotationId) &&
    opensLater(item.quotationTimeLimit);
  const buyer = pick(buyers.filter((candidate) => candidate.awaiting.some(choosable)));
  const request = buyer && pick(buyer.awaiting.filter(choosable));
  if (!buyer || !request) return skip('no request with a bid to pick');
  busyRequests.add(request.quotationId);
  try {
    const chosen = await call('buyer POST pick a quote', selectEstimation, {
      token: buyer.token,
      body: {
        estimationId: request.estimationDetails!.estimationId,
        consent: { agreed: true, version: selectionConsentVersion },
      },
      since: dueAt,
      expect: closedNearDeadline(request.quotationTimeLimit),
    });
    decidedRequests.add(request.quotationId);
    buyer.awaiting = buyer.awaiting.filter((item) => item.quotationId !== request.quotationId);
    if (chosen) buyer.purchases.push(chosen.quotationId);
  } finally {
    busyRequests.delete(request.quotationId);
  }
}

async function reopenStream({ dueAt }: Arrival) {
  const buyer = pick(buyers.filter((candidate) => !candidate.stream.opening));
  if (!buyer) return skip('every buyer’s stream is opening');
  buyer.stream.close();
  await buyer.stream.open(dueAt);
}

async function buyerLogin({ dueAt }: Arrival) {
  const buyer = pick(buyers)!;
  const login = await call('buyer POST developer login', developerLogin, {
    body: { email: buyer.email },
    since: dueAt,
  });
  if (login) buyer.token = login.token;
}

// ---------------------------------------------------------------------------------------------
// Dealer activities.

async function refreshInbox(dealer: Dealer, since?: number, pageNo = page()) {
  const answer = await call('dealer GET inbox', listSellerInbox, {
    token: dealer.token,
    query: { page: pageNo, size: 10 },
    since,
  });
  if (answer) dealer.inbox = answer.list;
}

async function inbox({ dueAt }: Arrival) {
  await refreshInbox(pick(dealers)!, dueAt);
}

async function openRequest({ dueAt }: Arrival) {
  const dealer = pick(dealers.filter((candidate) => candidate.inbox.length > 0));
  const request = dealer && pick(dealer.inbox);
  if (!dealer || !request) return skip('no dealer has a request to open');
  await call('dealer GET request', getSellerQuotation, {
    token: dealer.token,
    params: { id: request.quotationId },
    since: dueAt,
  });
}

/** Terms a dealer might offer: subsidies within the release price, as the server requires. */
function termsFor(request: SellerQuotation): EstimationTerms {
  const thousands = (won: number) => Math.floor(won / 1000) * 1000;
  switch (quoteKindOf(request.categoryId)) {
    case 'phone':
      return {
        kind: 'phone',
        publiclyAnnouncedSubsidy: thousands(request.product.price * 0.3),
        publiclyAnnouncedSubsidyPayer: '통신사',
        storeSubsidy: thousands(request.product.price * random() * 0.2),
        storeSubsidyPayer: '판매점',
        installmentPeriod: pick([0, 24, 36] as const)!,
        installmentInterest: 0,
        ratePlanMonthly: pick([55_000, 69_000, 89_000])!,
        ratePlanRequiredMonths: 6,
        monthlyTelecomFee: 69_000,
        contractDuration: 24,
        additionalServices:
          random() < 0.5 ? [] : [{ name: '안심 보험', monthlyFee: 5_000, requiredMonths: 3 }],
        conditions: '요금제 6개월 유지',
      };
    case 'internet':
      return {
        kind: 'internet',
        cashGift: thousands(200_000 + random() * 300_000),
        cashGiftPaidWithinDays: 30,
        monthlyFeeBeforeBundle: 38_500,
        monthlyBundledRate: 27_500,
        bestBenefitCarrier: pick(['SKT', 'KT', 'LG U+'] as const)!,
        contractDuration: 36,
        notes: '설치비 무료',
      };
    default:
      return {
        kind: 'rental',
        rentalFee: request.product.rentalFee ?? 29_900,
        storeSubsidy: thousands(random() * 150_000),
        contractDuration: pick([36, 48] as const)!,
        mandatoryMonths: 36,
        earlyTerminationFeePercent: 10,
        manageMethod: '방문 관리',
        manageCycle: '4개월',
        notes: null,
      };
  }
}

async function bid({ dueAt }: Arrival) {
  const biddable = (dealer: Dealer) => (request: SellerQuotation) =>
    request.myEstimationId === null &&
    !dealer.bidOn.has(request.quotationId) &&
    !busyRequests.has(request.quotationId) &&
    !decidedRequests.has(request.quotationId) &&
    opensLater(request.deadlineAt);
  const dealer = pick(dealers.filter((candidate) => candidate.inbox.some(biddable(candidate))));
  const request = dealer && pick(dealer.inbox.filter(biddable(dealer)));
  if (!dealer || !request) return skip('no request left to bid on');
  dealer.bidOn.add(request.quotationId);
  busyRequests.add(request.quotationId);
  try {
    await call('dealer POST bid', submitSellerEstimation, {
      token: dealer.token,
      params: { id: request.quotationId },
      body: termsFor(request),
      since: dueAt,
      expect: closedNearDeadline(request.deadlineAt),
    });
  } finally {
    busyRequests.delete(request.quotationId);
  }
}

async function sentBids({ dueAt }: Arrival) {
  await call('dealer GET sent bids', listSellerEstimations, {
    token: pick(dealers)!.token,
    query: { page: page(), size: 10 },
    since: dueAt,
  });
}

async function deals({ dueAt }: Arrival) {
  await call('dealer GET deals', listSellerDeals, {
    token: pick(dealers)!.token,
    query: { page: 1, size: 10 },
    since: dueAt,
  });
}

async function dealerMe({ dueAt }: Arrival) {
  await call('dealer GET me', getSellerProfile, { token: pick(dealers)!.token, since: dueAt });
}

async function reviews({ dueAt }: Arrival) {
  await call('dealer GET reviews', listSellerReviews, {
    token: pick(dealers)!.token,
    query: { page: 1, size: 10 },
    since: dueAt,
  });
}

async function dealerLogin({ dueAt }: Arrival) {
  const dealer = pick(dealers)!;
  const login = await call('dealer POST login', sellerLogin, {
    body: { email: dealer.email, password: dealer.password },
    since: dueAt,
  });
  if (login) dealer.token = login.token;
}

// ---------------------------------------------------------------------------------------------
// Setup: sign everyone in (phones verified once, here: the SMS limits allow few codes an hour),
// learn the catalogue, open the live streams.

async function must<T>(answer: Promise<T | undefined>): Promise<T> {
  const value = await answer;
  if (value === undefined) throw new CallFailed('setup call failed');
  return value;
}

async function signInDealers() {
  for (const account of demoDealers) {
    const login = await must(call('setup', sellerLogin, { body: { ...account } }));
    const dealer: Dealer = {
      ...account,
      token: login.token,
      id: login.seller.id,
      categories: login.seller.categories,
      inbox: [],
      bidOn: new Set(),
      stream: new LiveStream('dealer GET live inbox stream', sellerInboxEvents, () => dealer.token),
    };
    dealers.push(dealer);
    storeIds.add(dealer.id);
  }
}

async function signInBuyers() {
  const emails = [demoBuyerEmail];
  for (let index = 1; emails.length < buyerCount; index += 1) {
    emails.push(`soak-buyer-${String(index).padStart(2, '0')}@soak.quotemarket.kr`);
  }
  let codesSent = 0;
  for (const [index, email] of emails.entries()) {
    const login = await must(call('setup', developerLogin, { body: { email } }));
    const buyer: Buyer = {
      email,
      phone: `01077${String(index).padStart(6, '0')}`,
      token: login.token,
      inWizard: false,
      awaiting: [],
      purchases: [],
      stream: new LiveStream('buyer GET live quote stream', quotationEvents, () => buyer.token),
      notifies: index % 2 === 0,
    };
    buyers.push(buyer);
    if (buyer.notifies) {
      // A browser that allowed notifications: its subscription names the bench's push service.
      const browser = createTestSubscription(pushService.endpoint());
      await must(
        call('setup', registerDevice, {
          token: buyer.token,
          body: {
            platform: 'web',
            udid: `soak-browser-${index}`,
            fcmToken: JSON.stringify(browser.subscription),
          },
        }),
      );
    }
    const verified = await call('setup', getPhoneVerification, { token: buyer.token });
    if (verified) continue;
    if (codesSent >= verificationLimits.maxCodesPerIpPerHour) {
      throw new CallFailed(
        `more than ${verificationLimits.maxCodesPerIpPerHour} buyers need a phone verification: ` +
          'the API texts that many codes an hour to one address (lower SOAK_BUYERS)',
      );
    }
    await must(
      call('setup', requestPhoneVerification, {
        token: buyer.token,
        body: { target: 'PHONE', payload: buyer.phone },
      }),
    );
    codesSent += 1;
    const outbox = await must(
      call('setup', getDevelopmentSmsOutbox, { query: { phone: buyer.phone } }),
    );
    await must(
      call('setup', verifyPhone, {
        token: buyer.token,
        params: { code: outbox[0]!.code },
        body: {
          userAgreementList: requiredConsentTerms.map((term) => ({ term, agreed: true })),
          isConsented: true,
        },
      }),
    );
  }
  return codesSent;
}

async function learnCatalogue() {
  for (const categoryId of categoryIds) {
    questionsByCategory.set(
      categoryId,
      await must(call('setup', listBiddingQuestions, { query: { categoryId } })),
    );
    const list = await must(
      call('setup', listProductsUnderCategory, {
        query: { mainCategoryId: categoryId, pageNo: 1, pageSize: 20 },
      }),
    );
    for (const item of list.list) {
      productIds.push(item.id);
      if (categoryId === mainCategoryIds.internet) {
        internetProductIds.push(item.id);
        continue;
      }
      const detail = await must(call('setup', getProductDetail, { params: { id: item.id } }));
      requestable.push({
        id: item.id,
        categoryId,
        options: detail.attributes
          .filter((attribute) => attribute.inputtype === 'OPTION' && attribute.optionValues.length)
          .map((attribute) => attribute.optionValues.map((value) => value.id)),
      });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The run.

const pushService = await startPushServiceStandIn();
const servers = await forkBenchServers({ pushServiceOrigin: pushService.origin });
origin = servers.apiOrigin;
let serverExited = false;
servers.process.once('exit', (code, signal) => {
  serverExited = true;
  if (measuring) recorder.fail('server', `the server process exited (${code ?? signal})`);
});

const totalWeight = mix.reduce((sum, activity) => sum + activity.weight, 0);
const meanCalls =
  mix.reduce((sum, activity) => sum + activity.weight * activity.calls, 0) / totalWeight;
const arrivalsPerSecond = rate / meanCalls;

console.log(
  `bench:soak — ${minutes} min at ${rate} requests/s (${arrivalsPerSecond.toFixed(1)} arrivals/s × ` +
    `${meanCalls.toFixed(2)} calls), ${buyerCount} buyers, ${demoDealers.length} dealers, ` +
    `database ${servers.database}, server pid ${servers.process.pid}`,
);

let codesSent = 0;
try {
  await signInDealers();
  codesSent = await signInBuyers();
  await learnCatalogue();
  await Promise.all(buyers.map((buyer) => refreshAwaiting(buyer)));
  await Promise.all(dealers.map((dealer) => refreshInbox(dealer, undefined, 1)));
  await Promise.all([...buyers, ...dealers].map((actor) => actor.stream.open()));
} catch (error) {
  console.error(`Setup failed: ${error instanceof Error ? error.message : String(error)}`);
  await servers.stop();
  await pushService.close();
  process.exit(1);
}
console.log(
  `Setup: ${buyers.length} buyers signed in (${codesSent} phones verified now), ` +
    `${dealers.length} dealers, ${productIds.length} products, ` +
    `${buyers.length + dealers.length} live streams open\n`,
);

/** Picks an activity by weight. */
function nextActivity(): Activity {
  let left = random() * totalWeight;
  for (const activity of mix) {
    left -= activity.weight;
    if (left < 0) return activity;
  }
  return mix.at(-1)!;
}

/**
 * Launches the mix's arrivals for `runMs` from `begin`: arrival k is due at k / rate, and launches
 * as soon as it is due (an open model). Resolves once the last has finished or timed out.
 */
async function runArrivals(begin: number, runMs: number, onLaunch: () => void): Promise<void> {
  let launched = 0;
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const now = performance.now();
      const elapsed = now - begin;
      // Every arrival due by now, up to the run's last.
      const due = Math.min(
        Math.floor((elapsed / 1000) * arrivalsPerSecond) + 1,
        Math.ceil((runMs / 1000) * arrivalsPerSecond),
      );
      while (launched < due && !serverExited) {
        const dueAt = begin + (launched / arrivalsPerSecond) * 1000;
        if (measuring) recorder.lag(now - dueAt, dueAt);
        launched += 1;
        onLaunch();
        const activity = nextActivity();
        const running: Promise<unknown> = activity
          .run({ dueAt })
          .catch((error: unknown) => {
            if (measuring) recorder.fail(activity.does, `generator: ${String(error)}`);
          })
          .finally(() => inFlight.delete(running));
        inFlight.add(running);
      }
      if (elapsed >= runMs || serverExited) {
        clearInterval(tick);
        resolve();
      }
    }, 5);
  });
  await Promise.allSettled([...inFlight]);
}

if (warmUpSeconds > 0) {
  // A server that has run a while: its code compiled, its caches filled, as in production.
  warmingUp = true;
  await runArrivals(performance.now(), warmUpSeconds * 1000, () => undefined);
  warmingUp = false;
}

const generatorCpuAtStart = process.cpuUsage();
const sampler = new ServerSampler(servers.process.pid!, recorder.minutes);
const startedAt = performance.now();
recorder.start(startedAt);
await sampler.start(2_000, startedAt);
measuring = true;

let launched = 0;
const progress = setInterval(() => {
  const elapsed = (performance.now() - startedAt) / 1000;
  console.log(
    `  ${Math.round(elapsed)} s: ${launched} arrivals, ${inFlight.size} in flight, ` +
      `${recorder.errorCount} errors`,
  );
}, 30_000);
// The last arrivals finish (or time out) before anything is counted.
await runArrivals(startedAt, durationMs, () => {
  launched += 1;
});
clearInterval(progress);
await sampler.stop();
const generatorCpu = process.cpuUsage(generatorCpuAtStart);
const generatorCpuPercent = Math.round(
  ((generatorCpu.user + generatorCpu.system) / 1000 / (performance.now() - startedAt)) * 100,
);
const streamEvents = [...buyers, ...dealers].reduce((sum, actor) => sum + actor.stream.events, 0);
measuring = false;
for (const actor of [...buyers, ...dealers]) actor.stream.close();
// The last bids' pushes are still being sent: the queue is read once it has emptied (or 15 s on).
const pushDeadline = performance.now() + 15_000;
let pushes = await servers.pushReport();
while (pushes.pending > 0 && performance.now() < pushDeadline && !serverExited) {
  await new Promise((resolve) => setTimeout(resolve, 250));
  pushes = await servers.pushReport();
}
await servers.stop();
await pushService.close();
if (pushes.failed > 0) {
  recorder.fail('push notifications', `${pushes.failed} given up by the drainer`);
}
if (pushes.pending > 0) {
  recorder.fail('push notifications', `${pushes.pending} still queued 15 s after the run`);
}

recorder.printMinutes(sampler);
sampler.printGrowth();
recorder.printKinds();
console.log(
  `\nLive streams: ${buyers.length + dealers.length} open, ${streamEvents} events received. ` +
    `Load generator CPU: ${generatorCpuPercent}% of one core.`,
);
if (skipped.size > 0) {
  console.log(
    `Arrivals with nothing to do (no request left to bid on …): ${[...skipped]
      .map(([reason, count]) => `${reason} ${count}`)
      .join(', ')}`,
  );
}
const lag = pushes.lagMs;
console.log(
  `Push notifications (${buyers.filter((buyer) => buyer.notifies).length} buyers' browsers ` +
    `subscribed): ${pushes.sent} sent, ${pushes.failed} failed, ${pushes.pending} pending; ` +
    `${pushService.received.length} received by the stand-in push service. Queue lag (enqueued ` +
    `with the bid → accepted by the push service): ${
      lag
        ? `p50 ${lag.p50} ms, p90 ${lag.p90} ms, p99 ${lag.p99} ms, max ${lag.max} ms`
        : 'none sent'
    }.`,
);
recorder.printFailures();
const errors = recorder.errorCount;
console.log(`\n${errors === 0 ? 'No errors.' : `${errors} errors.`}`);
if (targetP99Ms !== undefined) {
  const p99 = recorder.overallP99();
  const met = errors === 0 && p99 <= targetP99Ms;
  console.log(
    `Mixed scenario at ${rate} requests/s: p99 ${p99} ms, ${errors} errors — target p99 ≤ ` +
      `${targetP99Ms} ms with no error: ${met ? 'met' : 'NOT met'}.`,
  );
}
process.exitCode = errors === 0 ? 0 : 1;
