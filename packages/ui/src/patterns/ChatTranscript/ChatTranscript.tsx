import {
  Children,
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { Button } from '../../primitives/Button';
import { useLoadMore } from '../../primitives/InfiniteList/useLoadMore';
import { Spinner } from '../../primitives/Spinner';
import {
  StyledEarlier,
  StyledJumpButton,
  StyledLog,
  StyledTranscript,
} from './ChatTranscript.styles';

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
  /** There are older messages than the first shown: offer them at the top. */
  hasEarlier?: boolean;
  /** Asks for the older messages: when the top comes into view, or from its button. */
  onLoadEarlier?: () => void;
  /** While they load, a spinner stands in for the button. */
  loadingEarlier?: boolean;
  loadEarlierLabel?: string;
  loadingEarlierLabel?: string;
  ref?: Ref<HTMLDivElement>;
}

function isNearBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= STICK_THRESHOLD;
}

function scrollToBottom(element: HTMLElement) {
  element.scrollTop = element.scrollHeight;
}

/** The log's first and last messages, past the "earlier messages" row. */
function messageEnds(log: HTMLElement) {
  const messages = log.querySelectorAll<HTMLElement>(':scope > :not([data-part="earlier"])');
  return { first: messages[0] ?? null, last: messages[messages.length - 1] ?? null };
}

/**
 * A conversation: a polite live log that follows new messages, unless the user has scrolled up to
 * read; then a '새 메시지' button takes them down. With `hasEarlier` it asks for older messages as
 * the reader reaches the top, and keeps the message they were reading where it was.
 */
export function ChatTranscript({
  children,
  scrollDelayMs = 50,
  label = '대화 내용',
  jumpLabel = '새 메시지',
  hasEarlier = false,
  onLoadEarlier,
  loadingEarlier = false,
  loadEarlierLabel = '이전 메시지 보기',
  loadingEarlierLabel = '이전 메시지를 불러오는 중',
  onScroll,
  ref,
  ...rest
}: ChatTranscriptProps) {
  const logRef = useRef<HTMLDivElement>(null);
  // Also as state: the observer of the top row needs the log as its root once it exists.
  const [logElement, setLogElement] = useState<HTMLDivElement | null>(null);
  const setLog = useCallback((node: HTMLDivElement | null) => {
    logRef.current = node;
    setLogElement(node);
  }, []);
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
  // The first message as last laid out, to hold it in place when older ones land above it; the
  // last, to tell a new message (offer the jump) from older ones (do not).
  const anchorRef = useRef<{ element: HTMLElement; offsetTop: number } | null>(null);
  const lastRef = useRef<HTMLElement | null>(null);
  const appendedRef = useRef(false);
  // The older messages are asked for only once the log has first scrolled to its latest.
  const [settled, setSettled] = useState(false);

  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const { first, last } = messageEnds(log);
    const anchor = anchorRef.current;
    // Older messages landed above (or the row offering them went): move by as much as the message
    // the reader was at moved, so it stays where it was on the screen.
    if (!stuckRef.current && anchor?.element.isConnected) {
      log.scrollTop += anchor.element.offsetTop - anchor.offsetTop;
      lastScrollTopRef.current = log.scrollTop;
    }
    anchorRef.current = first ? { element: first, offsetTop: first.offsetTop } : null;
    // The messages a log opens with are not news; only those after them are.
    if (lastRef.current !== null && last !== lastRef.current) appendedRef.current = true;
    lastRef.current = last;
  });

  const follow = useEffectEvent(() => {
    const log = logRef.current;
    if (!log) return;
    if (stuckRef.current) {
      stickToBottom(log);
      setHasUnseen(false);
    } else if (appendedRef.current) {
      setHasUnseen(true);
    }
    appendedRef.current = false;
    setSettled(true);
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

  const earlierRef = useRef<HTMLDivElement>(null);
  const canLoadEarlier = hasEarlier && onLoadEarlier !== undefined;
  useLoadMore(
    earlierRef,
    logElement,
    settled && canLoadEarlier && !loadingEarlier,
    onLoadEarlier,
    count,
  );

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
        ref={setLog}
        role="log"
        aria-live="polite"
        aria-label={label}
        // Focusable so keyboard users can scroll the history.
        tabIndex={0}
        data-part="log"
        aria-busy={loadingEarlier || undefined}
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
        {canLoadEarlier && (
          <StyledEarlier ref={earlierRef} data-part="earlier">
            {loadingEarlier ? (
              <Spinner size="sm" label={loadingEarlierLabel} />
            ) : (
              <Button variant="ghost" size="sm" shape="pill" onClick={onLoadEarlier}>
                {loadEarlierLabel}
              </Button>
            )}
          </StyledEarlier>
        )}
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
