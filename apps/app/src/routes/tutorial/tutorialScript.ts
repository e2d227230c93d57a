import type { TutorialStep } from '@quotemarket/hooks';

export interface TutorialChoice {
  id: string;
  label: string;
}

/** One line of the store visit: the guide speaks, or asks and waits for the visitor's answer. */
export interface TutorialScriptStep extends TutorialStep {
  id: string;
  text: string;
  choices?: readonly TutorialChoice[];
}

/** The guide's name in the conversation. */
export const tutorialGuideName = '견적마켓';

const say = (id: string, text: string): TutorialScriptStep => ({ id, text, isChoice: false });
const ask = (id: string, text: string, choices: TutorialChoice[]): TutorialScriptStep => ({
  id,
  text,
  isChoice: true,
  choices,
});

/**
 * A phone quote request from start to finish, told as a short conversation (document 001 "Tutorial"): ten
 * steps, two of them questions; the skip button appears at the seventh.
 */
export const tutorialScript: readonly TutorialScriptStep[] = [
  say('welcome', '견적마켓에 오신 걸 환영해요! 휴대폰 견적을 받는 과정을 짧게 보여 드릴게요.'),
  say(
    'choose-product',
    '먼저 원하는 휴대폰과 색상, 용량을 고르고 몇 가지 질문에 답하면 견적 요청이 만들어져요.',
  ),
  ask('which-phone', '오늘은 어떤 휴대폰을 보러 오셨어요?', [
    { id: 'galaxy', label: '최신 갤럭시요' },
    { id: 'iphone', label: '최신 아이폰이요' },
    { id: 'undecided', label: '아직 못 정했어요' },
  ]),
  say(
    'conditions',
    '좋아요! 가입 유형, 통신사, 약정 기간처럼 원하는 조건을 알려 주시면 바로 견적을 요청할 수 있어요.',
  ),
  say('bidding', '견적 요청을 보내면 여러 판매점이 48시간 동안 견적을 보내요.'),
  say(
    'compare',
    '견적마다 공시지원금과 추가지원금, 월 요금이 달라요. 한 화면에서 나란히 비교해 보세요.',
  ),
  say(
    'purchase',
    '마음에 드는 견적을 골라 구매 신청하면 돼요. 연락처는 구매 신청한 판매점에만 전달돼요.',
  ),
  say('call', '판매점이 전화로 개통 일정을 안내해 드려요. 거래가 끝나면 리뷰도 남길 수 있어요.'),
  ask('ready', '이제 직접 최저가 견적을 받아 볼까요?', [
    { id: 'yes', label: '네, 받아 볼게요' },
    { id: 'later', label: '조금 더 둘러볼게요' },
  ]),
  say('done', '준비 끝이에요! 홈에서 원하는 상품을 고르고 최저가 견적을 받아 보세요.'),
];
