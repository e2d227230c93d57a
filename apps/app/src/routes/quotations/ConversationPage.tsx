import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  messageBodyMaxLength,
  messageReportReasonOptions,
  type Conversation,
} from '@quotemarket/contract';
import {
  ChatLayout,
  ConversationThread,
  ErrorFallback,
  Heading,
  MessageComposer,
  MutedText,
  PageStack,
  ReportDialog,
  SkeletonList,
  Text,
  vars,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import {
  conversationClosedReason,
  conversationEmptyText,
  conversationNotice,
} from './conversationRules';
import { QuoteNotFound } from './QuoteNotFound';
import { parseRouteId } from './routeIds';
import { useConversationPage } from './useConversationPage';

const Top = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.sm};
`;

const Closed = styled(Text)`
  flex: none;
  padding: ${vars.space[4]};
  border-top: ${vars.borderWidth.thin} solid ${vars.color.border};
  background: ${vars.color.surface};
  text-align: center;
`;

/** The conversation with the store of a quote (`paths.conversation`). */
export function ConversationPage() {
  const estimationId = parseRouteId(useParams().estimationId);
  if (estimationId === null) return <QuoteNotFound />;
  return <ConversationScreen key={estimationId} estimationId={estimationId} />;
}

function ConversationScreen({ estimationId }: { estimationId: number }) {
  const page = useConversationPage(estimationId);
  const { chat } = page;
  // The moment the page opened: whether a closing date has passed is read against it.
  const [openedAt] = useState(() => Date.now());

  if (page.notFound) return <QuoteNotFound />;
  if (chat.isPending) {
    return (
      <PageStack>
        <SkeletonList count={3} label="대화를 불러오는 중" />
      </PageStack>
    );
  }
  if (!chat.conversation) {
    return (
      <PageStack>
        <ErrorFallback
          title="대화를 불러오지 못했어요"
          onRetry={() => void chat.refetch()}
          homeHref={paths.quotationCheck()}
          homeLabel="견적 확인으로"
        />
      </PageStack>
    );
  }

  const conversation: Conversation = chat.conversation;
  return (
    // The composer sits under the transcript, as the kit's conversation does (its own border and
    // padding; the layout's answer area would frame it twice).
    <ChatLayout
      data-page="conversation"
      top={
        <Top>
          <Heading level={2} size="md">
            {conversation.counterpartName}
          </Heading>
          <MutedText>{conversationNotice}</MutedText>
        </Top>
      }
    >
      <ConversationThread
        messages={chat.messages}
        counterpartName={conversation.counterpartName}
        empty={conversationEmptyText}
        photoAlt={(message) =>
          message.mine ? '내가 보낸 사진' : `${conversation.counterpartName}에서 보낸 사진`
        }
        onReport={(messageId) => page.report.start(Number(messageId))}
        hasEarlier={chat.hasEarlier}
        onLoadEarlier={chat.loadEarlier}
        loadingEarlier={chat.isFetchingNextPage}
      />
      {conversation.canSend ? (
        <MessageComposer
          {...page.composer}
          maxLength={messageBodyMaxLength}
          placeholder="판매점에 물어보세요"
        />
      ) : (
        <Closed tone="subtle" size="sm" data-part="closed">
          {conversationClosedReason(conversation, openedAt)}
        </Closed>
      )}
      <ReportDialog
        {...page.report.dialog}
        title="메시지 신고하기"
        description={`${conversation.counterpartName}에서 보낸 메시지에 어떤 문제가 있는지 알려 주세요. 운영팀이 대화를 함께 살펴봐요.`}
        reasons={messageReportReasonOptions}
        noteLabel="덧붙일 내용 (선택)"
      />
    </ChatLayout>
  );
}

export { conversationEntry } from './quotationEntries';
