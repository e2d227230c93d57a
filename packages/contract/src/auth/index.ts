import { z } from 'zod/mini';
import {
  consentTerms,
  invalidMobileNumberMessage,
  mobileNumberPattern,
  socialProviders,
  type SocialProvider,
} from '../domain';
import { defineEndpoint } from '../core/endpoint';
import { isoDateTime } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';

/** Korean mobile numbers as the app sends them: digits only (the rule is the domain's). */
export const phoneDigits = lazySchema(() =>
  z.string().check(z.trim(), z.regex(mobileNumberPattern, invalidMobileNumberMessage)),
);

export const loginResultSchema = lazySchema(() =>
  z
    .object({
      token: z.string(),
      user: z.object({ id: z.int() }),
      isFirstTimeLogin: z.boolean(),
    })
    .register(z.globalRegistry, { id: 'LoginResult' }),
);
export type LoginResult = z.infer<typeof loginResultSchema>;

/**
 * A social login that reached the server without what its provider's flow hands over (the code,
 * the state, the callback address or the token): the buyer can only start again. The login page
 * says the same when the state it sent out does not come back.
 */
export const socialLoginRequestInvalidMessage =
  '로그인 요청을 확인하지 못했어요. 로그인 화면에서 다시 시도해 주세요.';

/** The providers whose web login ends with an authorization code that our server exchanges. */
export const codeFlowProviders = ['naver', 'kakao'] as const satisfies readonly SocialProvider[];
export type CodeFlowProvider = (typeof codeFlowProviders)[number];

export const socialLogin = defineEndpoint({
  method: 'POST',
  path: '/v2/auth/sns-login/ab',
  summary:
    '소셜 로그인 (카카오·네이버·구글·애플). 네이버는 인가 코드(code, state)를, 카카오는 인가 코드(code, state, redirectUri) 또는 앱 SDK의 accessToken을, 구글·애플은 토큰을 보냅니다. 서버가 제공자에게 직접 코드를 교환하고 토큰을 확인하며, 본인 정보는 제공자의 응답을 따릅니다.',
  tags: ['auth'],
  body: lazySchema(() =>
    z
      .object({
        provider: z.enum(socialProviders),
        /**
         * Kakao (its app SDKs), Google: an access token; Apple: the identity token. Never for Naver:
         * a Naver token could have been issued to another application.
         */
        accessToken: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))),
        /** Naver, Kakao on the web: the authorization code the provider sent to our callback page. */
        code: z.optional(z.string().check(z.minLength(1), z.maxLength(1024))),
        /** The random value our login page sent out and checked on the callback page. */
        state: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
        /** Kakao: the callback address the code was sent to (Kakao checks it again). */
        redirectUri: z.optional(z.url({ protocol: /^https?$/ }).check(z.maxLength(2000))),
        providerId: z.optional(z.string().check(z.maxLength(200))),
        email: z.nullish(z.string().check(z.maxLength(320))),
        name: z.nullish(z.string().check(z.maxLength(100))),
        profileImage: z.nullish(z.string().check(z.maxLength(2000))),
        phoneNumber: z.nullish(z.string().check(z.maxLength(20))),
      })
      .check(
        z.superRefine((body, context) => {
          // Each of these is the app's to send, not the buyer's to fix: one message for all of them.
          const wrong = (path: string) =>
            context.addIssue({
              code: 'custom',
              path: [path],
              message: socialLoginRequestInvalidMessage,
            });
          if (body.provider === 'naver') {
            // A Naver token could have been issued to another application: Naver logs in by code only.
            if (body.accessToken) wrong('accessToken');
            if (!body.code) wrong('code');
            if (!body.state) wrong('state');
            return;
          }
          if (body.provider === 'kakao' && body.code) {
            if (!body.state) wrong('state');
            if (!body.redirectUri) wrong('redirectUri');
            return;
          }
          if (!body.accessToken) wrong('accessToken');
        }),
      ),
  ),
  response: loginResultSchema,
});

export const developerLogin = defineEndpoint({
  method: 'POST',
  path: '/v2/auth/sns-login',
  summary: '개발자 로그인 (개발 환경의 localhost에서만; 그 밖에는 404)',
  tags: ['auth'],
  body: lazySchema(() => z.object({ email: z.email().check(z.maxLength(320)) })),
  response: loginResultSchema,
});

export const mediaLogin = defineEndpoint({
  method: 'POST',
  path: '/v2/auth/media-login',
  summary: '제휴 미디어 로그인 (pKey: 제휴사, cKey: 제휴사가 서명한 고객 키)',
  tags: ['auth'],
  body: lazySchema(() =>
    z.object({
      pkey: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
      ckey: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
    }),
  ),
  response: loginResultSchema,
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/auth/logout',
  summary: '로그아웃: 이 토큰을 폐기하고 기기의 알림 등록을 지웁니다',
  tags: ['auth'],
  auth: 'buyer',
  query: lazySchema(() => z.object({ deviceId: z.optional(z.string().check(z.maxLength(200))) })),
  response: lazySchema(() => z.null()),
});

/**
 * The page session (docs/decisions/0012): the signed-in buyer's token, kept by the browser as an
 * HttpOnly cookie that only the server's rendering of pages reads, so a page behind the login
 * arrives rendered with the buyer's data. Every login sets it and logout and withdrawal end it;
 * this call sets it for a session that began before it existed or lost its cookie.
 */
export const startPageSession = defineEndpoint({
  method: 'PUT',
  path: '/v2/auth/page-session',
  summary: '페이지 세션: 로그인한 화면을 서버가 그려 보낼 수 있게 이 토큰을 HttpOnly 쿠키로 둡니다',
  tags: ['auth'],
  auth: 'buyer',
  response: lazySchema(() => z.null()),
});

/** Ends this browser's page session (the cookie), for a browser that signed out on its own. */
export const endPageSession = defineEndpoint({
  method: 'DELETE',
  path: '/v2/auth/page-session',
  summary: '페이지 세션 쿠키를 지웁니다',
  tags: ['auth'],
  response: lazySchema(() => z.null()),
});

export const devicePlatforms = ['web', 'ios', 'android'] as const;

export const registerDevice = defineEndpoint({
  method: 'POST',
  path: '/fcm/register',
  summary:
    '기기 등록: 웹은 platform web, udid는 방문자 식별값, fcmToken은 푸시 구독(PushSubscription.toJSON())의 JSON 문자열이거나 빈 값 (알림을 받지 않음); 앱은 FCM 기기 토큰',
  tags: ['auth'],
  auth: 'buyer',
  body: lazySchema(() =>
    z.object({
      platform: z.enum(devicePlatforms),
      udid: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
      fcmToken: z._default(z.string().check(z.maxLength(4096)), ''),
    }),
  ),
  response: lazySchema(() => z.object({ platform: z.enum(devicePlatforms), udid: z.string() })),
});

export const phoneVerificationStatusSchema = lazySchema(() =>
  z
    .nullable(z.object({ phone: z.string(), verifiedAt: isoDateTime }))
    .register(z.globalRegistry, { id: 'PhoneVerificationStatus' }),
);

export const getPhoneVerification = defineEndpoint({
  method: 'GET',
  path: '/v2/verifications',
  summary: '휴대폰 본인인증 여부 (data가 null이면 아직 인증하지 않음)',
  tags: ['verification'],
  auth: 'buyer',
  response: phoneVerificationStatusSchema,
});

/** Seconds a verification code stays valid (the app's countdown). */
/** A texted code is this many digits. */
export const verificationCodeLength = 4;

export const verificationCodeTtlSeconds = 300;

export const requestPhoneVerification = defineEndpoint({
  method: 'POST',
  path: '/v2/verifications',
  summary: `인증번호 요청: ${verificationCodeLength}자리 인증번호를 문자로 보냅니다 (${verificationCodeTtlSeconds}초 유효)`,
  tags: ['verification'],
  auth: 'buyer',
  body: lazySchema(() => z.object({ target: z.literal('PHONE'), payload: phoneDigits })),
  response: lazySchema(() => z.object({ expiresAt: isoDateTime, expiresInSeconds: z.int() })),
});

export const consentAgreementSchema = lazySchema(() =>
  z.object({ term: z.enum(consentTerms), agreed: z.boolean() }),
);

/**
 * What the buyer reads when a code stops working, the same whether the app or the server notices
 * first (the app's countdown ends, or the server answers 410 / 429).
 */
/** One text per state of a phone verification, whether the app or the server notices it first. */
export const verificationCodeMessages = {
  sent: '인증번호를 보냈어요.',
  sendFailed: '인증번호를 보내지 못했어요. 잠시 후 다시 시도해 주세요.',
  notRequested: '인증번호를 먼저 요청해 주세요.',
  incomplete: `인증번호 ${verificationCodeLength}자리를 입력해 주세요.`,
  wrongCode: '인증번호가 올바르지 않아요.',
  expired: '인증 시간이 지났어요. 인증번호를 다시 받아 주세요.',
  tooManyAttempts: '입력 횟수(5회)를 넘었어요. 인증번호를 다시 받아 주세요.',
  termsRequired: '필수 약관에 동의해 주세요.',
  verified: '인증이 완료되었어요.',
} as const;

export const verifyPhone = defineEndpoint({
  method: 'POST',
  path: '/v2/verifications/:code/verify',
  summary:
    '인증번호 확인 (경로의 값이 인증번호): 확인된 번호가 곧 회원의 인증된 휴대폰 번호가 됩니다 (번호 변경도 이 호출로). 약관 동의 목록을 보내면 동의를 새로 기록하고, 생략하면 이미 동의한 필수 약관이 있어야 합니다.',
  tags: ['verification'],
  auth: 'buyer',
  params: lazySchema(() =>
    z.object({
      code: z
        .string()
        .check(
          z.regex(
            new RegExp(`^\\d{${verificationCodeLength}}$`),
            verificationCodeMessages.incomplete,
          ),
        ),
    }),
  ),
  body: lazySchema(() =>
    z.object({
      /** First verification: the consents given on the page. Omitted for a number change. */
      userAgreementList: z.optional(z.array(consentAgreementSchema).check(z.maxLength(10))),
      isConsented: z.optional(z.boolean()),
    }),
  ),
  response: lazySchema(() => z.object({ phone: z.string(), verifiedAt: isoDateTime })),
});

export const smsOutboxEntrySchema = lazySchema(() =>
  z.object({
    phone: z.string(),
    text: z.string(),
    code: z.string().check(z.describe('문자 속 인증번호 (알림 문자는 빈 값)')),
    sentAt: isoDateTime,
  }),
);

export const getDevelopmentSmsOutbox = defineEndpoint({
  method: 'GET',
  path: '/v2/dev/sms-outbox',
  summary: '개발용 문자 발송함 (운영 환경에서는 404): 개발 발송기가 보낸 인증번호를 최신순으로',
  tags: ['development'],
  query: lazySchema(() => z.object({ phone: z.optional(phoneDigits) })),
  response: lazySchema(() => z.array(smsOutboxEntrySchema)),
});
