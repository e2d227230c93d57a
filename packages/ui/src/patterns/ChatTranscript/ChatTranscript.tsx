import {
  Children,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { StyledJumpButton, StyledLog, StyledTranscript } from './ChatTranscript.styles';

/** How close to the bottom (in px) still counts as "reading the latest message". */
const STICK_THRESHOLD = 24;

export interface ChatTranscriptProps extends HTMLAttributes<HTMLDivElement> {
  /** The messages, usually `ChatBubble`s, oldest first. */
  children: ReactNode;
  /** Wait before scrolling to a new message, so it has laid out (the spec's 50 ms). */
  scrollDelayMs?: number;
  /** The accessible name of the log. */
  label?: string;
  /** The button that appears when a message arrives while the user reads older ones. */
  jumpLabel?: string;
  ref?: Ref<HTMLDivElement>;
}

function isNearBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= STICK_THRESHOLD;
}

function scrollToBottom(element: HTMLElement) {
  element.scrollTop = element.scrollHeight;
}

/**
 * The wizard's conversation: a polite live log that follows new messages, unless the user has
 * scrolled up to read; then a '새 메시지' button takes them down.
 */
export function ChatTranscript({
  children,
  scrollDelayMs = 50,
  label = '대화 내용',
  jumpLabel = '새 메시지',
  onScroll,
  ref,
  ...rest
}: ChatTranscriptProps) {
  const logRef = useRef<HTMLDivElement>(null);
  // Whether the user was at the bottom before the latest change: measured on scroll, because
  // after new content lands the log is no longer at the bottom by definition.
  const stuckRef = useRef(true);
  const lastScrollTopRef = useRef(0);
  const stickToBottom = (log: HTMLElement) => {
    scrollToBottom(log);
    lastScrollTopRef.current = log.scrollTop;
  };
  const [hasUnseen, setHasUnseen] = useState(false);
  const count = Children.count(children);

  const follow = useEffectEvent(() => {
    const log = logRef.current;
    if (!log) return;
    if (stuckRef.current) {
      stickToBottom(log);
      setHasUnseen(false);
    } else {
      setHasUnseen(true);
    }
  });

  useEffect(() => {
    const timer = setTimeout(follow, scrollDelayMs);
    return () => clearTimeout(timer);
  }, [count, scrollDelayMs]);

  // A message can grow after it lands (a web font or an image arriving): keep the latest in view.
  useEffect(() => {
    const log = logRef.current;
    if (!log || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (stuckRef.current) stickToBottom(log);
    });
    for (const message of log.children) observer.observe(message);
    return () => observer.disconnect();
  }, [count]);

  const jump = () => {
    const log = logRef.current;
    if (!log) return;
    stickToBottom(log);
    stuckRef.current = true;
    setHasUnseen(false);
    // The button disappears, so keep keyboard focus in the conversation.
    log.focus();
  };

  return (
    <StyledTranscript data-qm="chat-transcript" ref={ref}>
      <StyledLog
        {...rest}
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={label}
        // Focusable so keyboard users can scroll the history.
        tabIndex={0}
        data-part="log"
        onScroll={(event) => {
          const log = event.currentTarget;
          // Only the reader scrolling up lets go of the bottom: content that grows under a
          // scroll in flight (a font arriving) must not read as "the user went back to read".
          if (isNearBottom(log)) stuckRef.current = true;
          else if (log.scrollTop < lastScrollTopRef.current) stuckRef.current = false;
          lastScrollTopRef.current = log.scrollTop;
          if (stuckRef.current) setHasUnseen(false);
          onScroll?.(event);
        }}
      >
        {children}
      </StyledLog>
      {hasUnseen && (
        <StyledJumpButton type="button" onClick={jump} data-part="jump">
          {jumpLabel}
          <span aria-hidden="true">↓</span>
        </StyledJumpButton>
      )}
    </StyledTranscript>
  );
}
