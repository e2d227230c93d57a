import { styled } from 'styled-components';
import { type ReportedConversation as Conversation } from '@quotemarket/contract';
import { Badge, formatDateTime, MessageBubble, Text, vars } from '@quotemarket/ui';

const Messages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  max-width: 720px;
  margin: 0;
  padding: ${vars.space[4]};
  list-style: none;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
`;

const Message = styled.li`
  padding: ${vars.space[2]};
  border-radius: ${vars.radius.md};

  &[aria-current='true'] {
    outline: 2px solid ${vars.color.danger};
    background: ${vars.color.dangerSubtle};
  }
`;

const Marker = styled.div`
  margin-bottom: ${vars.space[1]};
`;

/**
 * The conversation of a message report as its two sides wrote it, oldest first: the buyer on the
 * right, the store on the left by its name, and the reported message outlined and named, so the
 * operator reads it in its context.
 */
export function ReportedConversation({
  conversation,
  storeName,
}: {
  conversation: Conversation;
  storeName: string;
}) {
  return (
    <>
      <Text size="sm" tone="muted">
        신고된 메시지와 그 앞뒤 대화예요. 오른쪽이 구매자, 왼쪽이 판매점이에요.
      </Text>
      <Messages aria-label="신고된 메시지 앞뒤 대화">
        {conversation.messages.map((message, index) => {
          const reported = message.id === conversation.reportedMessageId;
          const fromBuyer = message.sender === 'buyer';
          const sameSender = conversation.messages[index - 1]?.sender === message.sender;
          return (
            <Message
              key={message.id}
              aria-current={reported || undefined}
              data-part={reported ? 'reported-message' : undefined}
            >
              {reported && (
                <Marker>
                  <Badge tone="danger">신고된 메시지</Badge>
                </Marker>
              )}
              <MessageBubble
                from={fromBuyer ? 'mine' : 'theirs'}
                name={fromBuyer ? undefined : storeName}
                continued={!reported && sameSender}
                {...(message.body ? { text: message.body } : {})}
                {...(message.photo
                  ? {
                      photo: {
                        src: message.photo.url,
                        alt: `${fromBuyer ? '구매자' : storeName}가 보낸 사진`,
                      },
                    }
                  : {})}
                time={formatDateTime(message.createdAt)}
              />
            </Message>
          );
        })}
      </Messages>
    </>
  );
}
