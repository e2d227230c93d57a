/** The terms a buyer consents to at phone verification, and the legal document each one opens. */

export const consentTerms = ['PRIVACY', 'THIRDPARTY', 'UNIQUEID', 'SERVICE', 'MARKETING'] as const;
export type ConsentTerm = (typeof consentTerms)[number];
/**
 * The version of the terms text in force: the day it took effect (YYYY-MM-DD), shown on the terms
 * pages. A new version asks every buyer for their consent again at the next verification.
 */
export const currentTermsVersion = '2026-11-01';

/**
 * The legal documents of the terms pages; each id is the last segment of its `/terms/…` page.
 * The operation policy (`policy`, 운영정책) is published, not consented to: no term opens it.
 */
export const termsDocumentIds = [
  'privacy-policy',
  'third-party-consent',
  'unique-id-consent',
  'use-terms',
  'marketing-consent',
  'policy',
] as const;
export type TermsDocumentId = (typeof termsDocumentIds)[number];

/** Each legal document's title, as its page and the links to it name it. */
export const termsDocumentTitles = {
  'privacy-policy': '개인정보 처리방침',
  'third-party-consent': '개인정보 제3자 제공 동의',
  'unique-id-consent': '고유식별정보 처리 동의',
  'use-terms': '서비스 이용약관',
  'marketing-consent': '마케팅 정보 수신 동의',
  policy: '운영정책',
} as const satisfies Record<TermsDocumentId, string>;

export interface ConsentTermDetails {
  label: string;
  required: boolean;
  /** The document its '보기' link opens. */
  document: TermsDocumentId;
}

export const consentTermDetails = {
  PRIVACY: { label: '개인정보 수집·이용 동의', required: true, document: 'privacy-policy' },
  // A consent document is titled by what the buyer agrees to: its title is the term's label.
  THIRDPARTY: {
    label: termsDocumentTitles['third-party-consent'],
    required: true,
    document: 'third-party-consent',
  },
  UNIQUEID: {
    label: termsDocumentTitles['unique-id-consent'],
    required: true,
    document: 'unique-id-consent',
  },
  SERVICE: {
    label: `${termsDocumentTitles['use-terms']} 동의`,
    required: true,
    document: 'use-terms',
  },
  MARKETING: {
    label: termsDocumentTitles['marketing-consent'],
    required: false,
    document: 'marketing-consent',
  },
} as const satisfies Record<ConsentTerm, ConsentTermDetails>;

/** The terms without which no code is sent (필수), in display order. */
export const requiredConsentTerms: readonly ConsentTerm[] = consentTerms.filter(
  (term) => consentTermDetails[term].required,
);

export function isConsentTerm(value: unknown): value is ConsentTerm {
  return (consentTerms as readonly unknown[]).includes(value);
}

/** Whether a term must be agreed to (필수) or may be left out (선택). */
export function isRequiredConsentTerm(term: ConsentTerm): boolean {
  return consentTermDetails[term].required;
}

export function isTermsDocumentId(value: string | undefined): value is TermsDocumentId {
  return (termsDocumentIds as readonly (string | undefined)[]).includes(value);
}
