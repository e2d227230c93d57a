import { ChatBubble, ChatTranscript, TypingIndicator } from '@quotemarket/ui';
import { dealerName } from './biddingRules';
import type { BiddingPageModel } from './useBiddingPage';

interface BiddingConversationProps {
  page: Pick<BiddingPageModel, 'entries' | 'pendingAnswer'>;
}

/**
 * The questions on the dealer's side and the buyer's answers on the other; an answer being saved
 * shows at once, with the dealer typing the next question.
 */
export function BiddingConversation({ page }: BiddingConversationProps) {
  const { entries, pendingAnswer } = page;
  return (
    <ChatTranscript label="견적 요청 대화">
      {entries.map((entry) => (
        <ChatBubble
          key={entry.key}
          side={entry.side}
          name={entry.side === 'dealer' ? dealerName : undefined}
        >
          {entry.text}
        </ChatBubble>
      ))}
      {pendingAnswer !== null && (
        <ChatBubble key="pending" side="shopper" aria-busy="true">
          {pendingAnswer}
        </ChatBubble>
      )}
      {pendingAnswer !== null && (
        <TypingIndicator key="typing" name={dealerName} label="다음 질문을 준비하고 있어요" />
      )}
    </ChatTranscript>
  );
}
