import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { Ref } from 'react';
import { ChatBubble, type ChatBubbleProps } from '../ChatBubble';
import { StyledDot, StyledDots } from './TypingIndicator.styles';

export interface TypingIndicatorProps extends Omit<ChatBubbleProps, 'side' | 'children' | 'time'> {
  /** Read by screen readers instead of the dots. */
  label?: string;
  ref?: Ref<HTMLDivElement>;
}

/** Three dots in a dealer bubble while the next scripted message is on its way. */
export function TypingIndicator({ label = '판매점이 입력 중', ...rest }: TypingIndicatorProps) {
  return (
    <ChatBubble role="status" data-qm="typing-indicator" side="dealer" {...rest}>
      <StyledDots aria-hidden="true" data-part="dots">
        <StyledDot />
        <StyledDot />
        <StyledDot />
      </StyledDots>
      <VisuallyHidden>{label}</VisuallyHidden>
    </ChatBubble>
  );
}
