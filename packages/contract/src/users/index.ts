import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';

export const profileProviders = [
  'google',
  'kakao',
  'apple',
  'naver',
  'media',
  'developer',
] as const;

export const profileSchema = z
  .object({
    id: z.number().int(),
    profileImage: z.string().nullable(),
    firstName: z.string().nullable(),
    /** The spec's name for the nickname field. */
    provider_id: z.string().nullable(),
    nickname: z.string().nullable(),
    provider: z.enum(profileProviders),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

export const getProfile = defineEndpoint({
  method: 'GET',
  path: '/v2/users/profile',
  summary: '내 프로필',
  tags: ['users'],
  auth: 'buyer',
  response: profileSchema,
});

/** Profile photos: JPEG or PNG (checked by content), at most 5 MB. */
export const profileImageMaxBytes = 5 * 1024 * 1024;

/** Fields of the multipart form; exactly one is sent per request. */
export const profileTextFieldsSchema = z.object({
  nickname: z
    .string()
    .trim()
    .min(1, '닉네임을 입력해 주세요.')
    .max(20, '닉네임은 20자까지 쓸 수 있어요.'),
  email: z.email('이메일 주소를 정확히 입력해 주세요.').max(320),
  phoneNumber: z
    .string()
    .trim()
    .transform((value) => value.replaceAll('-', ''))
    .pipe(z.string().regex(/^01[016789]\d{7,8}$/, '휴대폰 번호를 정확히 입력해 주세요.')),
});

export const updateProfile = defineEndpoint({
  method: 'PATCH',
  path: '/v2/users/profile',
  summary:
    '프로필 수정 (multipart/form-data로 profileImage 파일, nickname, email, phoneNumber 중 하나)',
  tags: ['users'],
  auth: 'buyer',
  bodyType: 'multipart',
  body: z.object({}),
  response: profileSchema,
});

export const cancelMembership = defineEndpoint({
  method: 'PUT',
  path: '/users/cancel-membership',
  summary: '회원 탈퇴: 개인정보를 익명화하고 모든 로그인을 끝냅니다 (법정 보관 기록만 남김)',
  tags: ['users'],
  auth: 'buyer',
  response: z.null(),
});

export const notificationSettingsSchema = z
  .object({
    infoNotifications: z.boolean(),
    eventNotifications: z.boolean(),
    allProductNotifications: z.boolean(),
    cellPhoneQuoteNotification: z.boolean(),
    internetQuoteNotification: z.boolean(),
    waterPurifierQuoteNotification: z.boolean(),
    airPurifierQuoteNotification: z.boolean(),
    massageChairQuoteNotification: z.boolean(),
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const getNotificationSettings = defineEndpoint({
  method: 'GET',
  path: '/notifications',
  summary: '알림 설정',
  tags: ['users'],
  auth: 'buyer',
  response: notificationSettingsSchema,
});

export const updateNotificationSettings = defineEndpoint({
  method: 'PUT',
  path: '/notifications',
  summary: '알림 설정 저장 (전체 객체)',
  tags: ['users'],
  auth: 'buyer',
  body: notificationSettingsSchema,
  response: notificationSettingsSchema,
});
