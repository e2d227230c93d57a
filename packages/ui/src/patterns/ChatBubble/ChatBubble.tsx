import { useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import {
  StyledAvatar,
  StyledBody,
  StyledBubble,
  StyledChatBubble,
  StyledName,
  StyledRow,
  StyledTime,
} from './ChatBubble.styles';
import {
  chatBubbleVariants,
  type ChatBubbleContent,
  type ChatBubbleSide,
} from './ChatBubble.variants';

export interface ChatBubbleProps extends HTMLAttributes<HTMLDivElement> {
  side?: ChatBubbleSide;
  /** `media` drops the bubble's padding, fill and outline around a photo. */
  content?: ChatBubbleContent;
  /** The dealer's photo; the first letter of `name` shows when it is missing or fails. */
  avatarSrc?: string | null | undefined;
  /** The dealer's store name, shown above the bubble. */
  name?: string;
  /**
   * Follows a message of the same sender: no avatar or name, only the avatar's room, so the
   * bubbles line up under the first one.
   */
  continued?: boolean;
  /** A caption beside the bubble, e.g. '오후 2:05' (or a read receipt above the time). */
  time?: ReactNode;
  /** Text or rich content (images, lists, buttons). */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

function DealerAvatar({ src, name }: { src: string | null | undefined; name: string | undefined }) {
  const [failed, setFailed] = useState(false);
  const initial = name?.trim().charAt(0) ?? '';
  return (
    <StyledAvatar data-part="avatar" aria-hidden="true">
      {src && !failed ? (
        // The store name is shown beside it (or the message speaks for itself): decorative.
        <img src={src} alt="" onError={() => setFailed(true)} />
      ) : (
        initial
      )}
    </StyledAvatar>
  );
}

export function ChatBubble({
  side = chatBubbleVariants.side.default,
  content = chatBubbleVariants.content.default,
  avatarSrc,
  name,
  continued = false,
  time,
  children,
  ...rest
}: ChatBubbleProps) {
  const isDealer = side === 'dealer';
  return (
    <StyledChatBubble data-qm="chat-bubble" data-side={side} {...rest}>
      {isDealer &&
        (continued ? (
          <StyledAvatar data-part="avatar-space" data-continued aria-hidden="true" />
        ) : (
          <DealerAvatar key={avatarSrc ?? ''} src={avatarSrc} name={name} />
        ))}
      <StyledBody>
        {isDealer && name && !continued && <StyledName data-part="name">{name}</StyledName>}
        <StyledRow>
          <StyledBubble data-part="bubble" data-content={content}>
            {children}
          </StyledBubble>
          {time && <StyledTime data-part="time">{time}</StyledTime>}
        </StyledRow>
      </StyledBody>
    </StyledChatBubble>
  );
}
