import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useId, useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import { Icon } from '../../primitives/Icon';
import { Skeleton } from '../../primitives/Skeleton';
import { ChatBubble, type ChatBubbleProps } from '../ChatBubble';
import {
  StyledMessage,
  StyledMetaLine,
  StyledPhoto,
  StyledPhotoError,
  StyledReport,
  StyledRetry,
  StyledStatus,
  StyledText,
} from './MessageBubble.styles';
import {
  messageBubbleVariants,
  type MessageBubbleFrom,
  type MessageStatus,
} from './MessageBubble.variants';

export interface MessagePhoto {
  src: string;
  /** What the photo shows, for screen readers; '' only when the text beside it says it all. */
  alt: string;
  /**
   * The stored pixel size: with both, the frame takes the photo's shape before it loads (up to the
   * frame's largest size), so the conversation does not jump as photos arrive.
   */
  width?: number;
  height?: number;
}

/** The words of the receipt; `unread` is read aloud while the visible mark is `unreadMark`. */
export type MessageStatusLabels = Record<Exclude<MessageStatus, 'sent'>, string>;

const defaultStatusLabels: MessageStatusLabels = {
  sending: '보내는 중',
  unread: '안 읽음',
  read: '읽음',
  failed: '보내지 못했어요',
};

export interface MessageBubbleProps extends Omit<
  ChatBubbleProps,
  'side' | 'content' | 'children' | 'time'
> {
  from?: MessageBubbleFrom;
  /** The message's text; line breaks are kept. With `photo`, it follows the photo. */
  text?: string;
  photo?: MessagePhoto;
  /** When it was sent, already formatted (e.g. `formatTimeOfDay(sentAt)` → '오후 2:05'). */
  time?: ReactNode;
  /** My message's delivery and read state; ignored on theirs. */
  status?: MessageStatus;
  statusLabels?: Partial<MessageStatusLabels>;
  /** The visible unread mark, as Korean messengers show it. */
  unreadMark?: string;
  /** Offers sending a failed message again. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Offers reporting their message (a quiet button after the time); ignored on mine. */
  onReport?: () => void;
  reportLabel?: string;
  photoErrorLabel?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The photo's shape from its stored size, when it has a usable one. */
function photoShape({ width, height }: MessagePhoto): CSSProperties | undefined {
  const usable = (value: number | undefined): value is number =>
    value !== undefined && Number.isFinite(value) && value > 0;
  return usable(width) && usable(height) ? { aspectRatio: `${width} / ${height}` } : undefined;
}

function PhotoFrame({ photo, errorLabel }: { photo: MessagePhoto; errorLabel: string }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const shape = photoShape(photo);
  if (state === 'failed') {
    return (
      <StyledPhotoError data-part="photo" data-state="failed" role="img" aria-label={errorLabel}>
        <Icon name="image" />
        <span aria-hidden="true">{errorLabel}</span>
      </StyledPhotoError>
    );
  }
  return (
    <StyledPhoto data-part="photo" data-state={state} data-sized={Boolean(shape)} style={shape}>
      {state === 'loading' && (
        <Skeleton variant="rect" width="100%" height="100%" data-part="photo-skeleton" />
      )}
      <img
        src={photo.src}
        alt={photo.alt}
        width={shape ? photo.width : undefined}
        height={shape ? photo.height : undefined}
        loading="lazy"
        decoding="async"
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
      />
    </StyledPhoto>
  );
}

/**
 * One message of a two-party conversation (a buyer and a store): mine on the right with its
 * receipt, theirs on the left with the sender's avatar and name. Text, a photo, or both as two
 * bubbles, as messengers send them. With `onReport`, their message offers a quiet '신고'.
 */
export function MessageBubble({
  from = messageBubbleVariants.from.default,
  text,
  photo,
  time,
  status = messageBubbleVariants.status.default,
  statusLabels,
  unreadMark = '1',
  onRetry,
  retryLabel = '다시 보내기',
  onReport,
  reportLabel = '신고',
  photoErrorLabel = '사진을 불러오지 못했어요',
  name,
  avatarSrc,
  continued = false,
  ...rest
}: MessageBubbleProps) {
  const isMine = from === 'mine';
  const textId = useId();
  const labels = { ...defaultStatusLabels, ...statusLabels };
  const shownStatus = isMine ? status : 'sent';
  const receipt =
    shownStatus === 'sent' ? null : (
      <StyledStatus data-part="status" data-status={shownStatus}>
        {shownStatus === 'unread' ? (
          <>
            <span aria-hidden="true">{unreadMark}</span>
            <VisuallyHidden>{labels.unread}</VisuallyHidden>
          </>
        ) : (
          labels[shownStatus]
        )}
      </StyledStatus>
    );
  // Told which message it reports: a transcript holds many of these buttons.
  const report =
    !isMine && onReport ? (
      <StyledReport
        type="button"
        onClick={onReport}
        data-part="report"
        aria-describedby={text ? textId : undefined}
      >
        {reportLabel}
      </StyledReport>
    ) : null;
  const meta =
    receipt || time || report ? (
      <>
        {receipt}
        {shownStatus === 'failed' && onRetry && (
          <StyledRetry type="button" onClick={onRetry} data-part="retry">
            {retryLabel}
          </StyledRetry>
        )}
        {report ? (
          <StyledMetaLine data-part="meta-line">
            {time}
            {report}
          </StyledMetaLine>
        ) : (
          time
        )}
      </>
    ) : undefined;
  const side = isMine ? 'shopper' : 'dealer';
  const sender = { name, avatarSrc, continued };

  // A photo with words is sent as two bubbles; the receipt and time go with the last.
  return (
    <StyledMessage
      data-qm="message-bubble"
      data-from={from}
      data-status={shownStatus}
      aria-busy={shownStatus === 'sending' || undefined}
      {...rest}
    >
      {photo && (
        <ChatBubble side={side} content="media" {...sender} time={text ? undefined : meta}>
          <PhotoFrame key={photo.src} photo={photo} errorLabel={photoErrorLabel} />
        </ChatBubble>
      )}
      {text !== undefined && (
        <ChatBubble side={side} {...(photo ? { continued: true } : sender)} time={meta}>
          <StyledText id={textId}>{text}</StyledText>
        </ChatBubble>
      )}
    </StyledMessage>
  );
}
