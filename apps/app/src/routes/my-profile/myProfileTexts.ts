import { doneMessages, type Profile } from '@quotemarket/contract';

/** The MY page's words, in one place for the page and its tests. */
export const myProfileTexts = {
  heading: '내 프로필',
  cameraLabel: '사진 찍기',
  photoSaved: '프로필 사진을 바꿨어요.',
  photoFailed: '사진을 올리지 못했어요. 잠시 후 다시 시도해 주세요.',
  unnamed: '이름 없음',
  loadFailed: '프로필을 불러오지 못했어요.',
  retry: '다시 불러오기',
  loading: '프로필을 불러오는 중',
  activity: '내 활동',
  help: '고객 지원',
  terms: '약관 및 정책',
  myReview: '내 리뷰',
  myReports: '신고 내역',
  notificationSettings: '알림 설정',
  myInfoEdit: '내 정보 수정',
  notices: '공지사항',
  faq: '자주 묻는 질문',
  inquiry: '1:1 문의',
  logout: '로그아웃',
  logoutTitle: '로그아웃할까요?',
  logoutMessage: '다시 로그인하면 견적 내역과 알림 설정을 그대로 볼 수 있어요.',
  logoutCancel: '취소',
  loggedOut: doneMessages.loggedOut,
  /** Followed by the reason the call failed, which says what to do next. */
  logoutFailed: '로그아웃하지 못했어요.',
} as const;

/** Which account the buyer signed in with, as a sentence under the name. */
export const providerSentences: Record<Profile['provider'], string> = {
  kakao: '카카오 계정으로 로그인했어요',
  naver: '네이버 계정으로 로그인했어요',
  google: '구글 계정으로 로그인했어요',
  apple: 'Apple 계정으로 로그인했어요',
  media: '제휴 서비스를 통해 로그인했어요',
  developer: '개발용 계정으로 로그인했어요',
};
