import type { SeedSeller } from './types';

/**
 * Partner stores (판매점). The first one is the demo dealer that answers every category, so a demo
 * buyer always gets at least one quote; reviews refer to these by index. Buyers see these names and
 * introductions, so nothing here says "demo", and the phone numbers are the 010-0000-xxxx range no
 * subscriber has.
 */
export const seedSellers: SeedSeller[] = [
  {
    email: 'demo@dealer.quotemarket.kr',
    storeName: '역삼 종합통신·렌탈센터',
    firstName: '지훈',
    representative: '김지훈',
    businessNumber: '220-81-11003',
    phone: '01000001001',
    address: '서울 강남구 테헤란로 123',
    categories: [1, 2, 3, 7, 8],
    introduction:
      '역삼역 3번 출구 앞 매장이에요. 휴대폰부터 인터넷, 정수기, 생활가전, 안마의자까지 한곳에서 견적을 드려요. 조건은 숨김없이, 설명은 끝까지 친절하게 안내해 드릴게요.',
  },
  {
    email: 'gangnam@dealer.quotemarket.kr',
    storeName: '강남역 모바일센터',
    firstName: '민수',
    representative: '이민수',
    businessNumber: '120-86-21375',
    phone: '01000001002',
    address: '서울 강남구 강남대로 396',
    categories: [1, 2],
    introduction:
      '강남역 11번 출구 앞 매장이에요. 갤럭시·아이폰 신제품 재고를 넉넉히 갖추고 있고, 번호이동 당일 개통을 도와드려요.',
  },
  {
    email: 'hongdae@dealer.quotemarket.kr',
    storeName: '홍대 폰스토어',
    firstName: '서연',
    representative: '박서연',
    businessNumber: '105-87-11744',
    phone: '01000001003',
    address: '서울 마포구 양화로 160',
    categories: [1],
    introduction:
      '학생·사회초년생 고객이 많은 매장이라 부담 없는 요금제 위주로 안내해 드려요. 불필요한 부가서비스는 권하지 않아요.',
  },
  {
    email: 'jamsil@dealer.quotemarket.kr',
    storeName: '잠실 통신플라자',
    firstName: '도윤',
    representative: '최도윤',
    businessNumber: '211-88-02116',
    phone: '01000001004',
    address: '서울 송파구 올림픽로 300',
    categories: [1, 2],
    introduction:
      '휴대폰과 인터넷을 함께 바꾸시면 결합 할인까지 꼼꼼히 계산해 드려요. 가족 단위 상담도 환영해요.',
  },
  {
    email: 'pangyo@dealer.quotemarket.kr',
    storeName: '판교 정수기·가전 렌탈센터',
    firstName: '지은',
    representative: '정지은',
    businessNumber: '214-87-42482',
    phone: '01000001005',
    address: '경기 성남시 분당구 판교역로 146',
    categories: [3, 7],
    introduction:
      '코웨이·LG전자·쿠쿠 정수기와 생활가전 렌탈 전문 매장이에요. 관리 방식과 주기에 맞춰 가장 유리한 조건을 찾아 드려요.',
  },
  {
    email: 'suwon@dealer.quotemarket.kr',
    storeName: '수원 생활가전 렌탈',
    firstName: '현우',
    representative: '강현우',
    businessNumber: '110-81-52857',
    phone: '01000001006',
    address: '경기 수원시 팔달구 덕영대로 924',
    categories: [3, 7, 8],
    introduction:
      '정수기, 공기청정기, 비데부터 안마의자까지 렌탈 상품을 비교해 드려요. 설치 날짜는 고객님 일정에 맞춰 잡아 드려요.',
  },
  {
    email: 'ilsan@dealer.quotemarket.kr',
    storeName: '일산 인터넷 가입센터',
    firstName: '수빈',
    representative: '조수빈',
    businessNumber: '606-87-03223',
    phone: '01000001007',
    address: '경기 고양시 일산동구 중앙로 1275',
    categories: [2],
    introduction:
      'SK브로드밴드·KT·LG U+ 인터넷과 IPTV를 통신사별로 비교해서, 현금 사은품이 가장 많은 조건으로 가입을 도와드려요.',
  },
  {
    email: 'haeundae@dealer.quotemarket.kr',
    storeName: '해운대 폰마켓',
    firstName: '준호',
    representative: '윤준호',
    businessNumber: '312-88-13594',
    phone: '01000001008',
    address: '부산 해운대구 해운대로 620',
    categories: [1, 2],
    introduction:
      '부산 해운대 센텀 인근 매장이에요. 공시지원금과 추가지원금을 한눈에 비교해 드리고, 개통 후 데이터 이전까지 챙겨 드려요.',
  },
  {
    email: 'seomyeon@dealer.quotemarket.kr',
    storeName: '서면 헬스케어 라운지',
    firstName: '예린',
    representative: '장예린',
    businessNumber: '410-86-23960',
    phone: '01000001009',
    address: '부산 부산진구 중앙대로 672',
    categories: [7, 8],
    introduction:
      '안마의자와 뷰티 디바이스를 직접 체험해 보고 고르실 수 있는 매장이에요. 렌탈과 일시불 조건을 모두 안내해 드려요.',
  },
  {
    email: 'daegu@dealer.quotemarket.kr',
    storeName: '대구 동성로 모바일',
    firstName: '태윤',
    representative: '임태윤',
    businessNumber: '504-87-34338',
    phone: '01000001010',
    address: '대구 중구 동성로 45',
    categories: [1],
    introduction:
      '동성로 중심가에서 10년째 운영 중인 휴대폰 매장이에요. 할부 이자와 요금제 유지 기간까지 투명하게 설명해 드려요.',
  },
  {
    email: 'songdo@dealer.quotemarket.kr',
    storeName: '인천 송도 렌탈하우스',
    firstName: '하은',
    representative: '한하은',
    businessNumber: '617-88-54700',
    phone: '01000001011',
    address: '인천 연수구 컨벤시아대로 165',
    categories: [3, 7, 8],
    introduction:
      '신축 아파트 입주 고객님께 정수기·냉장고·세탁기 렌탈을 묶어 상담해 드려요. 입주 일정에 맞춰 설치 예약도 할 수 있어요.',
  },
  {
    email: 'dunsan@dealer.quotemarket.kr',
    storeName: '대전 둔산 통신',
    firstName: '성민',
    representative: '오성민',
    businessNumber: '123-81-95075',
    phone: '01000001012',
    address: '대전 서구 둔산로 100',
    categories: [1, 2, 3],
    introduction:
      '휴대폰, 인터넷, 정수기를 함께 상담하는 대전 둔산동 매장이에요. 기존 약정이 남아 있어도 위약금까지 따져 보고 안내해 드려요.',
  },
];
