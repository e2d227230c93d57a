import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { isoDateTime, recordId } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';

export const sellerAccountSchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      email: z.string(),
      storeName: z.string(),
      firstName: z.string(),
      imageUrl: z.nullable(z.string()),
      phone: z.string(),
      categories: z.array(recordId).check(z.describe('견적을 받는 메인 카테고리 id')),
    })
    .register(z.globalRegistry, { id: 'SellerAccount' }),
);
export type SellerAccount = z.infer<typeof sellerAccountSchema>;

export const sellerProfileSchema = lazySchema(() =>
  z
    .extend(sellerAccountSchema, {
      averageRating: z
        .number()
        .check(
          z.minimum(0),
          z.maximum(5),
          z.describe('평균 별점 (소수 첫째 자리, 후기가 없으면 0)'),
        ),
      reviewCount: z.int().check(z.nonnegative()),
      successfulBidCount: z
        .number()
        .check(
          z.int(),
          z.nonnegative(),
          z.describe('낙찰 건수 (구매자가 선택한 견적 수, 매장 페이지와 같은 수)'),
        ),
      introduction: z.string(),
      address: z.string(),
    })
    .register(z.globalRegistry, { id: 'SellerProfile' }),
);
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

/** Wrong passwords given for the account from other client addresses since its last login. */
export const sellerFailedLoginsSchema = lazySchema(() =>
  z
    .object({
      count: z.int().check(z.positive(), z.describe('틀린 비밀번호 수')),
      addressCount: z.int().check(z.positive(), z.describe('시도한 접속 주소 수')),
      lastFailedAt: isoDateTime,
    })
    .register(z.globalRegistry, {
      id: 'SellerFailedLogins',
      description:
        '마지막 로그인 이후 다른 접속 주소에서 비밀번호를 틀린 기록: 있을 때만, 한 번만 알려 줌',
    }),
);
export type SellerFailedLogins = z.infer<typeof sellerFailedLoginsSchema>;

export const sellerLoginResultSchema = lazySchema(() =>
  z
    .object({
      token: z.string(),
      seller: sellerAccountSchema,
      failedLogins: z.optional(sellerFailedLoginsSchema),
    })
    .register(z.globalRegistry, { id: 'SellerLoginResult' }),
);

/**
 * Failed logins allowed per email from one client address before the login answers that address
 * 429 for the rest of the window; other addresses are not refused for them.
 */
export const sellerLoginMaxFailures = 5;
export const sellerLoginWindowMinutes = 15;

export const sellerLogin = defineEndpoint({
  method: 'POST',
  path: '/v2/seller/auth/login',
  summary: `판매점 로그인 (이메일·비밀번호; 한 접속 주소에서 같은 이메일로 ${sellerLoginWindowMinutes}분 안에 ${sellerLoginMaxFailures}번 틀리면 그 주소만 잠시 막히고, 여러 주소에서 많이 틀리면 로그인했던 주소가 아닌 곳은 몇 초씩 기다림)`,
  tags: ['seller'],
  body: lazySchema(() =>
    z.object({
      email: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(320)),
      password: z.string().check(z.minLength(1), z.maxLength(200)),
    }),
  ),
  response: sellerLoginResultSchema,
});

export const sellerLogout = defineEndpoint({
  method: 'POST',
  path: '/v2/seller/auth/logout',
  summary: '판매점 로그아웃 (이 토큰의 세션을 끝냄)',
  tags: ['seller'],
  auth: 'seller',
  response: lazySchema(() => z.null()),
});

/** The dealer's page session (docs/decisions/0013), as the buyer's `startPageSession` is theirs. */
export const startSellerPageSession = defineEndpoint({
  method: 'PUT',
  path: '/v2/seller/auth/page-session',
  summary:
    '콘솔 페이지 세션: 콘솔 화면을 서버가 그려 보낼 수 있게 이 토큰을 HttpOnly 쿠키로 둡니다',
  tags: ['seller'],
  auth: 'seller',
  response: lazySchema(() => z.null()),
});

export const endSellerPageSession = defineEndpoint({
  method: 'DELETE',
  path: '/v2/seller/auth/page-session',
  summary: '콘솔 페이지 세션 쿠키를 지웁니다',
  tags: ['seller'],
  response: lazySchema(() => z.null()),
});

export const getSellerProfile = defineEndpoint({
  method: 'GET',
  path: '/v2/seller/me',
  summary: '내 판매점 정보와 평균 별점, 후기 수, 낙찰 건수',
  tags: ['seller'],
  auth: 'seller',
  response: sellerProfileSchema,
});

export const sellerDemoAccountSchema = lazySchema(() =>
  z
    .object({ email: z.string(), password: z.string(), storeName: z.string() })
    .register(z.globalRegistry, { id: 'SellerDemoAccount' }),
);
export type SellerDemoAccount = z.infer<typeof sellerDemoAccountSchema>;

export const listSellerDemoAccounts = defineEndpoint({
  method: 'GET',
  path: '/v2/seller/auth/demo-accounts',
  summary: '데모 판매점 계정 (개발 환경에서만, 운영에서는 404)',
  tags: ['seller'],
  response: lazySchema(() => z.array(sellerDemoAccountSchema)),
});
