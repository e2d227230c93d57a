import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { lazySchema } from '../core/lazy-schema';
import { recordId } from '../core/paging';

/** The 1:1 문의 categories, in the form's order, with their Korean names. */
export const inquiryCategories = [
  'service',
  'purchase',
  'storeReport',
  'account',
  'other',
] as const;
export type InquiryCategory = (typeof inquiryCategories)[number];
export const inquiryCategoryLabels: Record<InquiryCategory, string> = {
  service: '서비스 이용',
  purchase: '견적·구매',
  storeReport: '판매점 신고',
  account: '계정',
  other: '기타',
};

export const inquiryMessageMinLength = 10;
export const inquiryMessageMaxLength = 2000;
export const inquiryEmailMaxLength = 320;

/** Where an inquiry stands; the operators' console moves it on. */
export const inquiryStatuses = ['received', 'answered'] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

export const inquiryMessages = {
  categoryRequired: '문의 유형을 선택해 주세요.',
  messageRequired: '문의 내용을 입력해 주세요.',
  messageTooShort: `문의 내용을 ${inquiryMessageMinLength}자 이상 입력해 주세요.`,
  messageTooLong: `문의 내용은 ${inquiryMessageMaxLength}자까지 입력할 수 있어요.`,
  emailRequired: '답변받을 이메일 주소를 입력해 주세요.',
  emailInvalid: '이메일 주소를 정확히 입력해 주세요.',
  consentRequired: '답변을 위한 이메일 수집에 동의해 주세요.',
  received: '문의를 접수했어요',
} as const;

export interface InquiryForm {
  category: string;
  message: string;
  email: string;
  consent: boolean;
}

export type InquiryProblems = Record<keyof InquiryForm, string | null>;

// A plain shape check (one @, a dot in the domain, no spaces): the reply itself proves the address.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isInquiryCategory(value: string): value is InquiryCategory {
  return (inquiryCategories as readonly string[]).includes(value);
}

/** The 1:1 문의 form's rule, shared by the app and the server: each field's problem, or null. */
export function inquiryProblems(form: InquiryForm): InquiryProblems {
  const message = form.message.trim();
  const email = form.email.trim();
  return {
    category: isInquiryCategory(form.category) ? null : inquiryMessages.categoryRequired,
    message: !message
      ? inquiryMessages.messageRequired
      : message.length < inquiryMessageMinLength
        ? inquiryMessages.messageTooShort
        : message.length > inquiryMessageMaxLength
          ? inquiryMessages.messageTooLong
          : null,
    email: !email
      ? inquiryMessages.emailRequired
      : email.length > inquiryEmailMaxLength || !emailPattern.test(email)
        ? inquiryMessages.emailInvalid
        : null,
    consent: form.consent ? null : inquiryMessages.consentRequired,
  };
}

// The body takes any string: the rule above answers with the form's own words instead of a
// generic validation message.
export const submitInquiry = defineEndpoint({
  method: 'POST',
  path: '/v2/inquiries',
  summary: '1:1 문의 접수 (회원·비회원 모두; 답변은 이메일로)',
  tags: ['company'],
  auth: 'optional',
  body: lazySchema(() =>
    z.object({
      category: z.string().check(z.describe(`문의 유형: ${inquiryCategories.join(', ')}`)),
      message: z
        .string()
        .check(
          z.describe(
            `문의 내용 (앞뒤 공백 제외 ${inquiryMessageMinLength}–${inquiryMessageMaxLength}자)`,
          ),
        ),
      email: z.string().check(z.describe('답변받을 이메일 주소')),
      consent: z.boolean().check(z.describe('답변을 위한 이메일 수집·이용 동의 (true여야 접수)')),
    }),
  ),
  response: lazySchema(() => z.object({ inquiryId: recordId, status: z.enum(inquiryStatuses) })),
});
