import { z } from 'zod';
import {
  consentTerms,
  invalidMobileNumberMessage,
  mobileNumberPattern,
  socialProviders,
} from '../domain';
import { defineEndpoint } from '../core/endpoint';
import { isoDateTime } from '../core/paging';

/** Korean mobile numbers as the app sends them: digits only (the rule is the domain's). */
export const phoneDigits = z.string().trim().regex(mobileNumberPattern, invalidMobileNumberMessage);

export const loginResultSchema = z
  .object({
    token: z.string(),
    user: z.object({ id: z.number().int() }),
    isFirstTimeLogin: z.boolean(),
  })
  .meta({ id: 'LoginResult' });
export type LoginResult = z.infer<typeof loginResultSchema>;

export const socialLogin = defineEndpoint({
  method: 'POST',
  path: '/v2/auth/sns-login/ab',
  summary:
    '소셜 로그인 (카카오·네이버·구글·애플). accessToken을 제공자에게 서버가 직접 확인하고, 본인 정보는 제공자의 응답을 따릅니다.',
  tags: ['auth'],
  body: z.object({
    provider: z.enum(socialProviders),
    /** Access token (Kakao, Naver, Google) or identity token (Apple) from the provider's SDK. */
    accessToken: z.string().min(1).max(4096),
    providerId: z.string().max(200).optional(),
    email: z.string().max(320).nullish(),
    name: z.string().max(100).nullish(),
    profileImage: z.string().max(2000).nullish(),
    phoneNumber: z.string().max(20).nullish(),
  }),
  response: loginResultSchema,
});

export const developerLogin = defineEndpoint({
  method: 'POST',
  path: '/v2/auth/sns-login',
  summary: '개발자 로그인 (개발 환경의 localhost에서만; 그 밖에는 404)',
  tags: ['auth'],
  body: z.object({ email: z.email().max(320) }),
  response: loginResultSchema,
});

export const mediaLogin = defineEndpoint({
  method: 'POST',
  path: '/v2/auth/media-login',
  summary: '제휴 미디어 로그인 (pKey: 제휴사, cKey: 제휴사가 서명한 고객 키)',
  tags: ['auth'],
  body: z.object({
    pkey: z.string().trim().min(1).max(100),
    ckey: z.string().trim().min(1).max(300),
  }),
  response: loginResultSchema,
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/auth/logout',
  summary: '로그아웃: 이 토큰을 폐기하고 기기의 알림 등록을 지웁니다',
  tags: ['auth'],
  auth: 'buyer',
  query: z.object({ deviceId: z.string().max(200).optional() }),
  response: z.null(),
});

export const devicePlatforms = ['web', 'ios', 'android'] as const;

export const registerDevice = defineEndpoint({
  method: 'POST',
  path: '/fcm/register',
  summary: '기기 등록 (웹은 platform web, udid는 방문자 식별값, fcmToken은 빈 값)',
  tags: ['auth'],
  auth: 'buyer',
  body: z.object({
    platform: z.enum(devicePlatforms),
    udid: z.string().trim().min(1).max(200),
    fcmToken: z.string().max(4096).default(''),
  }),
  response: z.object({ platform: z.enum(devicePlatforms), udid: z.string() }),
});

export const phoneVerificationStatusSchema = z
  .object({ phone: z.string(), verifiedAt: isoDateTime })
  .nullable()
  .meta({ id: 'PhoneVerificationStatus' });

export const getPhoneVerification = defineEndpoint({
  method: 'GET',
  path: '/v2/verifications',
  summary: '휴대폰 본인인증 여부 (data가 null이면 아직 인증하지 않음)',
  tags: ['verification'],
  auth: 'buyer',
  response: phoneVerificationStatusSchema,
});

/** Seconds a verification code stays valid (the app's countdown). */
export const verificationCodeTtlSeconds = 300;

export const requestPhoneVerification = defineEndpoint({
  method: 'POST',
  path: '/v2/verifications',
  summary: '인증번호 요청: 4자리 인증번호를 문자로 보냅니다 (300초 유효)',
  tags: ['verification'],
  auth: 'buyer',
  body: z.object({ target: z.literal('PHONE'), payload: phoneDigits }),
  response: z.object({ expiresAt: isoDateTime, expiresInSeconds: z.number().int() }),
});

export const consentAgreementSchema = z.object({ term: z.enum(consentTerms), agreed: z.boolean() });

export const verifyPhone = defineEndpoint({
  method: 'POST',
  path: '/v2/verifications/:code/verify',
  summary: '인증번호 확인 (경로의 값이 인증번호) 및 약관 동의 기록',
  tags: ['verification'],
  auth: 'buyer',
  params: z.object({ code: z.string().regex(/^\d{4}$/, '인증번호 4자리를 입력해 주세요.') }),
  body: z.object({
    userAgreementList: z.array(consentAgreementSchema).max(10),
    isConsented: z.boolean(),
  }),
  response: z.object({ phone: z.string(), verifiedAt: isoDateTime }),
});

export const smsOutboxEntrySchema = z.object({
  phone: z.string(),
  text: z.string(),
  code: z.string(),
  sentAt: isoDateTime,
});

export const getDevelopmentSmsOutbox = defineEndpoint({
  method: 'GET',
  path: '/v2/dev/sms-outbox',
  summary: '개발용 문자 발송함 (운영 환경에서는 404): 개발 발송기가 보낸 인증번호를 최신순으로',
  tags: ['development'],
  query: z.object({ phone: phoneDigits.optional() }),
  response: z.array(smsOutboxEntrySchema),
});
