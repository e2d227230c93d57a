import { verificationButtonTexts } from '../../shared/verificationTexts';

/** The words of `paths.myInfoEdit` that are the page's own (the server's messages are shown as sent). */
export const myInfoEditTexts = {
  loading: '내 정보를 불러오는 중',
  loadFailed: '내 정보를 불러오지 못했어요',
  change: '변경',
  save: '저장',
  cancel: '취소',
  empty: '등록되지 않음',
  saveFailed: '저장하지 못했어요. 잠시 후 다시 시도해 주세요.',
  nicknameSaved: '닉네임을 바꿨어요.',
  emailSaved: '이메일을 바꿨어요.',
  phoneChanged: '휴대폰 번호를 바꿨어요.',
  phoneHint: '새 번호로 받은 인증번호를 확인하면 번호가 바뀌어요. 판매점에는 바뀐 번호가 전달돼요.',
  newPhone: '새 휴대폰 번호',
  requestCode: verificationButtonTexts.requestCode,
  requestAgain: verificationButtonTexts.requestAgain,
  code: '인증번호',
  verify: verificationButtonTexts.verify,
  verifyFirst: '본인인증하기',
  samePhone: '지금 쓰고 있는 번호예요. 새 번호를 입력해 주세요.',
} as const;

/** The name of a row's change button for screen readers: '닉네임 변경'. */
export const changeLabel = (field: string) => `${field} ${myInfoEditTexts.change}`;
