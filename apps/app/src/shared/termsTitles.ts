import type { TermsDocumentId } from '@quotemarket/contract';

/** The terms pages' titles: small, so the route table carries them without the texts. */
export const termsTitles = {
  'privacy-policy': '개인정보 처리방침',
  'third-party-consent': '개인정보 제3자 제공 동의',
  'unique-id-consent': '고유식별정보 처리 동의',
  'use-terms': '서비스 이용약관',
  'marketing-consent': '마케팅 정보 수신 동의',
  policy: '운영정책',
} as const satisfies Record<TermsDocumentId, string>;
