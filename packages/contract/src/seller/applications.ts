import { z } from 'zod/mini';
import { phoneDigits, verificationCodeLength, verificationCodeMessages } from '../auth';
import { defineEndpoint } from '../core/endpoint';
import { lazySchema } from '../core/lazy-schema';
import { isoDateTime, recordId } from '../core/paging';
import { businessRegistrationNumberProblem } from '../domain/business-registration';
import { mainCategoryIds } from '../domain/categories';

/**
 * A store's application to join (입점 신청): 접수 until an operator decides, then 승인 (the dealer
 * account exists) or 반려 (with the reason the applicant reads).
 */
export const dealerApplicationStatuses = ['received', 'approved', 'rejected'] as const;
export type DealerApplicationStatus = (typeof dealerApplicationStatuses)[number];
export const dealerApplicationStatusLabels: Record<DealerApplicationStatus, string> = {
  received: '접수',
  approved: '승인',
  rejected: '반려',
};

export const dealerApplicationLimits = {
  storeName: 40,
  representative: 20,
  address: 200,
  email: 320,
  rejectionReason: 500,
} as const;

/**
 * 사업자 확인: when an operator approved the store's registration, as buyers see it beside the
 * store (bidder cards, quote detail, history, store page); null when it was never checked.
 */
export const businessVerifiedAtField = lazySchema(() =>
  z.nullable(isoDateTime).check(z.describe('사업자 확인 날짜 (입점 승인일), 확인 전이면 null')),
);

/** A dealer's password, wherever one is chosen (set by link, or given by `dealer:add`). */
export const dealerPasswordMinLength = 12;
export const dealerPasswordMaxLength = 200;

/** How long the password-setting link sent on approval works. */
export const dealerPasswordLinkTtlHours = 72;
/** How long a verified phone may wait for the form to be sent. */
export const applicantPhoneProofTtlMinutes = 30;

/** How long a rejected application (the applicant's details and certificate) is kept after the decision. */
export const rejectedApplicationRetentionMonths = 6;

export const dealerApplicationMessages = {
  storeNameRequired: '상호를 입력해 주세요.',
  representativeRequired: '대표자 이름을 입력해 주세요.',
  addressRequired: '주소를 입력해 주세요.',
  emailInvalid: '이메일 주소를 정확히 입력해 주세요.',
  categoriesRequired: '취급 카테고리를 하나 이상 골라 주세요.',
  consentRequired: '개인정보 수집·이용에 동의해 주세요.',
  certificateRequired: '사업자등록증 사진을 올려 주세요.',
  phoneNotVerified: '휴대폰 번호를 먼저 인증해 주세요.',
  phoneProofExpired: '휴대폰 인증 시간이 지났어요. 다시 인증해 주세요.',
  openApplicationExists: '이미 접수된 신청이 있어요. 신청 현황 링크에서 확인해 주세요.',
  dealerExists: '이미 입점한 판매점의 이메일이에요. 판매점 로그인을 이용해 주세요.',
  statusLinkInvalid: '신청 현황 링크가 올바르지 않아요. 문자로 받은 링크를 다시 열어 주세요.',
  alreadyDecided: '이미 처리된 신청이에요.',
  rejectionReasonRequired: '반려 사유를 입력해 주세요.',
  passwordTooShort: `비밀번호는 ${dealerPasswordMinLength}자 이상으로 정해 주세요.`,
  passwordLinkInvalid: '비밀번호 설정 링크가 만료되었거나 이미 사용되었어요.',
  notSaved: '신청서를 보내지 못했어요. 잠시 후 다시 시도해 주세요.',
} as const;

const mainCategoryIdList = Object.values(mainCategoryIds) as number[];

const requiredText = (max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max));

const emailText = lazySchema(() =>
  z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(dealerApplicationLimits.email, dealerApplicationMessages.emailInvalid),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, dealerApplicationMessages.emailInvalid),
    ),
);

const businessNumberText = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.superRefine((value, context) => {
      const problem = businessRegistrationNumberProblem(value);
      if (problem) context.issues.push({ code: 'custom', message: problem, input: value });
    }),
    z.overwrite((value) => value.replace(/[\s-]/g, '')),
  ),
);

/**
 * The application form's text fields, as both the console's form and the API check them. In the
 * multipart body each arrives as text: `categories` as comma-separated ids, `consent` as "true".
 */
export const dealerApplicationFieldsSchema = lazySchema(() =>
  z.object({
    storeName: requiredText(
      dealerApplicationLimits.storeName,
      dealerApplicationMessages.storeNameRequired,
    ),
    businessRegistrationNumber: businessNumberText,
    representative: requiredText(
      dealerApplicationLimits.representative,
      dealerApplicationMessages.representativeRequired,
    ),
    address: requiredText(
      dealerApplicationLimits.address,
      dealerApplicationMessages.addressRequired,
    ),
    phone: phoneDigits,
    phoneProof: z
      .string()
      .check(z.minLength(1, dealerApplicationMessages.phoneNotVerified), z.maxLength(200)),
    email: emailText,
    categories: z
      .pipe(
        z.string().check(z.maxLength(100)),
        z.transform((text) => text.split(',').filter(Boolean).map(Number)),
      )
      .check(
        z.refine((ids) => ids.length > 0, dealerApplicationMessages.categoriesRequired),
        z.refine(
          (ids) => ids.every((id) => mainCategoryIdList.includes(id)),
          dealerApplicationMessages.categoriesRequired,
        ),
      ),
    consent: z.literal('true', dealerApplicationMessages.consentRequired),
  }),
);
export type DealerApplicationFields = z.input<typeof dealerApplicationFieldsSchema>;
export const dealerApplicationTextFields = [
  'storeName',
  'businessRegistrationNumber',
  'representative',
  'address',
  'phone',
  'phoneProof',
  'email',
  'categories',
  'consent',
] as const satisfies readonly (keyof DealerApplicationFields)[];
/** The form's text as typed, field by field, before the schema checks it. */
export type DealerApplicationForm = Record<(typeof dealerApplicationTextFields)[number], string>;
/** The multipart field of the 사업자등록증 photo. */
export const dealerCertificateField = 'certificate';

/** What the applicant sees on the status page, reached by the private link given at submission. */
export const dealerApplicationProgressSchema = lazySchema(() =>
  z
    .object({
      storeName: z.string(),
      businessRegistrationNumber: z.string().check(z.describe('123-45-67890')),
      status: z.enum(dealerApplicationStatuses),
      submittedAt: isoDateTime,
      decidedAt: z.nullable(isoDateTime),
      rejectionReason: z.nullable(z.string()),
    })
    .register(z.globalRegistry, { id: 'DealerApplicationProgress' }),
);
export type DealerApplicationProgress = z.infer<typeof dealerApplicationProgressSchema>;

const codeText = lazySchema(() =>
  z
    .string()
    .check(
      z.regex(new RegExp(`^\\d{${verificationCodeLength}}$`), verificationCodeMessages.incomplete),
    ),
);

export const requestApplicantPhoneCode = defineEndpoint({
  method: 'POST',
  path: '/v2/dealer-applications/phone-codes',
  summary: `입점 신청: 휴대폰 인증번호 요청 (${verificationCodeLength}자리, 문자로)`,
  tags: ['dealer-applications'],
  body: lazySchema(() => z.object({ phone: phoneDigits })),
  response: lazySchema(() => z.object({ expiresAt: isoDateTime, expiresInSeconds: z.int() })),
});

export const verifyApplicantPhoneCode = defineEndpoint({
  method: 'POST',
  path: '/v2/dealer-applications/phone-codes/verify',
  summary: `입점 신청: 인증번호 확인. 돌려주는 phoneProof를 신청서와 함께 보냄 (${applicantPhoneProofTtlMinutes}분 유효)`,
  tags: ['dealer-applications'],
  body: lazySchema(() => z.object({ phone: phoneDigits, code: codeText })),
  response: lazySchema(() => z.object({ phoneProof: z.string(), expiresAt: isoDateTime })),
});

export const submitDealerApplication = defineEndpoint({
  method: 'POST',
  path: '/v2/dealer-applications',
  summary:
    '입점 신청서 접수 (multipart/form-data: 텍스트 항목 + certificate 사업자등록증 사진). 신청 현황을 볼 비공개 링크의 토큰을 돌려주고 문자로도 보냄',
  tags: ['dealer-applications'],
  bodyType: 'multipart',
  body: lazySchema(() => z.object({})),
  response: lazySchema(() =>
    z.object({ statusToken: z.string(), progress: dealerApplicationProgressSchema }),
  ),
});

export const getDealerApplicationProgress = defineEndpoint({
  method: 'GET',
  path: '/v2/dealer-applications/progress',
  summary: '입점 신청 현황 (접수 → 승인 / 반려와 사유): 신청 때 받은 비공개 링크의 토큰으로',
  tags: ['dealer-applications'],
  query: lazySchema(() => z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) })),
  response: dealerApplicationProgressSchema,
});

export const getDealerPasswordLink = defineEndpoint({
  method: 'GET',
  path: '/v2/seller/password-link',
  summary: '승인 문자로 받은 비밀번호 설정 링크 확인 (한 번만 쓸 수 있음)',
  tags: ['dealer-applications'],
  query: lazySchema(() => z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) })),
  response: lazySchema(() =>
    z.object({ email: z.string(), storeName: z.string(), expiresAt: isoDateTime }),
  ),
});

export const setDealerPassword = defineEndpoint({
  method: 'POST',
  path: '/v2/seller/password-link',
  summary: `비밀번호 설정 (한 번만 쓰는 링크의 토큰, ${dealerPasswordMinLength}자 이상)`,
  tags: ['dealer-applications'],
  body: lazySchema(() =>
    z.object({
      token: z.string().check(z.minLength(1), z.maxLength(200)),
      password: z
        .string()
        .check(
          z.minLength(dealerPasswordMinLength, dealerApplicationMessages.passwordTooShort),
          z.maxLength(dealerPasswordMaxLength),
        ),
    }),
  ),
  response: lazySchema(() => z.object({ email: z.string(), sellerId: recordId })),
});
