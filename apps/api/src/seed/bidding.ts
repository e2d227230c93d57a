import {
  internetMainUses,
  internetProductSets,
  mainCategoryIds,
  type QuestionKind,
} from '@quotemarket/contract';
import type { Database } from '../db/database';
import { biddingOptions, biddingQuestions } from '../db/schema';

interface SeedOption {
  id: number;
  optionText: string;
  buttonText: string;
  isDefault?: boolean;
}

interface SeedQuestion {
  id: number;
  categoryId: number;
  questionText: string;
  kind?: QuestionKind;
  options: SeedOption[];
}

/**
 * Option ids are global, numbered from `firstId` in display order. Each entry is the answer text,
 * or [answer text, button text] when the button says it more conversationally.
 */
function options(firstId: number, entries: (string | [string, string])[]): SeedOption[] {
  return entries.map((entry, index) => {
    const [optionText, buttonText] = typeof entry === 'string' ? [entry, entry] : entry;
    return { id: firstId + index, optionText, buttonText };
  });
}

const phoneQuestions: SeedQuestion[] = [
  {
    id: 1,
    questionText: '휴대폰은 누가 사용하실 건가요?',
    options: options(1, [
      ['본인', '제가 쓸 거예요'],
      ['가족', '가족이 쓸 거예요'],
    ]),
  },
  {
    id: 2,
    questionText: '사용하실 분의 연령대를 알려 주세요.',
    options: options(3, ['만 18세 이하', '만 19~34세', '만 35~64세', '만 65세 이상']),
  },
  {
    id: 3,
    questionText: '요금 복지 할인 대상에 해당하시나요?',
    options: options(7, ['해당 없음', '기초생활수급자', '차상위계층', '장애인·국가유공자']),
  },
  {
    id: 4,
    questionText: '어떤 방식으로 가입하실 건가요?',
    options: options(11, [
      ['기기변경', '지금 통신사 그대로 쓸래요 (기기변경)'],
      ['번호이동', '번호는 두고 통신사를 바꿀래요 (번호이동)'],
      ['신규가입', '새 번호로 가입할래요 (신규가입)'],
    ]),
  },
  {
    id: 5,
    questionText: '원하시는 통신사를 골라 주세요.',
    options: options(14, ['SKT', 'KT', 'LG U+', '알뜰폰']),
  },
  {
    id: 6,
    questionText: '약정 기간은 어떻게 할까요?',
    options: options(18, ['무약정', '12개월', '24개월', '36개월']),
  },
  {
    id: 7,
    questionText: '원하시는 월 요금제 수준을 알려 주세요.',
    options: options(22, ['5만 원 미만', '5만 원대', '7만 원대', '9만 원 이상']),
  },
].map((question) => ({ ...question, categoryId: mainCategoryIds.phone }));

const internetQuestions: SeedQuestion[] = [
  {
    id: 8,
    questionText: '인터넷 가입 유형을 알려 주세요.',
    options: options(26, [
      ['신규가입', '처음 설치해요'],
      ['통신사 변경', '통신사를 바꿀래요'],
      ['재약정', '지금 통신사로 재약정할래요'],
      ['이사', '이사 가는 집에 설치해요'],
    ]),
  },
  {
    id: 9,
    questionText: '지금 쓰고 계신 인터넷 통신사는 어디인가요?',
    options: options(30, [
      'SK브로드밴드',
      'KT',
      'LG U+',
      'SKT',
      '지역 케이블',
      '사용 안 함',
      '기타',
    ]),
  },
  {
    id: 10,
    questionText: '원하시는 상품 구성을 골라 주세요.',
    options: internetProductSets.map((set) => ({
      id: set.optionId,
      optionText: set.productType,
      buttonText: set.productType,
    })),
  },
  {
    id: 11,
    // The product-set answer decides which of these are offered (offeredBudgetPositions).
    questionText: '한 달 요금은 어느 정도로 생각하세요?',
    options: options(40, [
      '2만 원대',
      '3만 원대',
      '4만 원대',
      '상관없어요',
      '5만 원대',
      '6만 원 이상',
    ]),
  },
  {
    id: 12,
    questionText: '휴대폰과 묶어서 결합 할인을 받으시겠어요?',
    options: options(46, ['결합할게요', '결합 안 해요']),
  },
  {
    id: 13,
    questionText: '쓰고 계신 휴대폰 통신사를 알려 주세요.',
    options: options(48, [
      'SKT',
      'KT',
      'LG U+',
      '알뜰폰 (SKT망)',
      '알뜰폰 (KT망)',
      '알뜰폰 (LG U+망)',
      '결합할 휴대폰이 없어요',
    ]),
  },
  {
    id: 14,
    questionText: '인터넷은 주로 어디에 쓰세요?',
    options: internetMainUses.map(({ optionId, optionText, buttonText }) => ({
      id: optionId,
      optionText,
      buttonText,
    })),
  },
].map((question) => ({ ...question, categoryId: mainCategoryIds.internet }));

/**
 * The rental wizards share one shape: management method, management cycle, contract period (a
 * picker defaulting to 36 months) and when to receive the product. Only the wording differs.
 */
function rentalQuestions(wizard: {
  categoryId: number;
  firstQuestionId: number;
  firstOptionId: number;
  /** What is managed, e.g. '정수기'. */
  subject: string;
  timingQuestion: string;
}): SeedQuestion[] {
  const { categoryId, firstQuestionId: q, firstOptionId: o } = wizard;
  const contractMonths = [12, 18, 24, 30, 36, 48];
  return [
    {
      id: q,
      categoryId,
      questionText: `${wizard.subject} 관리는 어떤 방식이 좋으세요?`,
      options: options(o, [
        ['방문 관리', '전문 기사님이 방문해서 관리해 주세요'],
        ['자가 관리', '제가 직접 관리할게요'],
      ]),
    },
    {
      id: q + 1,
      categoryId,
      questionText: '관리 주기는 어떻게 할까요?',
      options: options(o + 2, [
        ['2개월', '2개월마다'],
        ['4개월', '4개월마다'],
        ['6개월', '6개월마다'],
        ['12개월', '1년에 한 번'],
      ]),
    },
    {
      id: q + 2,
      categoryId,
      questionText: '원하시는 약정 기간을 골라 주세요.',
      kind: 'RADIO',
      options: options(
        o + 6,
        contractMonths.map((months) => `${months}개월`),
      ).map((option, index) => ({ ...option, isDefault: contractMonths[index] === 36 })),
    },
    {
      id: q + 3,
      categoryId,
      questionText: wizard.timingQuestion,
      options: options(o + 12, ['최대한 빨리', '1주일 안에', '한 달 안에', '상담 후에 정할게요']),
    },
  ];
}

/** Document 001 §4: phones 1–7, internet 8–14, water purifier 15–18, appliances 19–22, health 23–26. */
export const seedQuestions: SeedQuestion[] = [
  ...phoneQuestions,
  ...internetQuestions,
  ...rentalQuestions({
    categoryId: mainCategoryIds.waterPurifier,
    firstQuestionId: 15,
    firstOptionId: 58,
    subject: '정수기',
    timingQuestion: '언제 설치받고 싶으세요?',
  }),
  ...rentalQuestions({
    categoryId: mainCategoryIds.homeAppliances,
    firstQuestionId: 19,
    firstOptionId: 74,
    subject: '가전',
    timingQuestion: '언제 설치받고 싶으세요?',
  }),
  ...rentalQuestions({
    categoryId: mainCategoryIds.health,
    firstQuestionId: 23,
    firstOptionId: 90,
    subject: '기기',
    timingQuestion: '언제 받아 보고 싶으세요?',
  }),
];

export async function seedBiddingQuestions(db: Database): Promise<void> {
  await db.insert(biddingQuestions).values(
    seedQuestions.map(({ id, categoryId, questionText, kind = 'CHOICE' }) => ({
      id,
      categoryId,
      questionText,
      kind,
      // Ids follow the wizard order within each category.
      displayOrder: id,
    })),
  );
  await db.insert(biddingOptions).values(
    seedQuestions.flatMap((question) =>
      question.options.map(({ id, optionText, buttonText, isDefault = false }, position) => ({
        id,
        questionId: question.id,
        optionText,
        buttonText,
        position,
        isDefault,
      })),
    ),
  );
}
