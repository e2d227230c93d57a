import type { AccordionItemData } from './Accordion';

/** Sample FAQ text for stories and tests (the spec does not give the real five items). */
export const sampleFaq: AccordionItemData[] = [
  {
    id: 'service-1',
    question: '견적마켓은 어떤 서비스인가요?',
    answer:
      '원하는 상품을 고르고 견적 요청을 하면 여러 제휴 매장이 최저가 견적을 보내 드리는 서비스예요.',
  },
  {
    id: 'signup-1',
    question: '회원가입은 어떻게 하나요?',
    answer: '구글, 카카오, 애플, 네이버 계정으로 간편하게 가입할 수 있어요.',
  },
  {
    id: 'quote-1',
    question: '견적은 얼마 동안 받을 수 있나요?',
    answer: '견적 요청 후 48시간 동안 판매점의 입찰을 받을 수 있어요.',
  },
  {
    id: 'quote-2',
    question: '견적을 선택하면 어떻게 되나요?',
    answer: '구매 신청하기를 누르면 선택한 판매점에 연락처가 전달되고, 판매점에서 곧 연락드려요.',
  },
  {
    id: 'service-2',
    question: '회원 탈퇴는 어디에서 하나요?',
    answer: '마이페이지의 정보 수정 화면 아래에서 회원 탈퇴를 할 수 있어요.',
  },
];
