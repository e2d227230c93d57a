import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { messageBodyMaxLength, type Conversation } from '@quotemarket/contract';
import {
  ChatLayout,
  ChatTranscript,
  DateSeparator,
  ErrorFallback,
  Heading,
  MessageBubble,
  MessageComposer,
  MutedText,
  PageStack,
  SkeletonList,
  Text,
  formatTimeOfDay,
  vars,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import {
  conversationClosedReason,
  conversationEmptyText,
  conversationNotice,
  transcriptRows,
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

const Empty = styled(MutedText)`
  margin: auto 0;
  text-align: center;
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
      <ChatTranscript
        hasEarlier={chat.hasEarlier}
        onLoadEarlier={chat.loadEarlier}
        loadingEarlier={chat.isFetchingNextPage}
      >
        {chat.messages.length === 0 ? <Empty>{conversationEmptyText}</Empty> : null}
        {transcriptRows(chat.messages).map((row) =>
          row.kind === 'day' ? (
            <DateSeparator key={`day-${row.day}`} date={row.date} />
          ) : (
            <MessageBubble
              key={row.message.id}
              from={row.message.mine ? 'mine' : 'theirs'}
              name={conversation.counterpartName}
              continued={row.continued}
              text={row.message.body}
              status={row.message.readAt ? 'read' : 'unread'}
              time={
                <time dateTime={row.message.createdAt}>
                  {formatTimeOfDay(row.message.createdAt)}
                </time>
              }
            />
          ),
        )}
      </ChatTranscript>
      {conversation.canSend ? (
        <MessageComposer
          value={page.text}
          onValueChange={page.setText}
          onSend={page.send}
          sending={page.sending}
          error={page.sendError}
          maxLength={messageBodyMaxLength}
          placeholder="판매점에 물어보세요"
        />
      ) : (
        <Closed tone="subtle" size="sm" data-part="closed">
          {conversationClosedReason(conversation, openedAt)}
        </Closed>
      )}
    </ChatLayout>
  );
}

export { conversationEntry } from './quotationEntries';
