import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  attributeInputTypes,
  categoryStatuses,
  consentTerms,
  dealerApplicationStatuses,
  notificationKinds,
  estimationStatuses,
  questionKinds,
  inquiryCategories,
  inquiryStatuses,
  operatorRoles,
  quotationStatuses,
  reportActions,
  anyReportReasons,
  reportStatuses,
  reviewCheckStatuses,
  socialProviders,
  type DealDocumentContent,
  type PushPayload,
  type SubsidyPayer,
  messageSenders,
} from '@quotemarket/contract';

// All times are stored as timestamptz (UTC); "today" is computed in Asia/Seoul by the queries.
const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true })
  .notNull()
  .defaultNow()
  .$onUpdate(() => sql`now()`);
const timestamps = { createdAt, updatedAt };

export const categoryStatus = pgEnum('category_status', categoryStatuses);
export const userProvider = pgEnum('user_provider', [...socialProviders, 'media', 'developer']);
export const consentTerm = pgEnum('consent_term', consentTerms);
export const attributeInputType = pgEnum('attribute_input_type', attributeInputTypes);
export const questionKind = pgEnum('question_kind', questionKinds);
export const quotationStatus = pgEnum('quotation_status', quotationStatuses);
export const inquiryCategory = pgEnum('inquiry_category', inquiryCategories);
export const inquiryStatus = pgEnum('inquiry_status', inquiryStatuses);
export const estimationStatus = pgEnum('estimation_status', estimationStatuses);
export const sessionSubject = pgEnum('session_subject', ['buyer', 'seller']);
export const messageSender = pgEnum('message_sender', messageSenders);
export const notificationKind = pgEnum('notification_kind', notificationKinds);
export const notificationStatus = pgEnum('notification_status', ['PENDING', 'SENT', 'FAILED']);

// ── Catalogue ────────────────────────────────────────────────────────────────────────────────

/** Main categories have no parent; sub-categories (e.g. 126, 134 under appliances) point to one. */
export const categories = pgTable(
  'categories',
  {
    // The spec's own ids (1, 2, 3, 7, 8; 126, 134 …): routes and wizards refer to them.
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    nameEn: text('name_en').notNull(),
    nameKo: text('name_ko').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    status: categoryStatus('status').notNull().default('ACTIVE'),
    image: text('image'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('categories_name_en_parent_unique').on(table.nameEn, table.parentId),
    index('categories_parent_idx').on(table.parentId),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId1: integer('category_id1')
      .notNull()
      .references(() => categories.id),
    categoryId2: integer('category_id2').references(() => categories.id),
    name: text('name').notNull(),
    brand: text('brand').notNull().default(''),
    modelNumber: text('model_number'),
    image: text('image'),
    detailImageUrl: text('detail_image_url'),
    specDetailUrl: text('spec_detail_url'),
    /** Release price (출고가) or one-off price, in won. */
    price: integer('price').notNull().default(0),
    /** Monthly rental fee in won, for rental categories. */
    rentalFee: integer('rental_fee'),
    shipmentDate: date('shipment_date'),
    viewCount: integer('view_count').notNull().default(0),
    /** Submitted quote requests for this product: the "most popular" sort. */
    quoteCount: integer('quote_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    // Internet plans are products too, identified by carrier, speed and product set.
    newsAgencyProperty: text('news_agency_property'),
    internetProperty: text('internet_property'),
    productType: text('product_type'),
    ...timestamps,
  },
  (table) => [
    index('products_category_created_idx').on(table.categoryId1, table.createdAt),
    index('products_category_views_idx').on(table.categoryId1, table.viewCount),
    index('products_category_quotes_idx').on(table.categoryId1, table.quoteCount),
    index('products_name_trgm_idx').on(table.name),
    check(
      'products_money_check',
      sql`${table.price} >= 0 AND coalesce(${table.rentalFee}, 0) >= 0`,
    ),
  ],
);

export const productAttributes = pgTable(
  'product_attributes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value'),
    inputType: attributeInputType('input_type').notNull(),
    isBasic: boolean('is_basic').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (table) => [index('product_attributes_product_idx').on(table.productId)],
);

export const productOptionValues = pgTable(
  'product_option_values',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => productAttributes.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    colorHex: text('color_hex'),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (table) => [index('product_option_values_attribute_idx').on(table.attributeId)],
);

/**
 * A carrier's 공시지원금 on a phone for one plan, over a period of days (Asia/Seoul, both ends
 * included; no end = until further notice). Operators keep it; periods of one carrier and plan do
 * not overlap (checked on write).
 */
export const productSubsidies = pgTable(
  'product_subsidies',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    plan: text('plan').notNull(),
    amount: integer('amount').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (table) => [
    index('product_subsidies_product_idx').on(table.productId),
    check(
      'product_subsidies_period_check',
      sql`${table.amount} >= 0 AND (${table.effectiveTo} IS NULL OR ${table.effectiveTo} >= ${table.effectiveFrom})`,
    ),
  ],
);

/**
 * A product's photos in the order buyers see them (`position` from 0). `products.image` keeps a
 * copy of the first one's URL, written with every change here, so the lists, search and home
 * strips that show one photo read it without a join.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    /** Pixels of the stored file; null for the seed's SVG illustrations, which have none. */
    width: integer('width'),
    height: integer('height'),
    createdAt,
  },
  (table) => [
    index('product_images_product_position_idx').on(table.productId, table.position),
    check(
      'product_images_size_check',
      sql`${table.position} >= 0 AND coalesce(${table.width}, 1) > 0 AND coalesce(${table.height}, 1) > 0`,
    ),
  ],
);

/** Carriers and makers shown in the company list. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  kind: text('kind').notNull(),
  logo: text('logo'),
  displayOrder: integer('display_order').notNull().default(0),
});

// ── Buyers ───────────────────────────────────────────────────────────────────────────────────

export const partnerMedia = pgTable('partner_media', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  pKey: text('p_key').notNull().unique(),
  /** Signs the partner's customer keys (cKey); see domain/media-keys.ts. */
  signingSecret: text('signing_secret').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt,
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    provider: userProvider('provider').notNull(),
    providerId: text('provider_id').notNull(),
    email: text('email'),
    name: text('name'),
    nickname: text('nickname'),
    profileImage: text('profile_image'),
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    partnerMediaId: integer('partner_media_id').references(() => partnerMedia.id),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Set by withdrawal, which also anonymises the personal fields. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_provider_identity_unique').on(table.provider, table.providerId),
    index('users_last_seen_idx').on(table.lastSeenAt),
    // Operators find a buyer by the last four digits of the phone (the request browser).
    index('users_phone_last_digits_idx').using('btree', sql`right(${table.phone}, 4)`),
  ],
);

export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    udid: text('udid').notNull(),
    /**
     * Where pushes go: an FCM device token (ios, android), a browser's push subscription as JSON
     * (web), or empty (nothing is sent to this device).
     */
    fcmToken: text('fcm_token').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('devices_user_udid_unique').on(table.userId, table.udid),
    // A token names one browser or app install: registering it again drops its older owners. A
    // subscription is too long for a btree entry, so its hash is indexed.
    index('devices_token_hash_idx').using('btree', sql`md5(${table.fcmToken})`),
  ],
);

export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    term: consentTerm('term').notNull(),
    version: text('version').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [index('consents_user_idx').on(table.userId)],
);

export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    requestIp: text('request_ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    index('phone_verifications_user_idx').on(table.userId, table.createdAt),
    index('phone_verifications_phone_idx').on(table.phone, table.createdAt),
    index('phone_verifications_ip_idx').on(table.requestIp, table.createdAt),
    // The retention job deletes by age alone.
    index('phone_verifications_created_idx').on(table.createdAt),
  ],
);

export const wishlists = pgTable(
  'wishlists',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt,
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);

/** A buyer's recent searches (the sort sheet's history tags); at most 10 are kept per buyer. */
export const searchHistories = pgTable(
  'search_histories',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    searchValue: text('search_value').notNull(),
    createdAt,
  },
  (table) => [
    uniqueIndex('search_histories_user_value_unique').on(table.userId, table.searchValue),
  ],
);

export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  infoNotifications: boolean('info_notifications').notNull().default(true),
  eventNotifications: boolean('event_notifications').notNull().default(false),
  allProductNotifications: boolean('all_product_notifications').notNull().default(true),
  cellPhoneQuoteNotification: boolean('cell_phone_quote_notification').notNull().default(true),
  internetQuoteNotification: boolean('internet_quote_notification').notNull().default(true),
  waterPurifierQuoteNotification: boolean('water_purifier_quote_notification')
    .notNull()
    .default(true),
  airPurifierQuoteNotification: boolean('air_purifier_quote_notification').notNull().default(true),
  massageChairQuoteNotification: boolean('massage_chair_quote_notification')
    .notNull()
    .default(true),
  // 정보통신망법 제50조: advertising only with its own opt-in, night-time (21:00–08:00) with a
  // further one; each dated when the buyer gives, withdraws or confirms it again (null: never chose).
  advertisingConsent: boolean('advertising_consent').notNull().default(false),
  advertisingConsentRecordedAt: timestamp('advertising_consent_recorded_at', {
    withTimezone: true,
  }),
  nightAdvertisingConsent: boolean('night_advertising_consent').notNull().default(false),
  nightAdvertisingConsentRecordedAt: timestamp('night_advertising_consent_recorded_at', {
    withTimezone: true,
  }),
  updatedAt,
});

// ── Dealers ──────────────────────────────────────────────────────────────────────────────────

export const sellers = pgTable('sellers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  storeName: text('store_name').notNull(),
  firstName: text('first_name').notNull(),
  imageUrl: text('image_url'),
  phone: text('phone').notNull(),
  address: text('address').notNull().default(''),
  introduction: text('introduction').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  /**
   * Set by an operator (issue 41): the store may not log in or bid until reactivated. Apart from
   * `isActive`, which is the account's own end (deactivation), so reactivating never revives one.
   */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspensionReason: text('suspension_reason'),
  /** When an operator approved the store's 사업자등록 (the 사업자 확인 badge); null if never checked. */
  businessVerifiedAt: timestamp('business_verified_at', { withTimezone: true }),
  ...timestamps,
});

export const sellerCategories = pgTable(
  'seller_categories',
  {
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.categoryId] })],
);

// ── Quote requests and quotes ──────────────────────────────────────────────────────────────

export const biddingQuestions = pgTable(
  'bidding_questions',
  {
    // The ids of document 001 section 4 (phones 1–7, internet 8–14, water 15–18 …).
    id: integer('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    questionText: text('question_text').notNull(),
    kind: questionKind('kind').notNull().default('CHOICE'),
    displayOrder: integer('display_order').notNull(),
  },
  (table) => [index('bidding_questions_category_idx').on(table.categoryId, table.displayOrder)],
);

export const biddingOptions = pgTable(
  'bidding_options',
  {
    id: integer('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => biddingQuestions.id, { onDelete: 'cascade' }),
    optionText: text('option_text').notNull(),
    buttonText: text('button_text').notNull(),
    /** Position within the question; the internet budget offers a subset by position. */
    position: integer('position').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (table) => [index('bidding_options_question_idx').on(table.questionId, table.position)],
);

export const quotations = pgTable(
  'quotations',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    // Null only while an internet request is a draft: its product is resolved from the answers.
    productId: integer('product_id').references(() => products.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    status: quotationStatus('status').notNull().default('DRAFT'),
    /** The option values the buyer picked on the product (colour, storage …). */
    productOptionValueIds: jsonb('product_option_value_ids')
      .$type<number[]>()
      .notNull()
      .default([]),
    rentalFee: integer('rental_fee'),
    notificationEnabled: boolean('notification_enabled').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** submittedAt + 48 h: quotes are accepted until then. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    /**
     * When its bidders were told it expired with nobody chosen (jobs/expired-requests.ts): the
     * deadline itself writes nothing, so this marks the one announcement per request.
     */
    expiryAnnouncedAt: timestamp('expiry_announced_at', { withTimezone: true }),
    /** When it was ended early: by the buyer (CANCELLED, 견적 그만 받기) or an operator (CLOSED). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('quotations_buyer_idx').on(table.buyerId, table.status),
    // The expiry job's search: open requests not yet announced, by deadline.
    index('quotations_unannounced_expiry_idx')
      .on(table.deadlineAt)
      .where(sql`${table.status} = 'OPEN' AND ${table.expiryAnnouncedAt} IS NULL`),
    index('quotations_open_idx').on(table.status, table.categoryId, table.deadlineAt),
    index('quotations_submitted_idx').on(table.categoryId, table.submittedAt),
    // One draft per buyer and product: the wizard resumes it instead of starting another.
    uniqueIndex('quotations_one_draft_unique')
      .on(table.buyerId, table.productId)
      .where(sql`${table.status} = 'DRAFT'`),
    // The same for the product-less internet draft: one per buyer and category.
    uniqueIndex('quotations_one_productless_draft_unique')
      .on(table.buyerId, table.categoryId)
      .where(sql`${table.status} = 'DRAFT' AND ${table.productId} IS NULL`),
    check(
      'quotations_product_check',
      sql`${table.status} = 'DRAFT' OR ${table.productId} IS NOT NULL`,
    ),
  ],
);

export const biddingResponses = pgTable(
  'bidding_responses',
  {
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => biddingQuestions.id),
    optionId: integer('option_id').references(() => biddingOptions.id),
    responseText: text('response_text').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.quotationId, table.questionId] })],
);

export interface AdditionalService {
  name: string;
  monthlyFee: number;
  requiredMonths: number;
}

export const estimations = pgTable(
  'estimations',
  {
    id: serial('id').primaryKey(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    status: estimationStatus('status').notNull().default('ACTIVE'),
    // Phones
    publiclyAnnouncedSubsidy: integer('publicly_announced_subsidy'),
    // The terms the law asks for (migration 0018): null on quotes sent before they were asked.
    publiclyAnnouncedSubsidyPayer: text('publicly_announced_subsidy_payer').$type<SubsidyPayer>(),
    storeSubsidy: integer('store_subsidy'),
    storeSubsidyPayer: text('store_subsidy_payer').$type<SubsidyPayer>(),
    installmentPeriod: integer('installment_period'),
    installmentInterest: integer('installment_interest'),
    monthlyInstallment: integer('monthly_installment'),
    ratePlanMonthly: integer('rate_plan_monthly'),
    ratePlanRequiredMonths: integer('rate_plan_required_months'),
    monthlyTelecomFee: integer('monthly_telecom_fee'),
    contractDuration: integer('contract_duration'),
    additionalServices: jsonb('additional_services')
      .$type<AdditionalService[]>()
      .notNull()
      .default([]),
    conditions: text('conditions'),
    // Internet
    cashGift: integer('cash_gift'),
    cashGiftPaidWithinDays: integer('cash_gift_paid_within_days'),
    monthlyFeeBeforeBundle: integer('monthly_fee_before_bundle'),
    monthlyBundledRate: integer('monthly_bundled_rate'),
    bestBenefitCarrier: text('best_benefit_carrier'),
    // Rentals (water purifier, appliances, health)
    rentalFee: integer('rental_fee'),
    mandatoryMonths: integer('mandatory_months'),
    earlyTerminationFeePercent: integer('early_termination_fee_percent'),
    manageMethod: text('manage_method'),
    manageCycle: text('manage_cycle'),
    notes: text('notes'),
    /** What the quote costs in all over `allInMonths` (contract's `allInCost`), for ranking. */
    allInCost: integer('all_in_cost').notNull(),
    allInMonths: integer('all_in_months').notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /**
     * Withdrawn by the platform when its store was suspended, not by the dealer: the buyer still
     * sees it, marked "판매점 사정으로 철회된 견적이에요", where a dealer's own withdrawal vanishes.
     */
    withdrawnForStore: boolean('withdrawn_for_store').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('estimations_one_per_seller_unique').on(table.quotationId, table.sellerId),
    index('estimations_seller_idx').on(table.sellerId, table.createdAt),
    check(
      'estimations_money_check',
      sql`coalesce(${table.publiclyAnnouncedSubsidy}, 0) >= 0 AND coalesce(${table.storeSubsidy}, 0) >= 0
        AND coalesce(${table.monthlyInstallment}, 0) >= 0 AND coalesce(${table.installmentInterest}, 0) >= 0
        AND coalesce(${table.ratePlanMonthly}, 0) >= 0 AND coalesce(${table.monthlyTelecomFee}, 0) >= 0
        AND coalesce(${table.cashGift}, 0) >= 0 AND coalesce(${table.monthlyFeeBeforeBundle}, 0) >= 0
        AND coalesce(${table.monthlyBundledRate}, 0) >= 0 AND coalesce(${table.rentalFee}, 0) >= 0`,
    ),
    check(
      'estimations_required_terms_check',
      sql`coalesce(${table.ratePlanRequiredMonths}, 0) >= 0
        AND coalesce(${table.cashGiftPaidWithinDays}, 1) >= 1
        AND coalesce(${table.mandatoryMonths}, 1) >= 1
        AND coalesce(${table.earlyTerminationFeePercent}, 0) BETWEEN 0 AND 100`,
    ),
  ],
);

/** The buyer's choice. Unique per quotation: selection happens exactly once, even under races. */
export const selections = pgTable(
  'selections',
  {
    id: serial('id').primaryKey(),
    quotationId: integer('quotation_id')
      .notNull()
      .unique()
      .references(() => quotations.id),
    estimationId: integer('estimation_id')
      .notNull()
      .unique()
      .references(() => estimations.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    /** The buyer's phone handed to this dealer only, kept for the deal even after withdrawal. */
    buyerPhone: text('buyer_phone'),
    buyerName: text('buyer_name'),
    /**
     * The buyer's consent to hand this dealer their name and phone: the version of the text they
     * agreed to and when. Null only on selections made before the consent was asked for.
     */
    consentVersion: text('consent_version'),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    /**
     * The version of the terms (약관, `currentTermsVersion`, the 시행일 the terms pages show) in force
     * when the buyer chose, which the deal is made under. Null on selections made before it was kept.
     */
    termsVersion: text('terms_version'),
    createdAt,
    /**
     * The deal as the market price counts it (domain/market/market-price.ts): the request's product
     * and variant (a phone's storage, carrier and 가입 유형) and the chosen quote's all-in cost as
     * they were when the buyer chose. A trigger (migration 0023) fills them from the request and the
     * quote on every insert, whoever writes the row, so nothing here passes them.
     */
    productId: integer('product_id').references(() => products.id),
    allInCost: integer('all_in_cost'),
    storage: text('storage'),
    carrier: text('carrier'),
    joinType: text('join_type'),
  },
  (table) => [
    // A buyer's deals (the selected history) and a store's (its deals, its store page's count),
    // newest first.
    index('selections_buyer_idx').on(table.buyerId, table.createdAt),
    index('selections_seller_idx').on(table.sellerId, table.createdAt),
    // The market price: a product's deals selected in its window, read from the index alone.
    index('selections_product_selected_idx').on(
      table.productId,
      table.createdAt,
      table.storage,
      table.carrier,
      table.joinType,
      table.allInCost,
    ),
  ],
);

/**
 * A conversation's messages (issue 43): one conversation per quote, between the request's buyer and
 * the quote's store. The request, buyer and store are copied from the quote (none of them ever
 * changes) so that a side's unread count reads one partial index. `read_at` is when the other side
 * read it: the read receipt, and what the unread counts count. Messages go with their quote when
 * retention deletes it.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    estimationId: integer('estimation_id')
      .notNull()
      .references(() => estimations.id, { onDelete: 'cascade' }),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    sender: messageSender('sender').notNull(),
    /** Empty when the message is a photo alone. */
    body: text('body').notNull(),
    /** The message's one photo (its unguessable upload address and stored pixels), or none. */
    photoUrl: text('photo_url'),
    photoWidth: integer('photo_width'),
    photoHeight: integer('photo_height'),
    createdAt,
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    // A conversation's page, newest first, older than a cursor: a backward scan of this index.
    index('messages_conversation_idx').on(table.estimationId, table.id),
    // What deleting a request or a buyer (retention) checks its references against: without
    // these, each deleted row would read the whole table.
    index('messages_quotation_idx').on(table.quotationId),
    index('messages_buyer_idx').on(table.buyerId),
    // What a buyer has not read (a store's messages), per request and quote.
    index('messages_buyer_unread_idx')
      .on(table.buyerId, table.quotationId, table.estimationId)
      .where(sql`${table.sender} = 'dealer' AND ${table.readAt} IS NULL`),
    // What a store has not read (its buyers' messages), per request.
    index('messages_seller_unread_idx')
      .on(table.sellerId, table.quotationId, table.estimationId)
      .where(sql`${table.sender} = 'buyer' AND ${table.readAt} IS NULL`),
    // Words, a photo, or both; a photo comes with its size.
    check(
      'messages_body_check',
      sql`length(${table.body}) <= 1000 AND (length(${table.body}) >= 1 OR ${table.photoUrl} IS NOT NULL)`,
    ),
    check(
      'messages_photo_check',
      sql`(${table.photoUrl} IS NULL) = (${table.photoWidth} IS NULL) AND (${table.photoUrl} IS NULL) = (${table.photoHeight} IS NULL) AND coalesce(${table.photoWidth}, 1) > 0 AND coalesce(${table.photoHeight}, 1) > 0`,
    ),
  ],
);

/**
 * The 견적서 (issue 42): the deal as it stood when the buyer chose, written in the selection's
 * transaction and never changed. `content` is the contract's DealDocumentContent and `hash` the
 * SHA-256 of its canonical JSON. A trigger (migration 0021) refuses UPDATE, TRUNCATE and any DELETE
 * but the retention job's of a document past the five years a withdrawn buyer's deals are kept.
 */
export const dealDocuments = pgTable('deal_documents', {
  id: serial('id').primaryKey(),
  selectionId: integer('selection_id')
    .notNull()
    .unique()
    .references(() => selections.id),
  buyerId: integer('buyer_id')
    .notNull()
    .references(() => users.id),
  sellerId: integer('seller_id')
    .notNull()
    .references(() => sellers.id),
  content: jsonb('content').$type<DealDocumentContent>().notNull(),
  hash: text('hash').notNull(),
  createdAt,
});

/**
 * The buyer's read-only links to their 견적서: only the token's SHA-256 is kept. One is live at a
 * time: making a new one revokes the last, since its token cannot be shown again.
 */
export const dealDocumentShares = pgTable(
  'deal_document_shares',
  {
    id: serial('id').primaryKey(),
    dealDocumentId: integer('deal_document_id')
      .notNull()
      .references(() => dealDocuments.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('deal_document_shares_document_idx').on(table.dealDocumentId, table.createdAt)],
);

export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    buyerId: integer('buyer_id').references(() => users.id),
    /** Null only for seeded reviews written before the platform recorded deals. */
    selectionId: integer('selection_id')
      .unique()
      .references(() => selections.id),
    productId: integer('product_id').references(() => products.id),
    rating: integer('rating').notNull(),
    review: text('review').notNull(),
    /** Hidden by an operator (a report or a dealer's review check): kept, but no longer public. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt,
  },
  (table) => [
    index('ratings_seller_idx').on(table.sellerId, table.createdAt),
    index('ratings_buyer_idx').on(table.buyerId, table.createdAt),
    check('ratings_range_check', sql`${table.rating} BETWEEN 1 AND 5`),
  ],
);

/** A dealer's answer to a review of its store: one per review, rewritten in place when edited. */
export const reviewReplies = pgTable('review_replies', {
  ratingId: integer('rating_id')
    .primaryKey()
    .references(() => ratings.id, { onDelete: 'cascade' }),
  sellerId: integer('seller_id')
    .notNull()
    .references(() => sellers.id),
  content: text('content').notNull(),
  ...timestamps,
});

export const reportStatus = pgEnum('report_status', reportStatuses);
export const reportAction = pgEnum('report_action', reportActions);
export const reportReason = pgEnum('report_reason', anyReportReasons);

/**
 * A buyer's report of a dealer, or either side's report of a message in their conversation (issue
 * 43), worked through by the operators: 접수 → 검토 중 → 조치 완료 / 기각. `buyer_id` and
 * `seller_id` are the deal's or the conversation's two sides whoever reported.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id').references(() => products.id),
    /** Reports filed before buyers chose a reason are 기타. */
    reason: reportReason('reason').notNull().default('OTHER'),
    content: text('content').notNull(),
    /**
     * The 견적서 the server attached (a 견적과 다르게 계약했어요 report). It goes with the deal when a
     * withdrawn buyer's records are purged, the report keeping its words.
     */
    dealDocumentId: integer('deal_document_id').references(() => dealDocuments.id, {
      onDelete: 'set null',
    }),
    status: reportStatus('status').notNull().default('RECEIVED'),
    action: reportAction('action'),
    operatorNote: text('operator_note'),
    /** The review the operator hid, when that was the action. */
    hiddenRatingId: integer('hidden_rating_id').references(() => ratings.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /**
     * The reported message, for a message report. It goes with its quote when retention deletes
     * it; the report keeps its reason and words.
     */
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'set null' }),
    /** Who filed it: the buyer (every store report), or either side of a message report. */
    reportedBy: messageSender('reported_by').notNull().default('buyer'),
    createdAt,
  },
  (table) => [
    index('reports_status_created_idx').on(table.status, table.createdAt),
    // One report per message and reporter: a second is refused (409), a race decided here.
    uniqueIndex('reports_message_reporter_unique').on(table.messageId, table.reportedBy),
  ],
);

/** An operator's warning to a store, shown in its console until the dealer acknowledges it. */
export const sellerWarnings = pgTable(
  'seller_warnings',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    // A report goes after its retention period; the warning it led to stays on the store's record.
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [index('seller_warnings_seller_idx').on(table.sellerId, table.createdAt)],
);

export const reviewCheckStatus = pgEnum('review_check_status', reviewCheckStatuses);

/**
 * A dealer's request that an operator check one of its reviews. The review stays public until an
 * operator decides; one open request per review.
 */
export const reviewChecks = pgTable(
  'review_checks',
  {
    id: serial('id').primaryKey(),
    ratingId: integer('rating_id')
      .notNull()
      .references(() => ratings.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    reason: text('reason').notNull(),
    status: reviewCheckStatus('status').notNull().default('PENDING'),
    operatorNote: text('operator_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    uniqueIndex('review_checks_one_open_unique')
      .on(table.ratingId)
      .where(sql`${table.status} = 'PENDING'`),
    index('review_checks_status_created_idx').on(table.status, table.createdAt),
  ],
);

/**
 * 1:1 문의: from a buyer or a guest, answered by e-mail; the operators' console moves the status
 * on. A withdrawn account's row may go (retention job) while its inquiries stay as the record of
 * the complaint.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    category: inquiryCategory('category').notNull(),
    message: text('message').notNull(),
    replyEmail: text('reply_email').notNull(),
    status: inquiryStatus('status').notNull().default('received'),
    createdAt,
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Who marked it answered, and what they wrote back (the reply itself goes by e-mail). */
    answeredByOperatorId: integer('answered_by_operator_id').references(() => operators.id),
    answerNote: text('answer_note'),
  },
  (table) => [index('inquiries_status_created_idx').on(table.status, table.createdAt)],
);

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    mandatory: boolean('mandatory').notNull().default(false),
    /** Sanitized HTML: sanitized on write, so every reader gets safe markup. */
    content: text('content').notNull(),
    imageUrl: text('image_url'),
    /** Null: a draft. Later than now: scheduled; buyers' queries show it from that time on. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('notices_order_idx').on(table.mandatory, table.publishedAt)],
);

/** 자주 묻는 질문: plain-text answers by category, in the operators' order; drafts have no time. */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    /** Null: a draft. Later than now: scheduled; buyers' queries show it from that time on. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('faqs_order_idx').on(table.displayOrder)],
);

// ── Sessions ─────────────────────────────────────────────────────────────────────────────────

/** One row per issued token: logout and withdrawal revoke it, and every request checks. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    subject: sessionSubject('subject').notNull(),
    subjectId: integer('subject_id').notNull(),
    deviceId: text('device_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    index('sessions_subject_idx').on(table.subject, table.subjectId),
    // The retention job deletes login records by age.
    index('sessions_created_idx').on(table.createdAt),
  ],
);

// ── Abuse limits ─────────────────────────────────────────────────────────────────────────────

/**
 * Request and login-failure counts per key (a client address, a dealer email) in fixed windows,
 * shared by every API process on the database. A key keeps one row; a hit in a later window starts
 * it over, and the retention job deletes rows whose window has ended.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    /** A paced key's (`RateLimitStore.pace`): no hit counts before this. */
    pauseEndsAt: timestamp('pause_ends_at', { withTimezone: true }),
  },
  (table) => [index('rate_limit_counters_window_idx').on(table.windowEndsAt)],
);

/**
 * The client addresses a dealer has signed in from (by `clientAddress`), kept as long as login
 * records are: a distributed guess at the account makes other addresses wait, never these.
 */
export const sellerKnownAddresses = pgTable(
  'seller_known_addresses',
  {
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.address] }),
    // The retention job deletes addresses by age.
    index('seller_known_addresses_success_idx').on(table.lastSuccessAt),
  ],
);

/**
 * Wrong passwords given for a dealer's account since the dealer last signed in, per client
 * address: the next successful login takes them to tell the dealer, once.
 */
export const sellerLoginFailures = pgTable(
  'seller_login_failures',
  {
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sellerId, table.address] }),
    // The retention job deletes failures by age.
    index('seller_login_failures_failed_idx').on(table.lastFailedAt),
  ],
);

// ── Push notifications ───────────────────────────────────────────────────────────────────────

/**
 * Push notifications to send, one row per device and notification, written in the transaction of
 * the event they tell of (a bid, a reply), so none is lost and none goes out for a rolled-back
 * write. Every API process drains it (jobs/push-drainer.ts); `dedupe_key` names the event, so the
 * same event reaches a device once however often it is enqueued. A device's rows go with it.
 */
export const notificationQueue = pgTable(
  'notification_queue',
  {
    id: serial('id').primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    kind: notificationKind('kind').notNull(),
    /** The event, e.g. `new-bid:<estimation id>`: unique per device. */
    dedupeKey: text('dedupe_key').notNull(),
    payload: jsonb('payload').$type<PushPayload>().notNull(),
    status: notificationStatus('status').notNull().default('PENDING'),
    /** Sends tried so far (counted when a drainer claims the row). */
    attempts: integer('attempts').notNull().default(0),
    /** When the row may be claimed: now, after a retry's backoff, or after a claim's lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt,
  },
  (table) => [
    uniqueIndex('notification_queue_dedupe_unique').on(table.dedupeKey, table.deviceId),
    index('notification_queue_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'PENDING'`),
    index('notification_queue_device_idx').on(table.deviceId),
    // The retention job deletes finished rows by age.
    index('notification_queue_created_idx').on(table.createdAt),
  ],
);

/**
 * Keys the server generated for itself and every process shares, outside production only: the
 * development VAPID key pair. Kept in the database because the browsers' push subscriptions,
 * stored here too, are bound to it: a backup, a restore or another process brings both along.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt,
});

// ── Operators: the people who run the marketplace (apps/admin) ─────────────────────────────────

export const operatorRole = pgEnum('operator_role', operatorRoles);

/**
 * Operator accounts, apart from buyers and dealers. An invited operator has no password until the
 * enrolment link is used; a deactivated one keeps its row, as the audit log names it.
 */
export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: operatorRole('role').notNull(),
  passwordHash: text('password_hash'),
  /** The authenticator app's shared secret (base32), set when the enrolment is completed. */
  totpSecret: text('totp_secret'),
  /** The last TOTP time step accepted: a code is never taken twice. */
  lastTotpStep: integer('last_totp_step'),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt,
});

/** One-time enrolment links: the token's hash, and the secret its QR code offers. */
export const operatorEnrolments = pgTable(
  'operator_enrolments',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    totpSecret: text('totp_secret').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [index('operator_enrolments_operator_idx').on(table.operatorId)],
);

/** Recovery codes, hashed; each signs in once in place of the authenticator app. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [index('operator_recovery_codes_operator_idx').on(table.operatorId)],
);

/**
 * Operator sessions, which are also the record of operator access (who, from where, when): kept
 * two years, apart from the buyers' and dealers' sessions that the 3-month job deletes. The bearer
 * token itself is never stored, only its hash.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull().unique(),
    address: text('address').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    /** The idle limit counts from here; refreshed at most once a minute. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    index('operator_sessions_operator_idx').on(table.operatorId),
    index('operator_sessions_created_idx').on(table.createdAt),
  ],
);

/**
 * Every operator write: who (and their role then), what, to what, before → after, why, from where,
 * when. Append-only: a trigger (migration 0012) refuses every UPDATE and TRUNCATE, and every DELETE
 * of a row younger than the two years it is kept.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    operatorRole: operatorRole('operator_role').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    reason: text('reason'),
    address: text('address').notNull(),
    createdAt,
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_operator_idx').on(table.operatorId, table.createdAt),
    index('audit_log_target_idx').on(table.targetType, table.targetId, table.createdAt),
  ],
);

// ── Dealer onboarding (입점 신청) ─────────────────────────────────────────────────────────────

/**
 * Codes texted to an applicant's phone before any account exists. A verified code leaves a proof
 * (its hash kept) that the application form carries, so the phone on an application was verified.
 */
export const applicantPhoneCodes = pgTable(
  'applicant_phone_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    requestIp: text('request_ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    proofHash: text('proof_hash').unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    index('applicant_phone_codes_phone_idx').on(table.phone, table.createdAt),
    index('applicant_phone_codes_ip_idx').on(table.requestIp, table.createdAt),
  ],
);

export const dealerApplicationStatus = pgEnum(
  'dealer_application_status',
  dealerApplicationStatuses,
);

export const dealerApplications = pgTable(
  'dealer_applications',
  {
    id: serial('id').primaryKey(),
    storeName: text('store_name').notNull(),
    businessNumber: text('business_number').notNull(),
    representative: text('representative').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    categoryIds: integer('category_ids').array().notNull(),
    /** The re-encoded 사업자등록증 photo as a data: URL: never a public file, only operators see it. */
    certificateImage: text('certificate_image').notNull(),
    status: dealerApplicationStatus('status').notNull().default('received'),
    /** The hash of the private status link's token (the link itself is only the applicant's). */
    statusTokenHash: text('status_token_hash').notNull().unique(),
    rejectionReason: text('rejection_reason'),
    decidedBy: integer('decided_by').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    sellerId: integer('seller_id').references(() => sellers.id, { onDelete: 'set null' }),
    /** The one-time password-setting link sent on approval: its token's hash, until it is used. */
    passwordTokenHash: text('password_token_hash').unique(),
    passwordTokenExpiresAt: timestamp('password_token_expires_at', { withTimezone: true }),
    passwordSetAt: timestamp('password_set_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One open application per 사업자등록번호 and per e-mail; a rejected store may apply again.
    uniqueIndex('dealer_applications_open_business_idx')
      .on(table.businessNumber)
      .where(sql`${table.status} = 'received'`),
    uniqueIndex('dealer_applications_open_email_idx')
      .on(table.email)
      .where(sql`${table.status} = 'received'`),
    index('dealer_applications_status_idx').on(table.status, table.submittedAt),
  ],
);
