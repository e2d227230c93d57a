import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { lazySchema } from '../core/lazy-schema';
import { isoDateTime, recordId } from '../core/paging';
import { operatorRoles } from './roles';

/** An operator's session ends after this long without a call. */
export const operatorIdleMinutes = 30;
/** And after this long whatever happens: a working day. */
export const operatorSessionHours = 12;
/** The time between the password and the second factor. */
export const operatorChallengeMinutes = 5;
/** An enrolment link works once, within this time. */
export const operatorEnrolmentHours = 24;
export const operatorPasswordMinLength = 12;
export const operatorPasswordMaxLength = 200;
export const operatorRecoveryCodeCount = 10;
/** Failed logins allowed per email from one address before that address waits (as for dealers). */
export const operatorLoginMaxFailures = 5;
export const operatorLoginWindowMinutes = 15;

/** The six digits an authenticator app shows; spaces people type between them are dropped. */
const totpCode = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.overwrite((code) => code.replace(/\s+/g, '')),
    z.regex(/^\d{6}$/, '인증 앱에 보이는 6자리 숫자를 입력해 주세요.'),
  ),
);
/** A recovery code as printed (`abcd-efgh-jk`), in any case and with or without its hyphens. */
const recoveryCode = lazySchema(() =>
  z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(40)),
);

export const operatorMessages = {
  wrongPassword: '이메일 또는 비밀번호가 올바르지 않아요.',
  wrongCode: '인증 코드가 올바르지 않아요. 인증 앱의 새 코드를 입력해 주세요.',
  wrongRecoveryCode: '복구 코드가 올바르지 않거나 이미 사용했어요.',
  challengeExpired: '로그인 시간이 지났어요. 이메일과 비밀번호부터 다시 입력해 주세요.',
  enrolmentInvalid: '등록 링크가 올바르지 않거나 만료되었어요. 관리자에게 새 링크를 요청해 주세요.',
  passwordTooShort: `비밀번호는 ${operatorPasswordMinLength}자 이상이어야 해요.`,
  passwordsDiffer: '비밀번호가 서로 달라요.',
  operatorOnly: '운영자 계정으로만 이용할 수 있어요.',
  noPermission: '이 작업을 할 권한이 없어요.',
  idleExpired: `${operatorIdleMinutes}분 동안 사용하지 않아 로그아웃되었어요. 다시 로그인해 주세요.`,
} as const;

export const operatorAccountSchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      email: z.string(),
      name: z.string(),
      role: z.enum(operatorRoles),
    })
    .register(z.globalRegistry, { id: 'OperatorAccount' }),
);
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;

const operatorEmail = lazySchema(() =>
  z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(320)),
);

export const operatorSessionSchema = lazySchema(() =>
  z
    .object({
      token: z.string(),
      operator: operatorAccountSchema,
      recoveryCodesLeft: z.int().check(z.nonnegative()),
    })
    .register(z.globalRegistry, { id: 'OperatorSession' }),
);
export type OperatorSession = z.infer<typeof operatorSessionSchema>;

export const operatorLogin = defineEndpoint({
  method: 'POST',
  path: '/v2/admin/auth/login',
  summary: `운영자 로그인 1단계: 이메일·비밀번호 (맞으면 ${operatorChallengeMinutes}분 동안 쓰는 2단계 인증 토큰을 줌; 판매점처럼 ${operatorLoginWindowMinutes}분에 ${operatorLoginMaxFailures}번 틀리면 잠시 막힘)`,
  tags: ['admin'],
  body: lazySchema(() =>
    z.object({
      email: operatorEmail,
      password: z.string().check(z.minLength(1), z.maxLength(operatorPasswordMaxLength)),
    }),
  ),
  response: lazySchema(() =>
    z
      .object({ challengeToken: z.string(), expiresAt: isoDateTime })
      .register(z.globalRegistry, { id: 'OperatorLoginChallenge' }),
  ),
});

export const operatorSecondFactor = defineEndpoint({
  method: 'POST',
  path: '/v2/admin/auth/second-factor',
  summary: `운영자 로그인 2단계: 인증 앱의 6자리 코드 또는 복구 코드 하나 (세션은 ${operatorIdleMinutes}분 동안 쓰지 않으면 끝남)`,
  tags: ['admin'],
  body: lazySchema(() =>
    z.union([
      z.object({ challengeToken: z.string().check(z.maxLength(200)), code: totpCode }),
      z.object({
        challengeToken: z.string().check(z.maxLength(200)),
        recoveryCode,
      }),
    ]),
  ),
  response: operatorSessionSchema,
});

export const operatorLogout = defineEndpoint({
  method: 'POST',
  path: '/v2/admin/auth/logout',
  summary: '운영자 로그아웃',
  tags: ['admin'],
  auth: 'operator',
  permission: 'read',
  response: lazySchema(() => z.null()),
});

export const getOperatorMe = defineEndpoint({
  method: 'GET',
  path: '/v2/admin/me',
  summary: '로그인한 운영자와 역할',
  tags: ['admin'],
  auth: 'operator',
  permission: 'read',
  response: operatorAccountSchema,
});

export const operatorDemoAccountSchema = lazySchema(() =>
  z
    .object({
      email: z.string(),
      password: z.string(),
      name: z.string(),
      role: z.enum(operatorRoles),
      code: z.string().check(z.describe('지금 이 순간의 인증 코드')),
    })
    .register(z.globalRegistry, { id: 'OperatorDemoAccount' }),
);
export type OperatorDemoAccount = z.infer<typeof operatorDemoAccountSchema>;

export const listOperatorDemoAccounts = defineEndpoint({
  method: 'GET',
  path: '/v2/admin/auth/demo-accounts',
  summary: '역할별 데모 운영자 계정과 지금의 인증 코드 (개발 환경에서만, 운영에서는 404)',
  tags: ['admin'],
  response: lazySchema(() => z.array(operatorDemoAccountSchema)),
});

const enrolmentToken = lazySchema(() => z.string().check(z.minLength(1), z.maxLength(200)));

export const getOperatorEnrolment = defineEndpoint({
  method: 'GET',
  path: '/v2/admin/enrolment',
  summary: '운영자 등록 링크: 누구의 계정인지와 인증 앱에 등록할 QR 코드',
  tags: ['admin'],
  query: lazySchema(() => z.object({ token: enrolmentToken })),
  response: lazySchema(() =>
    z
      .object({
        email: z.string(),
        name: z.string(),
        role: z.enum(operatorRoles),
        otpauthUri: z.string(),
        qrCodeSvg: z.string().check(z.describe('otpauthUri의 QR 코드 (SVG)')),
        secret: z.string().check(z.describe('QR 코드를 찍을 수 없을 때 직접 입력하는 키')),
        expiresAt: isoDateTime,
      })
      .register(z.globalRegistry, { id: 'OperatorEnrolment' }),
  ),
});

export const completeOperatorEnrolment = defineEndpoint({
  method: 'POST',
  path: '/v2/admin/enrolment',
  summary: `운영자 등록 완료: 비밀번호(${operatorPasswordMinLength}자 이상)와 인증 앱의 첫 코드; 복구 코드 ${operatorRecoveryCodeCount}개를 한 번만 보여 줌`,
  tags: ['admin'],
  body: lazySchema(() =>
    z.object({
      token: enrolmentToken,
      password: z
        .string()
        .check(
          z.minLength(operatorPasswordMinLength, operatorMessages.passwordTooShort),
          z.maxLength(operatorPasswordMaxLength),
        ),
      code: totpCode,
    }),
  ),
  response: lazySchema(() =>
    z
      .object({
        session: operatorSessionSchema,
        recoveryCodes: z.array(z.string()),
      })
      .register(z.globalRegistry, { id: 'OperatorEnrolmentResult' }),
  ),
});
