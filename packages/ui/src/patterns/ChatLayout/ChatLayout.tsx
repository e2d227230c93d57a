import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { StyledChatLayout, StyledConversation, StyledFooter, StyledTop } from './ChatLayout.styles';

export interface ChatLayoutProps extends HTMLAttributes<HTMLDivElement> {
  /** What stays above the conversation: a progress bar, the product it is about. */
  top?: ReactNode;
  /** The conversation, usually a `ChatTranscript`; it fills the room left and scrolls. */
  children: ReactNode;
  /** The answer area under the conversation: answer buttons, the request button. */
  footer?: ReactNode;
  /** Names the answer area (a region landmark) when it is there. */
  footerLabel?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A chat screen filling its container's height (the app's page box): a fixed top, the
 * conversation scrolling in the middle, and the answer area pinned under it — so the question
 * being asked and its answers stay in view together.
 */
export function ChatLayout({
  top,
  children,
  footer,
  footerLabel = '답변',
  ...rest
}: ChatLayoutProps) {
  return (
    <StyledChatLayout data-qm="chat-layout" {...rest}>
      {top != null && <StyledTop data-part="top">{top}</StyledTop>}
      <StyledConversation data-part="conversation">{children}</StyledConversation>
      {footer != null && (
        <StyledFooter role="region" aria-label={footerLabel} data-part="footer">
          {footer}
        </StyledFooter>
      )}
    </StyledChatLayout>
  );
}
