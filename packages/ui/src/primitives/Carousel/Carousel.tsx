import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  StyledCarousel,
  StyledControls,
  StyledDot,
  StyledPlayToggle,
  StyledSlide,
  StyledViewport,
} from './Carousel.styles';

export interface CarouselProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** One node per slide. */
  slides: readonly ReactNode[];
  /** Names the carousel region. */
  label?: string;
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** Milliseconds between slides; off (`false`) by default. Pauses on hover and focus. */
  autoplay?: number | false;
  /** `(n) => '1번째 안내로 이동'` */
  dotLabel?: (position: number) => string;
  slideLabel?: (position: number, total: number) => string;
  pauseLabel?: string;
  playLabel?: string;
  ref?: Ref<HTMLElement>;
}

const defaultDotLabel = (position: number) => `${position}번째 안내로 이동`;
const defaultSlideLabel = (position: number, total: number) => `${position} / ${total}`;

export function Carousel({
  slides,
  label = '서비스 안내',
  index,
  defaultIndex = 0,
  onIndexChange,
  autoplay = false,
  dotLabel = defaultDotLabel,
  slideLabel = defaultSlideLabel,
  pauseLabel = '자동 넘김 멈추기',
  playLabel = '자동 넘김 시작',
  onKeyDown,
  ...rest
}: CarouselProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [innerIndex, setInnerIndex] = useState(defaultIndex);
  const [playing, setPlaying] = useState(autoplay !== false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const total = slides.length;
  const current = Math.min(Math.max(index ?? innerIndex, 0), Math.max(total - 1, 0));
  const currentRef = useRef(current);
  // The slide a dot, a key or autoplay is scrolling to: a smooth scroll's first events still read
  // the slide it leaves, and taking those as the current one would scroll straight back.
  const scrollTargetRef = useRef<number | null>(null);
  useLayoutEffect(() => {
    currentRef.current = current;
  }, [current]);

  function select(next: number) {
    if (next === currentRef.current) return;
    currentRef.current = next;
    if (index === undefined) setInnerIndex(next);
    onIndexChange?.(next);
  }

  function goTo(next: number) {
    const target = ((next % total) + total) % total;
    scrollTargetRef.current = target;
    select(target);
    const viewport = viewportRef.current;
    viewport?.scrollTo?.({ left: target * viewport.clientWidth });
  }

  // A controlled index from outside scrolls the viewport as well.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || viewport.clientWidth === 0) return;
    const left = current * viewport.clientWidth;
    if (Math.abs(viewport.scrollLeft - left) > 1) viewport.scrollTo?.({ left });
  }, [current]);

  const paused = !playing || hovered || focused;
  useEffect(() => {
    if (autoplay === false || paused || total < 2) return;
    const timer = window.setInterval(() => goTo(currentRef.current + 1), autoplay);
    return () => window.clearInterval(timer);
    // goTo only reads refs and props that restart the timer anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoplay, paused, total]);

  function handleScroll() {
    const viewport = viewportRef.current;
    if (!viewport || viewport.clientWidth === 0) return;
    const position = Math.round(viewport.scrollLeft / viewport.clientWidth);
    if (scrollTargetRef.current !== null) {
      if (position !== scrollTargetRef.current) return;
      scrollTargetRef.current = null;
    }
    select(position);
  }

  // A swipe or wheel takes over from a scroll the carousel started.
  const releaseScrollTarget = () => {
    scrollTargetRef.current = null;
  };

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(current + (event.key === 'ArrowRight' ? 1 : -1));
    }
  }

  return (
    <StyledCarousel
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-qm="carousel"
      onKeyDown={handleKeyDown}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      {...rest}
    >
      <StyledViewport
        ref={viewportRef}
        tabIndex={0}
        data-part="viewport"
        aria-live={autoplay !== false && !paused ? 'off' : 'polite'}
        onScroll={handleScroll}
        onPointerDown={releaseScrollTarget}
        onTouchStart={releaseScrollTarget}
        onWheel={releaseScrollTarget}
      >
        {slides.map((slide, position) => (
          <StyledSlide
            key={position}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(position + 1, total)}
            data-current={position === current}
          >
            {slide}
          </StyledSlide>
        ))}
      </StyledViewport>
      {total > 1 && (
        <StyledControls data-part="controls">
          {slides.map((_, position) => (
            <StyledDot
              key={position}
              type="button"
              aria-label={dotLabel(position + 1)}
              aria-current={position === current ? 'true' : undefined}
              onClick={() => goTo(position)}
            />
          ))}
          {autoplay !== false && (
            <StyledPlayToggle type="button" onClick={() => setPlaying(!playing)}>
              {playing ? pauseLabel : playLabel}
            </StyledPlayToggle>
          )}
        </StyledControls>
      )}
    </StyledCarousel>
  );
}
