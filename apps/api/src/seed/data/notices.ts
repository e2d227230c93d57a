import type { SeedNotice } from './types';

/**
 * Notices (공지사항), each on a fixed date (Asia/Seoul), so a reseed never moves them and a notice
 * always went up before what it announces: the two mandatory ones of 2025 10 days before the legal
 * texts dated 2025-06-20 (the terms promise 7), the one for today's texts (시행일 2026-11-01, the
 * date the terms pages show) 31 days ahead, since it brings in the 운영정책 with its sanctions (30
 * days for a change that can be unfavourable), the maintenance notice 9 days ahead. Questions go to
 * 자주 묻는 질문: the service has no phone line or 1:1 inquiry to send anyone to. HTML uses only p,
 * strong, em, ul/ol/li, a[href], br, h3.
 */
export const seedNotices: SeedNotice[] = [
  {
    category: '약관',
    title: '서비스 이용약관 개정 안내',
    mandatory: true,
    content: [
      '<p>견적마켓을 이용해 주셔서 감사해요. 서비스 이용약관이 아래와 같이 바뀌어 미리 알려 드려요.</p>',
      '<h3>시행일</h3>',
      '<p><strong>2025년 6월 20일(금)</strong>부터 바뀐 약관이 적용돼요.</p>',
      '<h3>주요 변경 사항</h3>',
      '<ul><li>견적 요청 후 입찰 마감 시간(48시간)과 견적 선택 절차 명시</li><li>판매점 신고와 리뷰 작성 기준 신설</li><li>회원 탈퇴 시 견적 요청 내역 처리 기준 보완</li></ul>',
      '<p>약관을 바꿀 때는 시행일 <strong>7일 전</strong>부터 알려 드리고, 고객님께 불리한 내용이 있으면 시행일 <strong>30일 전</strong>부터 알려 드리며 따로 안내해 드려요. 시행일 이후에도 서비스를 계속 이용하시면 바뀐 약관에 동의하신 것으로 봐요. 동의하지 않으시면 회원 탈퇴를 요청하실 수 있어요.</p>',
    ].join(''),
    publishedOn: '2025-06-10',
  },
  {
    category: '약관',
    title: '개인정보 처리방침 변경 안내',
    mandatory: true,
    content: [
      '<p>견적마켓 개인정보 처리방침이 <strong>2025년 6월 20일(금)</strong>부터 바뀌어 미리 알려 드려요.</p>',
      '<h3>변경 내용</h3>',
      '<ul><li>견적 전달을 위해 제휴 판매점에 제공하는 항목(이름, 휴대폰 번호, 선택한 상품 정보) 명시</li><li>휴대폰 본인인증 때 처리하는 정보와 보관 기간 추가</li><li>법령에 따른 보관 기간 정리: 로그인 기록 3개월, 표시·광고 기록 6개월, 계약·결제 기록 5년, 분쟁 처리 기록 3년, 전자금융 거래 기록 5년</li></ul>',
      '<p>바뀐 전문은 <em>MY &gt; 약관 및 정책 &gt; 개인정보 처리방침</em>에서 확인하실 수 있어요.</p>',
      '<p>궁금한 점은 <em>MY &gt; 자주 묻는 질문</em>에서 확인해 주세요.</p>',
    ].join(''),
    publishedOn: '2025-06-10',
  },
  {
    category: '공지',
    title: '견적마켓 정식 서비스 오픈 안내',
    mandatory: false,
    content: [
      '<p>베타 서비스 기간에 보내 주신 의견을 반영해 견적마켓이 정식으로 문을 열었어요.</p>',
      '<p>이제 한 번의 견적 요청으로 여러 제휴 매장의 <strong>최저가 견적</strong>을 받아 비교하실 수 있어요.</p>',
      '<ul><li>휴대폰: 공시지원금과 추가지원금을 합친 총 지원금 비교</li><li>인터넷: 결합 할인과 현금 사은품 비교</li><li>정수기·생활가전·헬스/뷰티: 월 렌탈료와 관리 방식 비교</li></ul>',
      '<p>앞으로도 더 편리한 견적 비교 서비스를 만들어 갈게요. 감사해요.</p>',
    ].join(''),
    publishedOn: '2026-07-30',
  },
  {
    category: '공지',
    title: '휴대폰 본인인증 절차 개선 안내',
    mandatory: false,
    content: [
      '<p>견적 요청 전 한 번만 하는 휴대폰 본인인증이 더 간편해졌어요.</p>',
      '<ol><li>약관에 동의하고 휴대폰 번호를 입력해요.</li><li>문자로 받은 인증번호 4자리를 5분 안에 입력해요.</li><li>인증이 끝나면 하던 견적 요청 화면으로 바로 돌아가요.</li></ol>',
      '<p>인증번호가 오지 않으면 스팸 문자함을 확인하시거나 <strong>다시 받기</strong> 버튼을 눌러 주세요.</p>',
    ].join(''),
    publishedOn: '2026-09-12',
  },
  {
    category: '공지',
    title: '추석 연휴 견적 이용 안내',
    mandatory: false,
    content: [
      '<p>추석 연휴(9월 24일(목)~9월 27일(일))에도 견적 요청과 견적 확인은 평소처럼 이용하실 수 있어요.</p>',
      '<p>다만 연휴에는 쉬는 매장이 많아 견적 도착과 구매 상담 연락이 조금 늦어질 수 있어요.</p>',
      '<p>궁금한 점은 <em>MY &gt; 자주 묻는 질문</em>에서 확인해 주세요. 풍성하고 즐거운 한가위 보내세요.</p>',
    ].join(''),
    publishedOn: '2026-09-14',
  },
  {
    category: '약관',
    title: '약관 및 정책 개정 안내 (11월 1일 시행)',
    mandatory: true,
    content: [
      '<p>견적마켓을 이용해 주셔서 감사해요. 서비스 이용약관과 개인정보 처리방침이 바뀌고, 운영정책을 새로 시행해 미리 알려 드려요.</p>',
      '<h3>시행일</h3>',
      '<p><strong>2026년 11월 1일(일)</strong>부터 바뀐 약관과 정책이 적용돼요.</p>',
      '<h3>주요 변경 사항</h3>',
      '<ul><li>서비스 이용약관: 견적마켓은 거래를 중개하고, 견적 내용과 개통·설치·배송은 구매 신청한 판매점이 책임진다는 점 명시</li><li>운영정책 시행: 판매점의 견적 기준, 리뷰 작성 기준, 신고 처리 절차와 위반 시 조치 안내</li><li>개인정보 처리방침: 알림을 보내기 위해 처리하는 기기 정보(기기 종류, 알림 토큰) 명시</li><li>마케팅 정보 수신 동의: 2년마다 수신 동의 여부를 다시 확인하는 절차 안내</li></ul>',
      '<p>바뀐 전문은 <em>MY &gt; 약관 및 정책</em>에서 확인하실 수 있어요. 시행일 이후에도 서비스를 계속 이용하시면 바뀐 약관에 동의하신 것으로 봐요. 동의하지 않으시면 회원 탈퇴를 요청하실 수 있어요.</p>',
      '<p>궁금한 점은 <em>MY &gt; 자주 묻는 질문</em>에서 확인해 주세요.</p>',
    ].join(''),
    publishedOn: '2026-10-01',
  },
  {
    category: '이벤트',
    title: '리뷰 작성하고 네이버페이 포인트 받아 가세요',
    mandatory: false,
    content: [
      '<p>견적마켓에서 구매를 마치고 매장 리뷰를 남겨 주신 분께 <strong>네이버페이 포인트 3,000원</strong>을 드려요.</p>',
      '<ul><li>기간: 2026년 10월 15일(목) ~ 12월 31일(목)</li><li>대상: 기간 안에 구매를 마치고 리뷰를 쓴 고객</li><li>지급: 리뷰를 쓴 다음 달 10일에 한꺼번에 지급</li><li>한 분당 최대 3번까지 참여할 수 있어요.</li></ul>',
      '<p>따로 신청하지 않아도 돼요. 구매를 마친 견적에 리뷰를 남기시면 자동으로 참여돼요.</p>',
      '<p><em>욕설이나 상품과 관련 없는 내용의 리뷰는 지급 대상에서 빠져요.</em></p>',
    ].join(''),
    publishedOn: '2026-10-15',
  },
  {
    category: '이벤트',
    title: '첫 견적 요청 고객 전원 커피 쿠폰 증정',
    mandatory: false,
    content: [
      '<p>견적마켓에서 처음으로 견적을 요청하신 모든 분께 <strong>아메리카노 쿠폰</strong>을 드려요.</p>',
      '<p>휴대폰, 인터넷, 정수기, 생활가전, 헬스/뷰티 중 어떤 상품이든 견적 요청을 마치시면 참여돼요.</p>',
      '<p>쿠폰은 본인인증한 휴대폰 번호로 <strong>7일 안에</strong> 문자로 보내 드려요.<br>선착순 5,000명 한정이라 일찍 끝날 수 있어요.</p>',
    ].join(''),
    publishedOn: '2026-11-06',
  },
  {
    category: '점검',
    title: '서비스 정기 점검 안내 (11월 27일 새벽)',
    mandatory: false,
    content: [
      '<p>더 안정적인 서비스를 위해 아래 시간 동안 정기 점검을 해요.</p>',
      '<h3>점검 일시</h3>',
      '<p><strong>2026년 11월 27일(금) 오전 2시 ~ 오전 6시</strong> (4시간)</p>',
      '<p>점검 중에는 로그인, 견적 요청, 견적 확인을 잠시 쓸 수 없어요. 진행 중이던 견적의 입찰 마감 시간은 점검 시간만큼 자동으로 늘어나요.</p>',
      '<p>이용에 불편을 드려 죄송해요.</p>',
    ].join(''),
    publishedOn: '2026-11-18',
  },
];
