/** The FAQ's categories, in the order of the tabs after '전체'. */
export const faqCategories = ['service', 'signup', 'quote'] as const;
export type FaqCategory = (typeof faqCategories)[number];

/** The tabs of /faq; the key is the `?tab=` value, so it stays ASCII. */
export const faqTabs = ['all', ...faqCategories] as const;
export type FaqTab = (typeof faqTabs)[number];

export const faqTabLabels = {
  all: '전체',
  service: '서비스',
  signup: '회원가입',
  quote: '견적 요청',
} as const satisfies Record<FaqTab, string>;

export interface FaqEntry {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

/** The five questions of /faq (the spec leaves their texts to the product). */
export const faqEntries: readonly FaqEntry[] = [
  {
    id: 'how-quotes-work',
    category: 'service',
    question: '견적마켓은 어떻게 이용하나요? 비용이 드나요?',
    answer:
      '휴대폰, 인터넷, 정수기, 생활가전, 헬스/뷰티 상품 중 원하는 상품을 골라 견적 요청을 하면, 여러 판매점이 48시간 동안 최저가 견적을 보내 드려요. 견적 요청과 견적 받기는 모두 무료이고, 받은 견적을 비교만 하고 선택하지 않아도 괜찮아요.',
  },
  {
    id: 'why-phone-verification',
    category: 'quote',
    question: '견적 요청 전에 휴대폰 본인인증은 왜 하나요?',
    answer:
      '판매점이 실제로 구매를 알아보는 분의 요청인지 믿고 견적을 보낼 수 있도록, 첫 견적 요청 전에 한 번만 휴대폰 본인인증을 해요. 인증한 번호는 견적을 선택하기 전까지 어떤 판매점에도 전달되지 않아요.',
  },
  {
    id: 'what-the-store-receives',
    category: 'quote',
    question: '견적을 선택하면 판매점에 어떤 정보가 전달되나요?',
    answer:
      '구매 신청하기를 누르고 개인정보 제3자 제공에 동의하면, 선택한 판매점 한 곳에만 이름과 휴대폰 번호가 전달돼요. 선택하지 않은 판매점에는 전달되지 않고, 동의하지 않으면 어느 판매점에도 전달되지 않아요. 이후 판매점이 전화로 구매 상담을 도와드려요.',
  },
  {
    id: 'how-to-sign-up',
    category: 'signup',
    question: '회원가입은 어떻게 하나요?',
    answer:
      '네이버나 카카오 계정으로 간편하게 가입할 수 있고, 아이폰 앱에서는 Apple 계정으로도 가입할 수 있어요. 따로 아이디나 비밀번호를 만들 필요는 없어요.',
  },
  {
    id: 'how-to-withdraw',
    category: 'signup',
    question: '회원 탈퇴는 어떻게 하나요?',
    answer:
      'MY > 내 정보 수정에서 회원 탈퇴를 할 수 있어요. 탈퇴하면 개인정보는 지체 없이 파기되고, 관계 법령에 따라 보관해야 하는 기록만 정해진 기간 동안 따로 보관해요.',
  },
];

/** The `?tab=` value as a tab; a missing or unknown value shows '전체'. */
export function parseFaqTab(value: string | null): FaqTab {
  return faqTabs.find((tab) => tab === value) ?? 'all';
}

export function faqEntriesOf(tab: FaqTab): readonly FaqEntry[] {
  return tab === 'all' ? faqEntries : faqEntries.filter((entry) => entry.category === tab);
}
