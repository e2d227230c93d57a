import type { ReactElement, ReactNode } from 'react';
import { formatTimeOfDay, seoulDayKey } from '../../format/format';
import { ChatTranscript, type ChatTranscriptProps } from '../ChatTranscript';
import { DateSeparator } from '../DateSeparator';
import { MessageBubble, type MessageStatusLabels } from '../MessageBubble';
import { StyledEmpty, StyledThread } from './ConversationThread.styles';

/**
 * One message of a two-party conversation, as the API sends it (extra fields are fine): apps pass
 * their messages straight in.
 */
export interface ThreadMessage {
  id: number | string;
  /** Sent by the one reading: on the right, with its receipt. */
  mine: boolean;
  /** The words; '' for a photo sent alone. */
  body: string;
  /** A photo with its stored pixel size, so its frame keeps its shape before it loads. */
  photo?: { url: string; width: number; height: number } | undefined;
  /** When it was sent (ISO). */
  createdAt: string;
  /** When the other side read it, or null. */
  readAt: string | null;
}

export interface ConversationThreadProps extends Omit<ChatTranscriptProps, 'children'> {
  /** Oldest first. */
  messages: readonly ThreadMessage[];
  /** The name on their messages: the store's for a buyer, '고객' for a store. */
  counterpartName: string;
  /** Shown, centred and muted, while there are no messages; `null` for nothing. */
  empty?: ReactNode;
  /** Offers a report on each of THEIR messages, called with its id. */
  onReport?: (messageId: ThreadMessage['id']) => void;
  reportLabel?: string;
  /** A photo's alt text; by default who sent it: '내가 보낸 사진', '견적마켓 강남점님이 보낸 사진'. */
  photoAlt?: (message: ThreadMessage) => string;
  /** The receipts' words on my messages, as MessageBubble takes them. */
  statusLabels?: Partial<MessageStatusLabels>;
  unreadMark?: string;
  photoErrorLabel?: string;
}

/**
 * A buyer's and a store's conversation, drawn the same on both sides: a line before each Seoul
 * day, their messages under the counterpart's name (once per run), mine with '1' until read, and
 * the time of each. Scrolling, the '새 메시지' jump and older pages are ChatTranscript's.
 */
export function ConversationThread({
  messages,
  counterpartName,
  empty = '아직 주고받은 메시지가 없어요.',
  onReport,
  reportLabel,
  photoAlt,
  statusLabels,
  unreadMark,
  photoErrorLabel,
  ...transcript
}: ConversationThreadProps) {
  const altOf =
    photoAlt ??
    ((message: ThreadMessage) =>
      message.mine ? '내가 보낸 사진' : `${counterpartName}님이 보낸 사진`);

  const rows = messages.flatMap((message, index): ReactElement[] => {
    const previous = messages[index - 1];
    const day = seoulDayKey(message.createdAt);
    const newDay = previous === undefined || seoulDayKey(previous.createdAt) !== day;
    const { photo } = message;
    const bubble = (
      <MessageBubble
        key={`message-${message.id}`}
        data-message-id={message.id}
        from={message.mine ? 'mine' : 'theirs'}
        name={message.mine ? undefined : counterpartName}
        continued={!newDay && previous.mine === message.mine}
        text={message.body === '' && photo ? undefined : message.body}
        photo={
          photo && {
            src: photo.url,
            alt: altOf(message),
            width: photo.width,
            height: photo.height,
          }
        }
        status={message.mine ? (message.readAt ? 'read' : 'unread') : undefined}
        time={<time dateTime={message.createdAt}>{formatTimeOfDay(message.createdAt)}</time>}
        onReport={onReport && !message.mine ? () => onReport(message.id) : undefined}
        reportLabel={reportLabel}
        statusLabels={statusLabels}
        unreadMark={unreadMark}
        photoErrorLabel={photoErrorLabel}
      />
    );
    return newDay
      ? [<DateSeparator key={`day-${day}`} date={message.createdAt} />, bubble]
      : [bubble];
  });

  return (
    <StyledThread data-qm="conversation-thread">
      <ChatTranscript {...transcript}>
        {rows.length > 0
          ? rows
          : empty != null &&
            empty !== false && <StyledEmpty data-part="empty">{empty}</StyledEmpty>}
      </ChatTranscript>
    </StyledThread>
  );
}
