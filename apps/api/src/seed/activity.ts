import { writeDealDocument } from '../domain/quotations/deal-document';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  currentTermsVersion,
  estimationTermsSchema,
  internetQuestionIds,
  isRentalCategory,
  mainCategoryIds,
  marketPriceMinDeals,
  marketPriceWindowDays,
  offeredBudgetPositions,
  requiredConsentTerms,
  selectionConsentVersion,
  type EstimationTerms,
} from '@quotemarket/contract';
import { completeTerms } from '../domain/estimations/terms';
import { termsToColumns } from '../domain/estimations/columns';
import { toRequestAnswers } from '../domain/quotations/answers';
import { biddingDeadline } from '../domain/quotations/state';
import type { Database } from '../db/database';
import {
  biddingOptions,
  biddingQuestions,
  biddingResponses,
  consents,
  estimations,
  messages,
  productAttributes,
  productOptionValues,
  products,
  quotations,
  ratings,
  selections,
  sellerCategories,
  sellers,
  users,
} from '../db/schema';
import { productImagePath } from './catalog';
import { seedReviews } from './data/reviews';
import { seedSellers } from './data/sellers';
import type { SeedReview } from './data/types';
import { demoBuyerEmail, demoDealers } from '../domain/accounts/demo-accounts';

/*
 * Quote requests, quotes, deals and reviews of the last two days, so the quote check, the history
 * tabs, the dealer console and "my reviews" all have something to show; and the deals of the past
 * weeks behind every store review (data/reviews.ts), so a store page never shows reviews beside
 * 낙찰 0건. Everything is drawn from fixed pseudo-random sequences, so two seeded databases look the
 * same apart from the clock.
 */

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
const minuteMs = 60 * 1000;

/** mulberry32: a tiny deterministic generator; the seed data must not change between runs. */
function createRandom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number, step = 1) =>
    min + Math.floor(next() * (Math.floor((max - min) / step) + 1)) * step;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = Math.floor(next() * (index + 1));
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  };
  return { next, int, pick, shuffle };
}
type Random = ReturnType<typeof createRandom>;

// ── Buyers ───────────────────────────────────────────────────────────────────────────────────

const buyerSeeds = [
  ['김민준', '민준아빠', 'minjun.k'],
  ['이서연', '서연', 'seoyeon.lee'],
  ['박지훈', '지훈이', 'jihoon.park'],
  ['최수아', '수아맘', 'sua.choi'],
  ['정도윤', '도윤', 'doyoon.j'],
  ['강하은', '하은', 'haeun.kang'],
  ['조현우', '현우', 'hyunwoo.cho'],
  ['윤지아', '지아', 'jia.yoon'],
  ['장서준', '서준', 'seojun.jang'],
  ['임채원', '채원', 'chaewon.lim'],
  ['한예준', '예준', 'yejun.han'],
  ['오유나', '유나', 'yuna.oh'],
  ['서시우', '시우', 'siwoo.seo'],
  ['신다은', '다은', 'daeun.shin'],
  ['권주원', '주원', 'juwon.kwon'],
] as const;

/**
 * Buyers' numbers are in 010-0000-xxxx, a range no subscriber has, so a seeded number can never
 * reach a real person (dealers' numbers are 010-0000-1xxx, see data/sellers.ts).
 */
const fictionalPhone = (series: number, index: number) =>
  `0100000${String(series * 1000 + index + 1).padStart(4, '0')}`;

/** The reviewers of data/reviews.ts: one buyer each, found again by name. */
const reviewerNames = [...new Set(seedReviews.map((review) => review.buyerName))];
const reviewerProviderId = (index: number) => `kakao-reviewer-${index + 1}`;

async function seedBuyers(db: Database, now: Date) {
  const verifiedAt = new Date(now.getTime() - 7 * dayMs);
  const rows: (typeof users.$inferInsert)[] = [
    ...buyerSeeds.map(([name, nickname, handle], index) => ({
      provider: 'kakao' as const,
      providerId: `kakao-${handle}`,
      email: `${handle}@kakao.com`,
      name,
      nickname,
      phone: fictionalPhone(2, index),
      phoneVerifiedAt: verifiedAt,
    })),
    ...reviewerNames.map((name, index) => ({
      provider: 'kakao' as const,
      providerId: reviewerProviderId(index),
      name,
      nickname: name.slice(1),
      phone: fictionalPhone(3, index),
      // They signed up before their deal, weeks ago.
      phoneVerifiedAt: new Date(now.getTime() - 120 * dayMs),
    })),
    {
      // The developer login signs in as this buyer (provider 'developer', providerId = email).
      provider: 'developer',
      providerId: demoBuyerEmail,
      email: demoBuyerEmail,
      name: '이지은',
      nickname: '지은',
      phone: fictionalPhone(0, 0),
      phoneVerifiedAt: verifiedAt,
    },
  ];
  const inserted = await db.insert(users).values(rows).returning({
    id: users.id,
    providerId: users.providerId,
    name: users.name,
    nickname: users.nickname,
    phone: users.phone,
  });
  // Phone verification is where a buyer agrees to the required terms.
  await db.insert(consents).values(
    inserted.flatMap((buyer) =>
      requiredConsentTerms.map((term) => ({
        userId: buyer.id,
        term,
        version: currentTermsVersion,
        agreedAt: verifiedAt,
      })),
    ),
  );
  const byProviderId = new Map(inserted.map((buyer) => [buyer.providerId, buyer]));
  return {
    buyers: buyerSeeds.map(([, , handle]) => byProviderId.get(`kakao-${handle}`)!),
    reviewers: new Map(
      reviewerNames.map((name, index) => [name, byProviderId.get(reviewerProviderId(index))!]),
    ),
    demoBuyer: byProviderId.get(demoBuyerEmail)!,
  };
}
type SeededBuyer = Awaited<ReturnType<typeof seedBuyers>>['demoBuyer'];

// ── What the catalogue, the dealers and the wizards offer ────────────────────────────────────

async function loadCatalogue(db: Database) {
  const productRows = await db
    .select({
      id: products.id,
      image: products.image,
      categoryId1: products.categoryId1,
      price: products.price,
      rentalFee: products.rentalFee,
      newsAgencyProperty: products.newsAgencyProperty,
      internetProperty: products.internetProperty,
      productType: products.productType,
    })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id));
  const optionRows = await db
    .select({
      productId: productAttributes.productId,
      attributeId: productAttributes.id,
      valueId: productOptionValues.id,
    })
    .from(productOptionValues)
    .innerJoin(productAttributes, eq(productAttributes.id, productOptionValues.attributeId))
    .orderBy(
      asc(productAttributes.id),
      asc(productOptionValues.displayOrder),
      asc(productOptionValues.id),
    );
  const sellerRows = await db
    .select({ id: sellers.id, email: sellers.email, categoryId: sellerCategories.categoryId })
    .from(sellerCategories)
    .innerJoin(sellers, eq(sellers.id, sellerCategories.sellerId))
    .where(eq(sellers.isActive, true))
    .orderBy(asc(sellers.id));
  const questionRows = await db
    .select({
      questionId: biddingQuestions.id,
      categoryId: biddingQuestions.categoryId,
      kind: biddingQuestions.kind,
      optionId: biddingOptions.id,
      optionText: biddingOptions.optionText,
      position: biddingOptions.position,
      isDefault: biddingOptions.isDefault,
    })
    .from(biddingQuestions)
    .innerJoin(biddingOptions, eq(biddingOptions.questionId, biddingQuestions.id))
    .orderBy(asc(biddingQuestions.displayOrder), asc(biddingOptions.position));

  const group = <T, K>(rows: readonly T[], key: (row: T) => K) => {
    const groups = new Map<K, T[]>();
    for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
    return groups;
  };
  return {
    productsByCategory: group(productRows, (row) => row.categoryId1),
    /** Per product, the choosable values of each option attribute (colour, storage …). */
    optionsByProduct: new Map(
      [...group(optionRows, (row) => row.productId)].map(([productId, rows]) => [
        productId,
        [...group(rows, (row) => row.attributeId).values()].map((values) =>
          values.map((value) => value.valueId),
        ),
      ]),
    ),
    sellersByCategory: group(sellerRows, (row) => row.categoryId),
    demoDealerId: sellerRows.find((row) => row.email === demoDealers[0].email)?.id ?? null,
    /** Per category, each question with its options in order; empty while the wizards are unseeded. */
    questionsByCategory: new Map(
      [...group(questionRows, (row) => row.categoryId)].map(([categoryId, rows]) => [
        categoryId,
        [...group(rows, (row) => row.questionId).values()],
      ]),
    ),
  };
}
type Catalogue = Awaited<ReturnType<typeof loadCatalogue>>;
type SeedProduct = NonNullable<ReturnType<Catalogue['productsByCategory']['get']>>[number];
type QuestionOptions = NonNullable<ReturnType<Catalogue['questionsByCategory']['get']>>[number];

// ── The buyer's answers ──────────────────────────────────────────────────────────────────────

const withoutSpaces = (text: string | null) => (text ?? '').replaceAll(' ', '');

/**
 * One answer per question of the category's wizard. Internet answers describe the plan requested
 * (its carrier, product set and the speed its main use needs) and keep to the budgets offered.
 */
function answerWizard(random: Random, catalogue: Catalogue, product: SeedProduct) {
  const questions = catalogue.questionsByCategory.get(product.categoryId1) ?? [];
  const answers: { questionId: number; optionId: number; responseText: string }[] = [];
  for (const options of questions) {
    // The product set (10) is answered before the budget (11) that depends on it.
    const productSet = answers.find(
      (answer) => answer.questionId === internetQuestionIds.productSet,
    );
    answers.push(chooseOption(random, options, product, productSet?.optionId ?? null));
  }
  return answers;
}

const internetSpeedOfMainUse = ['100MB', '500MB', '1GB'];

function chooseOption(
  random: Random,
  options: QuestionOptions,
  product: SeedProduct,
  productSetOptionId: number | null,
) {
  const { questionId } = options[0]!;
  const byText = (text: string | null) =>
    options.find((option) => withoutSpaces(option.optionText) === withoutSpaces(text));
  let chosen: QuestionOptions[number] | undefined;
  if (product.categoryId1 === mainCategoryIds.internet) {
    if (questionId === internetQuestionIds.currentCarrier)
      chosen = byText(product.newsAgencyProperty);
    if (questionId === internetQuestionIds.productSet) chosen = byText(product.productType);
    if (questionId === internetQuestionIds.mainUse) {
      chosen = options[internetSpeedOfMainUse.indexOf(product.internetProperty ?? '')];
    }
    if (questionId === internetQuestionIds.monthlyBudget) {
      chosen = options[random.pick(offeredBudgetPositions(productSetOptionId))];
    }
  }
  if (!chosen && options[0]!.kind === 'RADIO') {
    // Most buyers keep the picker's default (36 months).
    chosen =
      random.next() < 0.7 ? options.find((option) => option.isDefault) : random.pick(options);
  }
  chosen ??= random.pick(options);
  return { questionId, optionId: chosen.optionId, responseText: chosen.optionText };
}

// ── Dealers' quotes ──────────────────────────────────────────────────────────────────────────

const phoneConditions = [
  '요금제 6개월 유지 조건이에요.',
  '부가서비스 3개월 유지 후 해지하시면 돼요.',
  '기존 폰을 반납하시면 5만 원 더 할인돼요.',
  null,
];
const internetNotes = [
  '설치비 무료, 와이파이 공유기 무상 제공이에요.',
  '설치 당일 공유기를 무상으로 바꿔 드려요.',
  null,
];
const rentalNotes = [
  '첫 달 렌탈료 면제 혜택이 있어요.',
  '설치비 무료, 필터 1회 추가 증정이에요.',
  null,
];
const carrierOfInternet: Record<string, 'SKT' | 'KT' | 'LG U+'> = {
  SK브로드밴드: 'SKT',
  KT: 'KT',
  'LGU+': 'LG U+',
};

/** The plans phones are sold on, cheapest first. */
const ratePlans = [55_000, 61_000, 69_000, 75_000, 85_000, 89_000, 95_000, 105_000, 115_000];

/**
 * Carriers tie their 공시지원금 to a plan that rises with the phone's price (one step per 250,000원
 * above 500,000원 here), so dealers quote a phone on that plan, now and then on the one above.
 */
function usualPlanIndex(releasePrice: number): number {
  const steps = Math.round((releasePrice - 500_000) / 250_000);
  return Math.min(Math.max(steps, 0), ratePlans.length - 2);
}

/** `share` of the release price in whole 10,000원, where subsidies are quoted. */
const shareOfPrice = (releasePrice: number, share: number) =>
  Math.round((releasePrice * share) / 10_000) * 10_000;

/**
 * A dealer's quote on a phone. Subsidies grow with the price and the plan follows it, so the quotes
 * (and the deals) of one phone lie within about a tenth of their middle, as real ones do, and a
 * quote card's comparison with the market price reads in tens of thousands of won.
 */
function phoneTerms(random: Random, releasePrice: number): EstimationTerms {
  // Even on a budget phone the subsidies leave something to pay off in installments.
  const maxSupport = Math.floor((releasePrice * 0.9) / 10_000) * 10_000;
  const publiclyAnnouncedSubsidy = Math.min(
    random.int(shareOfPrice(releasePrice, 0.2), shareOfPrice(releasePrice, 0.45), 10_000),
    maxSupport,
  );
  const storeSubsidy = Math.min(
    random.int(shareOfPrice(releasePrice, 0.05), shareOfPrice(releasePrice, 0.15), 10_000),
    maxSupport - publiclyAnnouncedSubsidy,
  );
  const installmentPeriod = random.pick([24, 36] as const);
  const financed = releasePrice - publiclyAnnouncedSubsidy - storeSubsidy;
  const ratePlanMonthly = ratePlans[usualPlanIndex(releasePrice) + (random.next() < 0.25 ? 1 : 0)]!;
  return {
    kind: 'phone',
    publiclyAnnouncedSubsidy,
    // 공시지원금 comes from the carrier, a big one shared with the maker; 추가지원금 is the store's.
    // Derived from the figures already drawn, so the seed's other draws (and data) stay as they were.
    publiclyAnnouncedSubsidyPayer: publiclyAnnouncedSubsidy >= 400_000 ? '통신사·제조사' : '통신사',
    storeSubsidy,
    storeSubsidyPayer: '판매점',
    installmentPeriod,
    // 5.9% a year on a balance that falls to zero: on average half the amount financed.
    installmentInterest: Math.round((financed * 0.059) / 24 / 10) * 10,
    ratePlanMonthly,
    ratePlanRequiredMonths: ratePlanMonthly >= 85_000 ? 6 : 3,
    monthlyTelecomFee: ratePlanMonthly,
    contractDuration: 24,
    additionalServices:
      random.next() < 0.4
        ? [
            {
              name: random.pick(['V컬러링', '폰케어플러스', '지니뮤직']),
              monthlyFee: 3_300,
              requiredMonths: 3,
            },
          ]
        : [],
    conditions: random.pick(phoneConditions),
  };
}

/**
 * The cash gift grows with the plan, as carriers' commissions do: a faster line and each service
 * bundled with it (TV, home phone) add to it. From 14만 원 (100M alone) to 45만 원 (1기가+TV+집전화).
 */
const cashGiftBySpeed: Record<string, number> = {
  '100MB': 140_000,
  '500MB': 190_000,
  '1GB': 230_000,
};
const cashGiftByProductSet: Record<string, number> = {
  '인터넷 단독': 0,
  '인터넷+TV': 120_000,
  '인터넷+TV+집전화': 160_000,
};

function cashGiftOf(random: Random, product: SeedProduct): number {
  const lowest =
    (cashGiftBySpeed[product.internetProperty ?? ''] ?? 140_000) +
    (cashGiftByProductSet[product.productType ?? ''] ?? 0);
  return random.int(lowest, lowest + 60_000, 10_000);
}

function internetTerms(random: Random, product: SeedProduct): EstimationTerms {
  const monthlyFeeBeforeBundle = Math.min(product.price, 66_000);
  const monthlyBundledRate = Math.min(
    Math.max(monthlyFeeBeforeBundle - random.int(5_500, 16_500, 1_100), 22_000),
    55_000,
    monthlyFeeBeforeBundle,
  );
  const cashGift = cashGiftOf(random, product);
  return {
    kind: 'internet',
    cashGift,
    cashGiftPaidWithinDays: cashGift > 0 ? 30 : null,
    monthlyFeeBeforeBundle,
    monthlyBundledRate,
    bestBenefitCarrier: carrierOfInternet[withoutSpaces(product.newsAgencyProperty)] ?? 'SKT',
    contractDuration: 36,
    notes: random.pick(internetNotes),
  };
}

function rentalTerms(
  random: Random,
  product: SeedProduct,
  requestedMonths: number | null,
): EstimationTerms {
  const usualFee = product.rentalFee ?? Math.round(product.price / 36 / 100) * 100;
  const contractDuration =
    ([12, 18, 24, 30, 36, 48] as const).find((months) => months === requestedMonths) ?? 36;
  return {
    kind: 'rental',
    rentalFee: usualFee - random.int(0, 5_000, 100),
    storeSubsidy: random.next() < 0.25 ? 0 : random.int(50_000, 300_000, 10_000),
    contractDuration,
    // The usual mandatory period is three years, never longer than the contract itself.
    mandatoryMonths: Math.min(contractDuration, 36),
    earlyTerminationFeePercent: contractDuration > 36 ? 20 : 10,
    manageMethod: random.pick(['방문 관리', '자가 관리'] as const),
    manageCycle: random.pick(['2개월', '4개월', '6개월', '12개월'] as const),
    notes: random.pick(rentalNotes),
  };
}

function quoteTerms(random: Random, product: SeedProduct, requestedMonths: number | null) {
  const terms =
    product.categoryId1 === mainCategoryIds.phone
      ? phoneTerms(random, product.price)
      : product.categoryId1 === mainCategoryIds.internet
        ? internetTerms(random, product)
        : rentalTerms(random, product, requestedMonths);
  // The dealer console reads quotes back through the contract: seed only quotes it accepts.
  return termsToColumns(
    completeTerms(estimationTermsSchema.parse(terms), product.price),
    product.price,
  );
}

// ── Requests and their outcome ───────────────────────────────────────────────────────────────

type Outcome = 'open' | 'expired' | 'selected' | 'reviewed' | 'cancelled';

interface RequestPlan {
  buyer: SeededBuyer;
  categoryId: number;
  hoursAgo: number;
  outcome: Outcome;
  quoteCount: number;
  /** The demo dealer quotes on (and, when chosen, wins) the demo buyer's requests. */
  withDemoDealer?: boolean;
  /** A past deal behind a store review: its product, the store that won it and the review. */
  past?: { productId: number; sellerId: number; review: SeedReview };
  /** A request like this one: its product, options and answers (the market price's history). */
  like?: RequestTemplate;
}

/** What makes two requests alike: the product, the options picked and the wizard's answers. */
interface RequestTemplate {
  product: SeedProduct;
  productOptionValueIds: number[];
  answers: ReturnType<typeof answerWizard>;
}

/** About 25 requests of the other buyers, spread over the categories and the last 60 hours. */
function planRequests(random: Random, buyers: SeededBuyer[]): RequestPlan[] {
  const categories = [1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 7, 7, 7, 8, 8, 8, 1, 2, 3];
  const outcomes: Outcome[] = [
    'open',
    'open',
    'reviewed',
    'expired',
    'open',
    'selected',
    'open',
    'reviewed',
  ];
  return categories.map((categoryId, index) => {
    const outcome =
      index === categories.length - 1 ? 'cancelled' : outcomes[index % outcomes.length]!;
    return {
      buyer: buyers[index % buyers.length]!,
      categoryId,
      // An expired request was sent over 48 hours ago; every other kind within the window.
      hoursAgo: outcome === 'expired' ? random.int(49, 60) : random.int(1, 46),
      outcome,
      quoteCount: outcome === 'cancelled' ? 0 : random.int(2, 6),
    };
  });
}

/** The demo buyer: two requests in progress, a deal still to review, a reviewed deal and an expired request. */
function planDemoRequests(demoBuyer: SeededBuyer): RequestPlan[] {
  const demo = { buyer: demoBuyer, withDemoDealer: true };
  return [
    { ...demo, categoryId: mainCategoryIds.phone, hoursAgo: 3, outcome: 'open', quoteCount: 4 },
    {
      ...demo,
      categoryId: mainCategoryIds.waterPurifier,
      hoursAgo: 20,
      outcome: 'open',
      quoteCount: 3,
    },
    {
      ...demo,
      categoryId: mainCategoryIds.internet,
      hoursAgo: 30,
      outcome: 'selected',
      quoteCount: 3,
    },
    {
      ...demo,
      categoryId: mainCategoryIds.phone,
      hoursAgo: 44,
      outcome: 'reviewed',
      quoteCount: 3,
    },
    {
      ...demo,
      categoryId: mainCategoryIds.homeAppliances,
      hoursAgo: 56,
      outcome: 'expired',
      quoteCount: 2,
    },
  ];
}

/**
 * One deal per review of data/reviews.ts: the reviewer's request for the reviewed product, answered
 * by the reviewed store and two to four others of its category, the store chosen a day or two
 * before the review was written.
 */
function planPastDeals(
  random: Random,
  catalogue: Catalogue,
  reviewers: ReadonlyMap<string, SeededBuyer>,
): RequestPlan[] {
  const sellerIdByEmail = new Map(
    [...catalogue.sellersByCategory.values()].flat().map((row) => [row.email, row.id]),
  );
  const productByImage = new Map(
    [...catalogue.productsByCategory.values()].flat().map((product) => [product.image, product]),
  );
  return seedReviews.map((review) => {
    const product = productByImage.get(productImagePath(review.productKey));
    const sellerId = sellerIdByEmail.get(seedSellers[review.sellerIndex]?.email ?? '');
    const buyer = reviewers.get(review.buyerName);
    if (!product || sellerId === undefined || !buyer) {
      throw new Error(
        `Seed review of ${review.productKey} names an unknown product, store or buyer`,
      );
    }
    return {
      buyer,
      categoryId: product.categoryId1,
      // Sent and closed (48 hours) before the review's day, a few hours either way.
      hoursAgo: review.daysAgo * 24 + random.int(50, 70),
      outcome: 'reviewed',
      quoteCount: random.int(3, 5),
      past: { productId: product.id, sellerId, review },
    };
  });
}

/** Deals like each of the demo buyer's open requests: enough for its market price to show. */
const marketHistoryDeals = marketPriceMinDeals + 2;

/**
 * The market price's history: other buyers' requests for the same product, options and answers as
 * each open request of the demo buyer (for its phone the same storage, carrier and 가입 유형), each
 * ending in a deal within the market price's window, so the demo's quote cards and the products'
 * pages show the median from the first start. Their quotes are drawn as the open requests' are,
 * so the cards compare with deals of the same scale.
 */
function planMarketHistory(
  random: Random,
  buyers: SeededBuyer[],
  requests: readonly (RequestTemplate & { plan: RequestPlan })[],
): RequestPlan[] {
  const demoOpen = requests.filter(
    (request) => request.plan.withDemoDealer && request.plan.outcome === 'open',
  );
  return demoOpen.flatMap((like) =>
    Array.from({ length: marketHistoryDeals }, (_, index) => ({
      buyer: buyers[index % buyers.length]!,
      categoryId: like.plan.categoryId,
      // Sent two to twenty-seven days ago: closed, and chosen inside the window.
      hoursAgo: random.int(2, marketPriceWindowDays - 3) * 24 + random.int(0, 20),
      outcome: 'selected' as const,
      quoteCount: random.int(2, 4),
      like,
    })),
  );
}

/**
 * What the buyers of the last two days wrote: enough different texts per category that no two
 * reviews read the same (none of them repeats data/reviews.ts either).
 */
const reviewTexts: Record<number, readonly string[]> = {
  [mainCategoryIds.phone]: [
    '견적서에 적힌 조건 그대로 개통해 주셨어요. 나중에 붙는 요금도 없었어요.',
    '공시지원금이랑 추가지원금이 어떻게 다른지 차근차근 알려 주셔서 이해하기 쉬웠어요.',
    '전화 상담부터 개통까지 하루 만에 끝났어요. 응대도 친절하셨어요.',
    '쓰던 폰 보상 판매까지 같이 처리해 주셔서 번거롭지 않았어요.',
    '요금제를 6개월 쓰고 바꿔도 된다는 조건을 미리 정리해서 보내 주셨어요.',
    '택배로 받았는데 포장이 꼼꼼했고 개통 안내 전화도 바로 왔어요.',
    '할부 원금이랑 이자를 나눠서 보여 주셔서 월 납부액이 왜 그런지 알 수 있었어요.',
    '부가서비스 없이 해 달라고 했더니 정말 하나도 넣지 않으셨어요. 믿을 만해요.',
    '원하던 색상이 없어서 다른 지점 재고까지 알아봐 주셨어요. 이틀 만에 받았어요.',
    '유심 옮기고 카카오톡 백업하는 것까지 옆에서 도와주셔서 편했어요.',
  ],
  [mainCategoryIds.internet]: [
    '현금 사은품이 약속한 날짜에 바로 들어왔어요.',
    '휴대폰이랑 묶었을 때 월 요금이 얼마나 줄어드는지 표로 보여 주셔서 고르기 쉬웠어요.',
    '이사 날짜에 맞춰 설치 기사님을 보내 주셨어요. 공유기 자리도 같이 봐 주셨어요.',
    '지금 통신사 위약금이 얼마인지 먼저 계산해 주셔서 손해 없이 옮겼어요.',
    'TV 셋톱박스 설치까지 한 시간도 안 걸렸어요. 채널 설정도 해 주셨어요.',
    '사은품 입금일을 문자로 미리 알려 주셔서 따로 챙길 필요가 없었어요.',
    '저희 집은 500M면 충분하다고 솔직하게 말씀해 주셔서 요금을 아꼈어요.',
    '설치하는 날 와이파이가 약한 방에 중계기까지 달아 주셨어요.',
    '집전화 번호를 그대로 옮겨 주셔서 부모님이 헷갈리지 않으세요.',
  ],
  [mainCategoryIds.waterPurifier]: [
    '설치 기사님이 시간 맞춰 오셨고 관리 주기 설명도 자세했어요.',
    '방문 관리랑 자가 관리 렌탈료 차이를 비교해 주셔서 자가 관리로 골랐어요.',
    '싱크대 아래 공간이 좁았는데 맞는 모델을 골라 주셔서 깔끔하게 들어갔어요.',
    '첫 필터 교체 날짜를 미리 알려 주셔서 따로 신경 쓸 게 없었어요.',
    '물맛이 좋아요. 설치하고 나서 수질 검사도 해 주셨어요.',
    '아이가 있는 집이라고 하니 온수 온도를 낮게 맞춰 주셨어요. 세심하셨어요.',
    '약정 기간별 렌탈료를 한 번에 보여 주셔서 36개월로 정했어요.',
    '쓰던 정수기 철거까지 같은 날 해 주셔서 편했어요.',
  ],
  [mainCategoryIds.homeAppliances]: [
    '렌탈 조건을 비교해 주셔서 부담 없이 결정했어요.',
    '세탁기랑 건조기를 같이 렌탈했더니 월 렌탈료를 더 깎아 주셨어요.',
    '공기청정기 필터가 언제 바뀌는지 일정표를 보내 주셔서 좋았어요.',
    '비데 설치가 30분 만에 끝났어요. 방문 관리도 일정대로 와요.',
    '냉장고 배송 날짜를 두 번이나 바꿨는데 싫은 내색 없이 맞춰 주셨어요.',
    '렌탈이랑 일시불 총액 차이를 계산해 주셔서 렌탈로 마음을 정했어요.',
    '설치 기사님이 사용법을 천천히 알려 주셔서 부모님도 잘 쓰세요.',
    '제휴 카드 할인까지 알려 주셔서 실제로 내는 돈이 꽤 줄었어요.',
  ],
  [mainCategoryIds.health]: [
    '체험해 보고 고를 수 있어서 좋았어요. 배송도 빨랐어요.',
    '거실 사진을 보고 안마의자 크기를 골라 주셔서 딱 맞게 들어갔어요.',
    '뷰티 디바이스는 사용 주기가 중요하다고 자세히 알려 주셨어요.',
    '부모님 선물로 렌탈했는데 설치하면서 사용법까지 알려 주셨어요.',
    '약정이 끝나면 제품이 내 것이 된다는 점을 미리 설명해 주셔서 안심했어요.',
    '배송 기사님이 쓰던 안마의자도 수거해 가 주셔서 편했어요.',
    '월 렌탈료가 다른 매장보다 낮았고 사은품도 약속대로 왔어요.',
    '처음 써 보는 제품이라 걱정했는데 통화로 하나하나 설명해 주셨어요.',
  ],
};

/** Hands out each category's texts without repeating one (they are far more than the deals). */
function createReviewWriter(random: Random) {
  const left = new Map(
    Object.entries(reviewTexts).map(([categoryId, texts]) => [
      Number(categoryId),
      random.shuffle(texts),
    ]),
  );
  return (categoryId: number): string => {
    const texts = left.get(categoryId) ?? left.get(mainCategoryIds.phone)!;
    const text = texts.shift();
    if (text === undefined) throw new Error(`Seed has too few review texts for ${categoryId}`);
    return text;
  };
}

const statusOfOutcome = {
  open: 'OPEN',
  // Nothing flips a request at its deadline: an expired one is OPEN with its deadline behind it.
  expired: 'OPEN',
  selected: 'SELECTED',
  reviewed: 'SELECTED',
  cancelled: 'CANCELLED',
} as const satisfies Record<Outcome, string>;

const endsInDeal = (outcome: Outcome) => outcome === 'selected' || outcome === 'reviewed';

function quoteStatus(winner: number | undefined, sellerId: number) {
  if (winner === undefined) return 'ACTIVE' as const;
  return winner === sellerId ? ('SELECTED' as const) : ('NOT_SELECTED' as const);
}

/** A random moment between two instants. */
const between = (random: Random, from: number, to: number) =>
  new Date(from + random.next() * (to - from));

/** Each plan's request with its product and answers; a category without products is skipped. */
async function insertRequests(
  db: Database,
  random: Random,
  catalogue: Catalogue,
  plans: RequestPlan[],
  now: Date,
) {
  const drafts = plans.flatMap((plan, index) => {
    const candidates = catalogue.productsByCategory.get(plan.categoryId) ?? [];
    if (candidates.length === 0) return [];
    const product =
      plan.like?.product ??
      (plan.past
        ? candidates.find((candidate) => candidate.id === plan.past!.productId)
        : random.pick(candidates));
    if (!product) throw new Error(`Seed review names a product outside ${plan.categoryId}`);
    // A second apart at least, so each request is found again by its submission time.
    const submittedAt = new Date(
      now.getTime() - plan.hoursAgo * hourMs - random.int(0, 59) * minuteMs - index * 1000,
    );
    const answers = plan.like?.answers ?? answerWizard(random, catalogue, product);
    const productOptionValueIds =
      plan.like?.productOptionValueIds ??
      (catalogue.optionsByProduct.get(product.id) ?? []).map((values) => random.pick(values));
    const { contractMonths } = toRequestAnswers(
      plan.categoryId,
      new Map(answers.map((answer) => [answer.questionId, answer.responseText])),
    );
    return [
      {
        plan,
        product,
        submittedAt,
        answers,
        productOptionValueIds,
        requestedMonths: contractMonths,
      },
    ];
  });
  if (drafts.length === 0) return [];

  const rows = await db
    .insert(quotations)
    .values(
      drafts.map(({ plan, product, submittedAt, productOptionValueIds }) => ({
        buyerId: plan.buyer.id,
        productId: product.id,
        categoryId: plan.categoryId,
        status: statusOfOutcome[plan.outcome],
        productOptionValueIds,
        rentalFee: isRentalCategory(plan.categoryId) ? product.rentalFee : null,
        notificationEnabled: random.next() < 0.5,
        submittedAt,
        deadlineAt: biddingDeadline(submittedAt),
        // Their bidders were told at the deadline, long before the demo starts: no burst of news.
        expiryAnnouncedAt: plan.outcome === 'expired' ? biddingDeadline(submittedAt) : null,
        // The buyer stopped taking quotes a few hours in (no draw: the rest of the seed stays).
        closedAt:
          plan.outcome === 'cancelled'
            ? new Date(Math.min(submittedAt.getTime() + 3 * hourMs, now.getTime()))
            : null,
        createdAt: new Date(submittedAt.getTime() - random.int(2, 10) * minuteMs),
      })),
    )
    .returning({ id: quotations.id, submittedAt: quotations.submittedAt });
  const quotationIdAt = new Map(rows.map((row) => [row.submittedAt!.getTime(), row.id]));
  const requests = drafts.map((draft) => ({
    ...draft,
    quotationId: quotationIdAt.get(draft.submittedAt.getTime())!,
  }));

  const responses = requests.flatMap((request) =>
    request.answers.map((answer) => ({
      ...answer,
      quotationId: request.quotationId,
      answeredAt: request.submittedAt,
    })),
  );
  if (responses.length > 0) await db.insert(biddingResponses).values(responses);
  return requests;
}
type SeededRequest = Awaited<ReturnType<typeof insertRequests>>[number];

/**
 * Quotes from dealers serving each request's category, arriving while it is open (and never after
 * now). On a request that ends in a deal one dealer wins: the demo dealer on the demo buyer's, the
 * reviewed store on a past deal.
 */
async function insertQuotes(
  db: Database,
  random: Random,
  catalogue: Catalogue,
  requests: SeededRequest[],
  now: Date,
) {
  const { demoDealerId } = catalogue;
  const drafts = requests.flatMap((request) => {
    const { plan, submittedAt } = request;
    const shuffled = random
      .shuffle(catalogue.sellersByCategory.get(plan.categoryId) ?? [])
      .map((row) => row.id);
    const leader = plan.past ? plan.past.sellerId : plan.withDemoDealer ? demoDealerId : null;
    if (plan.past && !shuffled.includes(plan.past.sellerId)) {
      throw new Error(`Seed review's store does not serve category ${plan.categoryId}`);
    }
    const dealers =
      leader !== null && shuffled.includes(leader)
        ? [leader, ...shuffled.filter((id) => id !== leader)]
        : shuffled;
    const bidders = dealers.slice(0, plan.quoteCount);
    const winner = !endsInDeal(plan.outcome)
      ? undefined
      : leader !== null
        ? bidders[0]
        : random.pick(bidders);
    const windowEnd = Math.min(biddingDeadline(submittedAt).getTime(), now.getTime()) - minuteMs;
    return bidders.map((sellerId) => {
      const createdAt = between(random, submittedAt.getTime(), windowEnd);
      return {
        ...quoteTerms(random, request.product, request.requestedMonths),
        quotationId: request.quotationId,
        sellerId,
        status: quoteStatus(winner, sellerId),
        createdAt,
        updatedAt: createdAt,
      };
    });
  });
  if (drafts.length === 0) return [];
  return db.insert(estimations).values(drafts).returning({
    id: estimations.id,
    quotationId: estimations.quotationId,
    sellerId: estimations.sellerId,
    status: estimations.status,
    createdAt: estimations.createdAt,
  });
}
type SeededQuote = Awaited<ReturnType<typeof insertQuotes>>[number];

/** The selections of the winning quotes, and a review of those whose plan says so. */
async function insertDeals(
  db: Database,
  random: Random,
  requests: SeededRequest[],
  quotes: SeededQuote[],
  now: Date,
) {
  const writeReview = createReviewWriter(random);
  const deals = requests.flatMap((request) => {
    const offers = quotes.filter((quote) => quote.quotationId === request.quotationId);
    const chosen = offers.find((quote) => quote.status === 'SELECTED');
    if (!chosen) return [];
    // Chosen after the last quote came in, before the deadline.
    const lastQuoteAt = Math.max(...offers.map((quote) => quote.createdAt.getTime()));
    const closesAt = Math.min(biddingDeadline(request.submittedAt).getTime(), now.getTime());
    return [{ request, chosen, selectedAt: between(random, lastQuoteAt, closesAt) }];
  });
  if (deals.length === 0) return;
  const selectionRows = await db
    .insert(selections)
    .values(
      deals.map(({ request, chosen, selectedAt }) => ({
        quotationId: request.quotationId,
        estimationId: chosen.id,
        buyerId: request.plan.buyer.id,
        sellerId: chosen.sellerId,
        buyerPhone: request.plan.buyer.phone,
        buyerName: request.plan.buyer.name,
        consentVersion: selectionConsentVersion,
        consentedAt: selectedAt,
        termsVersion: currentTermsVersion,
        createdAt: selectedAt,
      })),
    )
    .returning({ id: selections.id, quotationId: selections.quotationId });
  // Every seeded deal has its 견적서, as one chosen in the app does.
  for (const row of selectionRows) await writeDealDocument(db, row.id);
  const selectionIdOf = new Map(selectionRows.map((row) => [row.quotationId, row.id]));

  const reviewed = deals.filter((deal) => deal.request.plan.outcome === 'reviewed');
  if (reviewed.length === 0) return;
  await db.insert(ratings).values(
    reviewed.map(({ request, chosen, selectedAt }) => {
      const { past } = request.plan;
      return {
        sellerId: chosen.sellerId,
        buyerId: request.plan.buyer.id,
        selectionId: selectionIdOf.get(request.quotationId)!,
        productId: request.product.id,
        rating: past ? past.review.rating : random.pick([5, 5, 5, 4, 4, 3]),
        review: past ? past.review.review : writeReview(request.plan.categoryId),
        createdAt: past
          ? new Date(Math.max(now.getTime() - past.review.daysAgo * dayMs, selectedAt.getTime()))
          : between(random, selectedAt.getTime(), now.getTime()),
      };
    }),
  );
}

/** A buyer's question on a quote and the store's answer, as buyers of each category ask. */
const questionsAndAnswers: Record<number, readonly (readonly [string, string])[]> = {
  [mainCategoryIds.phone]: [
    ['이 색상 재고 있나요?', '네, 지금 매장에 재고 있어요. 오늘 신청하시면 내일 개통돼요.'],
    [
      '개통은 매장에 가야 하나요?',
      '택배로 받아서 집에서 개통하셔도 돼요. 유심도 같이 보내 드려요.',
    ],
    ['요금제는 언제부터 바꿀 수 있어요?', '견적에 적은 대로 3개월 쓰시고 나면 바꾸셔도 돼요.'],
  ],
  [mainCategoryIds.internet]: [
    ['설치 기사님이 주말에도 오시나요?', '네, 토요일 오전에도 방문 설치가 가능해요.'],
    ['사은품은 언제 들어와요?', '설치하시고 30일 안에 견적에 적은 금액 그대로 보내 드려요.'],
  ],
  [mainCategoryIds.waterPurifier]: [
    ['설치는 언제 가능해요?', '신청하시고 2~3일 안에 방문해서 설치해 드려요.'],
    [
      '필터는 몇 달마다 바꿔 주세요?',
      '4개월마다 방문해서 교체해 드리고, 비용은 렌탈료에 들어 있어요.',
    ],
  ],
  [mainCategoryIds.homeAppliances]: [
    ['배송은 얼마나 걸려요?', '주문하시고 3~5일 안에 받아 보실 수 있어요.'],
    ['쓰던 제품도 수거해 주시나요?', '네, 설치하는 날 같은 기사님이 수거해 가요.'],
  ],
  [mainCategoryIds.health]: [
    [
      '설치할 때 사용법도 알려 주세요?',
      '네, 설치하고 나서 자주 쓰는 기능부터 차근차근 알려 드려요.',
    ],
  ],
};

/**
 * Questions before choosing on the open requests, so the conversations are not empty: on each
 * request the demo dealer quoted, its buyer asked and the store answered; on the demo buyer's, a
 * second store answered too. The demo buyer has not read the demo dealer's answers yet (the quote
 * list counts them); every other message is read, so a store's unread count starts at nought.
 */
async function insertConversations(
  db: Database,
  random: Random,
  catalogue: Catalogue,
  requests: SeededRequest[],
  quotes: SeededQuote[],
  now: Date,
) {
  const latest = now.getTime() - 2 * minuteMs;
  const rows = requests
    .filter((request) => request.plan.outcome === 'open')
    .flatMap((request) => {
      const offers = quotes.filter((quote) => quote.quotationId === request.quotationId);
      const demoBuyers = request.plan.withDemoDealer === true;
      const asked = offers.filter(
        (quote, index) => quote.sellerId === catalogue.demoDealerId || (demoBuyers && index === 1),
      );
      const lines = questionsAndAnswers[request.plan.categoryId] ?? [];
      return asked.flatMap((quote) => {
        // A quote of the last minutes has had no time for a question yet.
        if (lines.length === 0 || quote.createdAt.getTime() > latest - 10 * minuteMs) return [];
        const [question, answer] = random.pick(lines);
        const askedAt = between(random, quote.createdAt.getTime(), latest - 10 * minuteMs);
        const answeredAt = between(random, askedAt.getTime(), latest);
        const answerUnread = demoBuyers && quote.sellerId === catalogue.demoDealerId;
        const party = {
          estimationId: quote.id,
          quotationId: request.quotationId,
          buyerId: request.plan.buyer.id,
          sellerId: quote.sellerId,
        };
        return [
          {
            ...party,
            sender: 'buyer' as const,
            body: question,
            createdAt: askedAt,
            readAt: answeredAt,
          },
          {
            ...party,
            sender: 'dealer' as const,
            body: answer,
            createdAt: answeredAt,
            readAt: answerUnread
              ? null
              : new Date(Math.min(answeredAt.getTime() + minuteMs, latest)),
          },
        ];
      });
    });
  if (rows.length > 0) await db.insert(messages).values(rows);
}

/** Called last by the seed, after the catalogue, the dealers, the wizards and the notices. */
export async function seedDemoActivity(db: Database): Promise<void> {
  const now = new Date();
  const random = createRandom(20_260_620);
  const { buyers, reviewers, demoBuyer } = await seedBuyers(db, now);
  const catalogue = await loadCatalogue(db);
  const plans = [...planRequests(random, buyers), ...planDemoRequests(demoBuyer)];
  const requests = await insertRequests(db, random, catalogue, plans, now);
  const quotes = await insertQuotes(db, random, catalogue, requests, now);
  await insertDeals(db, random, requests, quotes, now);
  await insertConversations(db, random, catalogue, requests, quotes, now);
  // The past deals draw from their own sequence, so the last two days read the same without them.
  const pastRandom = createRandom(20_251_001);
  const pastPlans = planPastDeals(pastRandom, catalogue, reviewers);
  const pastRequests = await insertRequests(db, pastRandom, catalogue, pastPlans, now);
  const pastQuotes = await insertQuotes(db, pastRandom, catalogue, pastRequests, now);
  await insertDeals(db, pastRandom, pastRequests, pastQuotes, now);
  // The market history, from its own sequence too.
  const marketRandom = createRandom(20_261_206);
  const marketPlans = planMarketHistory(marketRandom, buyers, requests);
  const marketRequests = await insertRequests(db, marketRandom, catalogue, marketPlans, now);
  const marketQuotes = await insertQuotes(db, marketRandom, catalogue, marketRequests, now);
  await insertDeals(db, marketRandom, marketRequests, marketQuotes, now);
  // The "most quoted" sort counts submitted requests per product.
  await db
    .update(products)
    .set({
      quoteCount: sql`(select count(*)::int from ${quotations} where ${quotations.productId} = ${products.id})`,
    })
    .where(inArray(products.id, db.select({ id: quotations.productId }).from(quotations)));
}
