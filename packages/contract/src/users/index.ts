import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { invalidMobileNumberMessage, mobileNumberPattern, profileImageRules } from '../domain';
import { lazySchema } from '../core/lazy-schema';

export const profileProviders = [
  'google',
  'kakao',
  'apple',
  'naver',
  'media',
  'developer',
] as const;

export const profileSchema = lazySchema(() =>
  z
    .object({
      id: z.int(),
      profileImage: z.nullable(z.string()),
      firstName: z.nullable(z.string()),
      /** The spec's name for the nickname field. */
      provider_id: z.nullable(z.string()),
      nickname: z.nullable(z.string()),
      provider: z.enum(profileProviders),
      email: z.nullable(z.string()),
      phoneNumber: z.nullable(z.string()),
    })
    .register(z.globalRegistry, { id: 'Profile' }),
);
export type Profile = z.infer<typeof profileSchema>;

export const getProfile = defineEndpoint({
  method: 'GET',
  path: '/v2/users/profile',
  summary: '내 프로필',
  tags: ['users'],
  auth: 'buyer',
  response: profileSchema,
});

/** Profile photos: JPEG or PNG (checked by content), at most 5 MB: the one rule of `profileImageRules`. */
export const profileImageMaxBytes = profileImageRules.maxBytes;

/** Fields of the multipart form; exactly one is sent per request. */
export const profileTextFieldsSchema = lazySchema(() =>
  z.object({
    nickname: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, '닉네임을 입력해 주세요.'),
        z.maxLength(20, '닉네임은 20자까지 쓸 수 있어요.'),
      ),
    email: z
      .email('이메일 주소를 정확히 입력해 주세요.')
      .check(z.maxLength(320, '이메일 주소는 320자까지 쓸 수 있어요.')),
    phoneNumber: z.pipe(
      z.pipe(
        z.string().check(z.trim()),
        z.transform((value) => value.replaceAll('-', '')),
      ),
      z.string().check(z.regex(mobileNumberPattern, invalidMobileNumberMessage)),
    ),
  }),
);

/**
 * A new phone number is never taken from the profile form: confirming a code texted to it
 * (`verifyPhone`) makes it the buyer's verified number. The form's phoneNumber may only repeat it.
 */
export const phoneChangeNeedsVerificationMessage =
  '휴대폰 번호를 바꾸려면 새 번호로 인증해 주세요.';

export const updateProfile = defineEndpoint({
  method: 'PATCH',
  path: '/v2/users/profile',
  summary:
    '프로필 수정 (multipart/form-data로 profileImage 파일, nickname, email 중 하나). 휴대폰 번호는 새 번호로 인증해야 바뀌므로(verifyPhone), phoneNumber는 지금 인증된 번호만 받습니다.',
  tags: ['users'],
  auth: 'buyer',
  bodyType: 'multipart',
  body: lazySchema(() => z.object({})),
  response: profileSchema,
});

export const cancelMembership = defineEndpoint({
  method: 'PUT',
  path: '/users/cancel-membership',
  summary: '회원 탈퇴: 개인정보를 익명화하고 모든 로그인을 끝냅니다 (법정 보관 기록만 남김)',
  tags: ['users'],
  auth: 'buyer',
  response: lazySchema(() => z.null()),
});

// Notification settings: the schema and endpoints live in their own file.
export * from './notification-settings';
