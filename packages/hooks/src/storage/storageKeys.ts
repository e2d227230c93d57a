import { z } from 'zod/mini';
import {
  consentTerms,
  defaultProductSort,
  lazySchema,
  productSortOptions,
} from '@quotemarket/contract';

export type StorageArea = 'local' | 'session';

export interface StorageKey<Value> {
  area: StorageArea;
  /** The name in the browser's storage, as the spec's app names it. */
  name: string;
  schema: z.ZodMiniType<Value>;
  /** Read when nothing valid is stored. */
  fallback: Value;
  /**
   * Left in place by `AppStorage.clearLocal()`, the buyer's sign-out. The dealer console runs on the
   * same origin and so shares local storage; a buyer signing out (or a buyer call answered 401/403)
   * in the same browser must not sign the dealer out.
   */
  keptOnBuyerSignOut?: true;
}

/** A key whose schema is built when a value is first read or written (`lazySchema`). */
function key<Value>(
  area: StorageArea,
  name: string,
  schema: () => z.ZodMiniType<Value>,
  fallback: Value,
  options: Pick<StorageKey<Value>, 'keptOnBuyerSignOut'> = {},
) {
  return {
    area,
    name,
    schema: lazySchema(schema),
    fallback,
    ...options,
  } satisfies StorageKey<Value>;
}

const biddingTargetSchema = () =>
  z.object({
    categoryNameEn: z.string(),
    categoryId: z.int(),
    itemId: z.int(),
    VmpFlag: z.optional(z.boolean()),
  });

const productDetailsSchema = () =>
  z.object({
    image: z.nullable(z.string()),
    brand: z.string(),
    name: z.string(),
    details: z.array(z.object({ id: z.int(), name: z.string(), value: z.string() })),
    price: z.optional(z.nullable(z.number())),
    modelNumber: z.optional(z.nullable(z.string())),
    shippingDate: z.optional(z.nullable(z.string())),
  });

const deviceInfoSchema = () =>
  z.object({ platform: z.string(), uu_id: z.string(), token: z.string() });

/**
 * Every key the app keeps in the browser, typed and validated on read: a value that another version
 * of the app, an extension or a person left malformed reads as the fallback instead of breaking a
 * screen.
 */
export const storageKeys = {
  token: key('local', 'token', () => z.nullable(z.string().check(z.minLength(1))), null),
  /** The dealer console's own token: the API refuses a dealer token on buyer endpoints and back. */
  sellerToken: key(
    'local',
    'sellerToken',
    () => z.nullable(z.string().check(z.minLength(1))),
    null,
    {
      keptOnBuyerSignOut: true,
    },
  ),
  /**
   * The operator console's token, apart from the buyer's and the dealer's (the API issues each
   * kind its own). In the session area: an operator's session can change the marketplace, so it
   * ends with the browser tab (a shared counter PC closed without logging out keeps nothing), and
   * the buyer's sign-out, which clears the local area, cannot touch it.
   */
  operatorToken: key(
    'session',
    'operatorToken',
    () => z.nullable(z.string().check(z.minLength(1))),
    null,
  ),
  /**
   * Why the tab's operator session ended without a logout (the API's message: 30 idle minutes),
   * for the login page to say; cleared by the next sign-in or logout. Kept in storage rather than
   * handed over by the navigation: the console's guard sends a tab without a token to the login
   * too, and the later of the two navigations would drop the reason.
   */
  operatorSessionEnded: key('session', 'operatorSessionEnded', () => z.nullable(z.string()), null),
  buyerId: key('local', 'buyerId', () => z.nullable(z.int()), null),
  isFirstTimeLogin: key('local', 'isFirstTimeLogin', () => z.boolean(), false),
  deviceInfo: key('local', 'deviceInfo', () => z.nullable(deviceInfoSchema()), null),
  platform: key('local', 'platform', () => z.enum(['web', 'ios', 'android']), 'web'),
  fingerprint: key(
    'local',
    'fingerprint',
    () => z.nullable(z.string().check(z.minLength(1))),
    null,
  ),
  pKey: key('local', 'pKey', () => z.nullable(z.string().check(z.minLength(1))), null),
  cKey: key('local', 'cKey', () => z.nullable(z.string().check(z.minLength(1))), null),
  callbackUrl: key('local', 'clbckUrl', () => z.nullable(z.string()), null),
  biddingTarget: key('local', 'biddingTarget', () => z.nullable(biddingTargetSchema()), null),
  termsConsent: key('local', 'termsConsent', () => z.array(z.enum(consentTerms)), []),
  mainCategories: key('local', 'mainCategories', () => z.array(z.unknown()), []),
  productDetails: key('local', 'productDetails', () => z.nullable(productDetailsSchema()), null),
  /**
   * When this tab last loaded the page afresh for a page's code that failed to arrive
   * (`createChunkLoader`): in the session area, so a reload remembers it and ends with the tab.
   */
  chunkReloadedAt: key('session', 'quotemarket:chunk-reload', () => z.nullable(z.string()), null),
  /**
   * The phone number typed on the verification page while a term's page is open (restored once on
   * return); in the session area, as it is the buyer's. The texted code is never kept.
   */
  verificationPhone: key(
    'session',
    'verificationPhone',
    () => z.string().check(z.regex(/^\d{0,11}$/)),
    '',
  ),
  searchTerm: key('session', 'searchTerm', () => z.string(), ''),
  requestPageSearchTerm: key('session', 'requestPageSearchTerm', () => z.string(), ''),
  /** An unknown or missing sort reads as the newest first, as the spec says. */
  productSort: key('session', 'sortBy', () => z.enum(productSortOptions), defaultProductSort),
} as const;

export type StorageKeyName = keyof typeof storageKeys;
export type StoredValue<Name extends StorageKeyName> =
  (typeof storageKeys)[Name] extends StorageKey<infer Value> ? Value : never;
