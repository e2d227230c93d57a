import type { SeedReview } from './types';

/**
 * Buyer reviews of completed deals; `sellerIndex` points into seedSellers, `productKey` at a product.
 * The seed gives each one its deal (activity.ts), so a store's 낙찰 건수 is never below its reviews.
 * Every text is different, and every reviewer a different person.
 */
export const seedReviews: SeedReview[] = [
  // 0: 역삼 종합통신·렌탈센터, the demo dealer (all categories)
  {
    sellerIndex: 0,
    productKey: 'galaxy-s26-ultra',
    buyerName: '김지현',
    rating: 5,
    review:
      '공시지원금이랑 추가지원금을 하나하나 설명해 주셔서 이해가 쉬웠어요. 개통도 30분 만에 끝났어요.',
    daysAgo: 2,
  },
  {
    sellerIndex: 0,
    productKey: 'iphone-17-pro',
    buyerName: '이준영',
    rating: 5,
    review:
      '견적 그대로 진행됐고 추가 요금 없었어요. 케이스랑 필름 사은품까지 챙겨 주셔서 만족해요.',
    daysAgo: 4,
  },
  {
    sellerIndex: 0,
    productKey: 'skb-500mb-tv',
    buyerName: '박소연',
    rating: 5,
    review: '인터넷+TV 결합 할인 계산을 정확하게 해 주셨고, 설치 기사님도 약속한 날 바로 오셨어요.',
    daysAgo: 6,
  },
  {
    sellerIndex: 0,
    productKey: 'coway-icon-2',
    buyerName: '최민호',
    rating: 4,
    review:
      '정수기 관리 주기별 요금 차이를 비교해 주셔서 좋았어요. 설치 날짜가 하루 밀린 점만 아쉬웠어요.',
    daysAgo: 9,
  },
  {
    sellerIndex: 0,
    productKey: 'samsung-bespoke-ai-combo',
    buyerName: '정다은',
    rating: 5,
    review: '렌탈과 일시불 중 어느 쪽이 유리한지 솔직하게 알려 주셨어요. 배송·설치까지 깔끔했어요.',
    daysAgo: 12,
  },
  {
    sellerIndex: 0,
    productKey: 'bodyfriend-falcon-s',
    buyerName: '강현수',
    rating: 4,
    review:
      '부모님 안마의자로 상담받았는데 친절하게 안내해 주셨어요. 월 렌탈료도 다른 곳보다 저렴했어요.',
    daysAgo: 15,
  },
  {
    sellerIndex: 0,
    productKey: 'galaxy-z-flip7',
    buyerName: '윤서진',
    rating: 5,
    review:
      '번호이동으로 플립7 개통했어요. 요금제 유지 기간이랑 부가서비스 해지 날짜까지 문자로 정리해 주셨어요.',
    daysAgo: 19,
  },
  {
    sellerIndex: 0,
    productKey: 'lg-puricare-360-hit',
    buyerName: '임수빈',
    rating: 3,
    review: '상품 설명은 괜찮았는데 답변이 조금 늦게 와서 기다렸어요. 가격은 만족해요.',
    daysAgo: 23,
  },
  {
    sellerIndex: 0,
    productKey: 'iphone-17',
    buyerName: '한도현',
    rating: 5,
    review: '아이폰 17 재고가 있어서 바로 받았어요. 기존 폰 데이터 옮기는 것도 도와주셨어요.',
    daysAgo: 28,
  },
  {
    sellerIndex: 0,
    productKey: 'medicube-age-r-booster-pro',
    buyerName: '오예진',
    rating: 4,
    review: '뷰티 디바이스 렌탈은 처음이라 걱정했는데 약정 조건을 꼼꼼히 설명해 주셔서 안심했어요.',
    daysAgo: 34,
  },
  {
    sellerIndex: 0,
    productKey: 'kt-1gb-tv-phone',
    buyerName: '서지우',
    rating: 5,
    review: '현금 사은품을 약속한 날짜에 정확히 입금해 주셨어요. 인터넷 속도도 잘 나와요.',
    daysAgo: 41,
  },
  {
    sellerIndex: 0,
    productKey: 'galaxy-a36',
    buyerName: '신유나',
    rating: 4,
    review: '부모님 효도폰으로 A36 개통했어요. 큰 글씨 설정까지 해 주셔서 부모님이 좋아하세요.',
    daysAgo: 48,
  },
  {
    sellerIndex: 0,
    productKey: 'cuckoo-inspure-bidet',
    buyerName: '권태민',
    rating: 2,
    review: '비데 설치는 잘 됐는데 첫 방문 관리 일정 연락이 늦었어요. 가격은 저렴한 편이었어요.',
    daysAgo: 57,
  },
  {
    sellerIndex: 0,
    productKey: 'galaxy-s26',
    buyerName: '문하린',
    rating: 5,
    review:
      '여러 매장 견적 중에 총 지원금이 제일 높았어요. 매장 방문 없이 택배 개통으로 편하게 받았어요.',
    daysAgo: 66,
  },

  // 1: 강남역 모바일센터 (phones, internet)
  {
    sellerIndex: 1,
    productKey: 'galaxy-s26-plus',
    buyerName: '조민재',
    rating: 5,
    review: '퇴근길에 들러서 바로 개통했어요. 견적서에 적힌 금액 그대로라 믿음이 갔어요.',
    daysAgo: 3,
  },
  {
    sellerIndex: 1,
    productKey: 'iphone-17-pro-max',
    buyerName: '배수아',
    rating: 4,
    review: '코스믹 오렌지 색상 구하기 어려웠는데 재고 확보해서 연락 주셨어요. 친절했어요.',
    daysAgo: 17,
  },
  {
    sellerIndex: 1,
    productKey: 'lgu-500mb-tv',
    buyerName: '홍재원',
    rating: 4,
    review: '휴대폰이랑 인터넷 결합으로 월 요금이 꽤 줄었어요. 설치 일정 안내도 빨랐어요.',
    daysAgo: 39,
  },

  // 2: 홍대 폰스토어 (phones)
  {
    sellerIndex: 2,
    productKey: 'galaxy-a56',
    buyerName: '김하늘',
    rating: 5,
    review:
      '학생이라 저렴한 요금제로 부탁드렸는데 딱 맞게 골라 주셨어요. 필요 없는 부가서비스도 없었어요.',
    daysAgo: 5,
  },
  {
    sellerIndex: 2,
    productKey: 'iphone-16e',
    buyerName: '유승우',
    rating: 4,
    review: '설명이 친절하고 개통이 빨랐어요. 다만 주말이라 매장이 좀 붐볐어요.',
    daysAgo: 22,
  },
  {
    sellerIndex: 2,
    productKey: 'galaxy-s25-fe',
    buyerName: '송민지',
    rating: 5,
    review: '자급제보다 싸게 샀어요. 유심 교체랑 데이터 이전까지 꼼꼼하게 도와주셨어요.',
    daysAgo: 44,
  },

  // 3: 잠실 통신플라자 (phones, internet)
  {
    sellerIndex: 3,
    productKey: 'galaxy-z-fold7',
    buyerName: '장우진',
    rating: 5,
    review: '폴드7 할부 이자까지 계산해서 보여 주셔서 좋았어요. 사은품으로 충전기도 받았어요.',
    daysAgo: 8,
  },
  {
    sellerIndex: 3,
    productKey: 'kt-500mb-tv',
    buyerName: '전소희',
    rating: 3,
    review: '인터넷 가입은 잘 됐는데 현금 사은품 입금이 예정보다 일주일 늦었어요.',
    daysAgo: 31,
  },
  {
    sellerIndex: 3,
    productKey: 'iphone-17',
    buyerName: '황민서',
    rating: 5,
    review: '가족 세 명 한 번에 기기변경했는데 결합 할인까지 챙겨 주셔서 만족스러워요.',
    daysAgo: 52,
  },

  // 4: 판교 정수기·가전 렌탈센터 (water purifier, appliances)
  {
    sellerIndex: 4,
    productKey: 'lg-puricare-objet-water',
    buyerName: '고은비',
    rating: 5,
    review:
      '주방 색상에 맞춰 카밍 베이지로 골랐어요. 설치 기사님이 배관 정리까지 깔끔하게 해 주셨어요.',
    daysAgo: 7,
  },
  {
    sellerIndex: 4,
    productKey: 'coway-noble-air-2',
    buyerName: '안지호',
    rating: 4,
    review: '공기청정기 필터 교체 주기를 자세히 알려 주셨어요. 렌탈료도 합리적이었어요.',
    daysAgo: 26,
  },
  {
    sellerIndex: 4,
    productKey: 'skmagic-all-clean-direct',
    buyerName: '노현정',
    rating: 4,
    review: '직수형이라 물맛이 깔끔해요. 자가 관리와 방문 관리 차이를 잘 설명해 주셨어요.',
    daysAgo: 49,
  },

  // 5: 수원 생활가전 렌탈 (water purifier, appliances, health)
  {
    sellerIndex: 5,
    productKey: 'cuckoo-inandout-10',
    buyerName: '하승민',
    rating: 5,
    review: '냉온정수기 렌탈 첫 달 무료 혜택까지 받았어요. 상담도 친절하고 설치도 빨랐어요.',
    daysAgo: 10,
  },
  {
    sellerIndex: 5,
    productKey: 'coway-lulu-bidet',
    buyerName: '손지안',
    rating: 4,
    review: '비데 설치가 20분 만에 끝났어요. 방문 관리 날짜도 미리 문자로 알려 주셨어요.',
    daysAgo: 29,
  },
  {
    sellerIndex: 5,
    productKey: 'cozyma-brio',
    buyerName: '차윤호',
    rating: 5,
    review:
      '거실이 좁아서 걱정했는데 사이즈에 맞는 안마의자를 추천해 주셨어요. 부모님이 매일 쓰세요.',
    daysAgo: 55,
  },

  // 6: 일산 인터넷 가입센터 (internet)
  {
    sellerIndex: 6,
    productKey: 'skb-1gb-tv',
    buyerName: '구나연',
    rating: 5,
    review:
      '통신사 세 곳을 표로 비교해 주셔서 고르기 쉬웠어요. 현금 사은품도 개통 다음 날 들어왔어요.',
    daysAgo: 1,
  },
  {
    sellerIndex: 6,
    productKey: 'lgu-1gb-tv-phone',
    buyerName: '민경호',
    rating: 4,
    review: '집전화까지 같이 옮겼는데 번호 그대로 유지돼서 편했어요. 설치도 오전에 끝났어요.',
    daysAgo: 24,
  },
  {
    sellerIndex: 6,
    productKey: 'kt-100mb',
    buyerName: '진서영',
    rating: 4,
    review: '혼자 살아서 저렴한 인터넷만 필요했는데 딱 맞는 상품으로 안내받았어요.',
    daysAgo: 63,
  },

  // 7: 해운대 폰마켓 (phones, internet)
  {
    sellerIndex: 7,
    productKey: 'galaxy-s26-ultra',
    buyerName: '주태경',
    rating: 5,
    review: '부산에서 제일 좋은 조건이었어요. 개통 후 삼성 계정 설정까지 도와주셔서 감사했어요.',
    daysAgo: 11,
  },
  {
    sellerIndex: 7,
    productKey: 'skb-500mb',
    buyerName: '허미경',
    rating: 3,
    review: '가격은 좋았는데 설치 기사님 방문 시간이 두 번 바뀌었어요. 그래도 응대는 친절했어요.',
    daysAgo: 36,
  },
  {
    sellerIndex: 7,
    productKey: 'galaxy-a26',
    buyerName: '우동훈',
    rating: 4,
    review: '아이 첫 휴대폰으로 개통했어요. 유해 사이트 차단 설정도 같이 해 주셨어요.',
    daysAgo: 71,
  },

  // 8: 서면 헬스케어 라운지 (appliances, health)
  {
    sellerIndex: 8,
    productKey: 'bodyfriend-pharaoh-neo',
    buyerName: '류수진',
    rating: 5,
    review: '매장에서 직접 앉아 보고 골랐어요. 배송 기사님이 사용법까지 자세히 알려 주셨어요.',
    daysAgo: 13,
  },
  {
    sellerIndex: 8,
    productKey: 'lg-pralle-dermatherapy',
    buyerName: '백지민',
    rating: 4,
    review:
      '더마쎄라 렌탈로 부담 없이 시작했어요. 사용 주기랑 세기 조절 방법을 친절하게 설명해 주셨어요.',
    daysAgo: 33,
  },
  {
    sellerIndex: 8,
    productKey: 'samsung-bespoke-ai-air-purifier',
    buyerName: '이현우',
    rating: 4,
    review: '공기청정기도 같이 상담받았는데 평수에 맞는 모델을 추천해 주셨어요.',
    daysAgo: 58,
  },

  // 9: 대구 동성로 모바일 (phones)
  {
    sellerIndex: 9,
    productKey: 'iphone-17-pro',
    buyerName: '나가은',
    rating: 5,
    review: '할부 이자와 요금제 유지 기간을 숨김없이 알려 주셔서 믿고 개통했어요. 추천해요.',
    daysAgo: 14,
  },
  {
    sellerIndex: 9,
    productKey: 'galaxy-s26',
    buyerName: '박민성',
    rating: 4,
    review: '개통 빠르고 친절했어요. 사은품 보조배터리도 튼튼하네요.',
    daysAgo: 38,
  },
  {
    sellerIndex: 9,
    productKey: 'galaxy-z-flip7',
    buyerName: '김유리',
    rating: 2,
    review:
      '원하던 색상이 없어서 다른 색으로 받았어요. 미리 재고를 알려 주셨으면 좋았을 것 같아요.',
    daysAgo: 74,
  },

  // 10: 인천 송도 렌탈하우스 (water purifier, appliances, health)
  {
    sellerIndex: 10,
    productKey: 'lg-dios-objet-magicspace',
    buyerName: '성상훈',
    rating: 5,
    review:
      '입주 날짜에 맞춰 냉장고랑 정수기를 한 번에 설치해 주셨어요. 일정 조율이 정말 편했어요.',
    daysAgo: 16,
  },
  {
    sellerIndex: 10,
    productKey: 'chungho-iguassu-ice',
    buyerName: '한예슬',
    rating: 4,
    review: '얼음정수기 렌탈료가 생각보다 저렴했어요. 얼음 나오는 속도도 빨라요.',
    daysAgo: 42,
  },
  {
    sellerIndex: 10,
    productKey: 'medicube-age-r-ultratune',
    buyerName: '남소라',
    rating: 5,
    review: '뷰티 디바이스도 렌탈이 되는 줄 몰랐는데 월 부담이 적어서 좋아요. 상담도 친절했어요.',
    daysAgo: 68,
  },

  // 11: 대전 둔산 통신 (phones, internet, water purifier)
  {
    sellerIndex: 11,
    productKey: 'galaxy-s26-plus',
    buyerName: '곽재현',
    rating: 5,
    review: '기존 약정 위약금까지 계산해서 손해 없는 시점을 알려 주셨어요. 정말 꼼꼼한 매장이에요.',
    daysAgo: 18,
  },
  {
    sellerIndex: 11,
    productKey: 'kt-1gb-tv',
    buyerName: '양하람',
    rating: 4,
    review: '인터넷 1기가로 바꿨는데 속도가 확실히 빨라졌어요. 결합 할인 설명도 쉬웠어요.',
    daysAgo: 45,
  },
  {
    sellerIndex: 11,
    productKey: 'coway-icon-2-purify',
    buyerName: '정은서',
    rating: 5,
    review: '휴대폰 바꾸러 갔다가 정수기까지 상담받았는데 조건이 좋아서 같이 계약했어요.',
    daysAgo: 80,
  },
];
