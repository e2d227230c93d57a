import type { InternetProductProperties } from './internet';
import type { BiddingResponse } from './progress';
import { internetProductSetOptionIds, internetQuestionIds } from './wizard-rules';

// How internet answers name a catalogue product. The app resolves the product before sending and
// the API checks what it receives, so both read the answers through these tables.

/**
 * The product sets of question 10. Their option text is the `productType` of internet products, so
 * an answer names the product set as the catalogue does.
 */
export const internetProductSets = [
  { optionId: internetProductSetOptionIds.internetOnly, productType: '인터넷 단독' },
  { optionId: internetProductSetOptionIds.internetTv, productType: '인터넷+TV' },
  { optionId: internetProductSetOptionIds.internetTvHomePhone, productType: '인터넷+TV+집전화' },
] as const;

/** The main uses of question 14 and the speed (`internetProperty`) each one needs. */
export const internetMainUses = [
  {
    optionId: 55,
    optionText: '웹서핑·문서 작업',
    buttonText: '웹서핑이나 문서 작업 위주예요',
    speed: '100MB',
  },
  {
    optionId: 56,
    optionText: '게임·HD 영상',
    buttonText: '게임이나 HD 영상을 자주 봐요',
    speed: '500MB',
  },
  {
    optionId: 57,
    optionText: '실시간 방송·대용량 파일',
    buttonText: '실시간 방송이나 대용량 파일을 다뤄요',
    speed: '1GB',
  },
] as const;

/**
 * The internet product the answers describe: product set (question 10), the current carrier
 * (question 9, spaces removed) and the speed the main use needs (question 14). Null while one of
 * the three is unanswered.
 */
export function internetPropertiesFromAnswers(
  answers: readonly Pick<BiddingResponse, 'questionId' | 'optionId' | 'responseText'>[],
): InternetProductProperties | null {
  const answerTo = (questionId: number) =>
    answers.find((answer) => answer.questionId === questionId);
  const productSet = internetProductSets.find(
    (set) => set.optionId === answerTo(internetQuestionIds.productSet)?.optionId,
  );
  const carrier = answerTo(internetQuestionIds.currentCarrier)?.responseText.replaceAll(' ', '');
  const mainUse = internetMainUses.find(
    (use) => use.optionId === answerTo(internetQuestionIds.mainUse)?.optionId,
  );
  if (!productSet || !carrier || !mainUse) return null;
  return {
    productType: productSet.productType,
    newsAgencyProperty: carrier,
    internetProperty: mainUse.speed,
  };
}
