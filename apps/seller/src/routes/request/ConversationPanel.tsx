import { useEffect } from 'react';
import { styled } from 'styled-components';
import {
  anonymousBuyerName,
  messageBodyMaxLength,
  messageMessages,
  messageReportMessages,
  messageReportReasonOptions,
  type Conversation,
} from '@quotemarket/contract';
import {
  ApiError,
  useMarkSellerConversationRead,
  useMessageComposer,
  useMessageReportForm,
  useSellerConversation,
} from '@quotemarket/hooks';
import {
  ConversationThread,
  ErrorFallback,
  formatDate,
  MessageComposer,
  ReportDialog,
  Skeleton,
  Text,
  useToast,
  vars,
} from '@quotemarket/ui';

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

/** The transcript keeps its height as messages come, and scrolls inside itself. */
const TranscriptFrame = styled.div`
  display: flex;
  flex-direction: column;
  height: clamp(320px, 58vh, 560px);
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.background};
`;

const Closed = styled.p`
  margin: 0;
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
`;

/** Who the dealer talks to, and what may not be said before the buyer chooses. */
function aboutText({ counterpartName, closesAt, canSend }: Conversation): string {
  const lines = [
    counterpartName === anonymousBuyerName
      ? '구매자가 견적을 고르기 전에는 고객으로만 보이고, 전화번호나 메신저 아이디, 링크는 보낼 수 없어요.'
      : `${counterpartName}님이 내 견적을 골랐어요. 링크만 빼고 연락처도 주고받을 수 있어요.`,
  ];
  if (closesAt && canSend) lines.push(`${formatDate(closesAt)}까지 메시지를 주고받을 수 있어요.`);
  return lines.join(' ');
}

/** Why the dealer can no longer write: the conversation closed, or the store is suspended. */
function closedText({ closesAt }: Conversation, now = Date.now()): string {
  return closesAt && Date.parse(closesAt) <= now
    ? messageMessages.closed
    : messageMessages.dealerSuspended;
}

/**
 * The conversation with the buyer about the dealer's quote: newest at the bottom, earlier ones as
 * the dealer scrolls up, read receipts on the dealer's messages and the composer while it is open.
 * What the buyer wrote is marked read while it is on screen, as new messages come in too.
 */
export function ConversationPanel({ estimationId }: { estimationId: number }) {
  const { conversation, messages, ...query } = useSellerConversation(estimationId);
  const composer = useMessageComposer('dealer', estimationId);
  const { toast } = useToast();
  const report = useMessageReportForm('dealer', () =>
    toast({ title: messageReportMessages.reported, tone: 'success' }),
  );
  const { mutate: markRead } = useMarkSellerConversationRead();
  const latestUnread = messages.findLast((message) => !message.mine && !message.readAt)?.id;
  useEffect(() => {
    if (latestUnread !== undefined) markRead(estimationId);
  }, [latestUnread, estimationId, markRead]);

  if (!conversation) {
    return query.isError ? (
      <ErrorFallback
        title="메시지를 불러오지 못했어요."
        description={ApiError.from(query.error).message}
        onRetry={() => void query.refetch()}
      />
    ) : (
      <Section role="status" aria-label="메시지를 불러오는 중">
        <Skeleton variant="text" width="80%" />
        <Skeleton variant="rect" height={320} />
      </Section>
    );
  }

  const { counterpartName } = conversation;
  return (
    <Section>
      <Text size="sm" tone="muted">
        {aboutText(conversation)}
      </Text>
      <TranscriptFrame>
        <ConversationThread
          messages={messages}
          counterpartName={counterpartName}
          label={`${counterpartName}님과의 대화`}
          empty="아직 주고받은 메시지가 없어요. 고객이 물어보면 여기에 보이고, 먼저 인사를 건넬 수도 있어요."
          onReport={(messageId) => report.start(Number(messageId))}
          hasEarlier={query.hasNextPage}
          onLoadEarlier={() => void query.fetchNextPage()}
          loadingEarlier={query.isFetchingNextPage}
        />
      </TranscriptFrame>
      {conversation.canSend ? (
        <MessageComposer
          {...composer}
          label={`${counterpartName}님에게 보낼 메시지`}
          maxLength={messageBodyMaxLength}
        />
      ) : (
        <Closed role="status">{closedText(conversation)}</Closed>
      )}
      <ReportDialog
        {...report.dialog}
        title="메시지 신고하기"
        description={`${counterpartName}님이 보낸 메시지에 어떤 문제가 있는지 알려 주세요. 운영팀이 대화를 함께 살펴봐요.`}
        reasons={messageReportReasonOptions}
        noteLabel="덧붙일 내용 (선택)"
      />
    </Section>
  );
}
