export interface ConsentItem {
  /** The consent code the API stores, e.g. `PRIVACY`. */
  id: string;
  label: string;
  required: boolean;
  /** The term page; the item shows a '보기' link when present. */
  href?: string | undefined;
}

/** The five consents of phone verification (spec, section 4), in the order they are shown. */
export const VERIFICATION_CONSENTS = [
  {
    id: 'PRIVACY',
    label: '개인정보 수집·이용 동의',
    required: true,
    href: '/terms/privacy-policy',
  },
  {
    id: 'THIRDPARTY',
    label: '개인정보 제3자 제공 동의',
    required: true,
    href: '/terms/third-party-consent',
  },
  {
    id: 'UNIQUEID',
    label: '고유식별정보 처리 동의',
    required: true,
    href: '/terms/unique-id-consent',
  },
  { id: 'SERVICE', label: '서비스 이용약관 동의', required: true, href: '/terms/use-terms' },
  {
    id: 'MARKETING',
    label: '마케팅 정보 수신 동의',
    required: false,
    href: '/terms/marketing-consent',
  },
] as const satisfies readonly ConsentItem[];

/** True when every required item is in `value`: the condition for requesting a code. */
export function hasRequiredConsents(
  value: readonly string[],
  items: readonly ConsentItem[] = VERIFICATION_CONSENTS,
): boolean {
  return items.every((item) => !item.required || value.includes(item.id));
}
