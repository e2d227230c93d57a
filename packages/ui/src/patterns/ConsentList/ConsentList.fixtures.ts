import type { ConsentItem } from './consents';

/** Sample consents for the stories and tests, shaped as the buyer app passes phone verification's. */
export const sampleConsents = [
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
