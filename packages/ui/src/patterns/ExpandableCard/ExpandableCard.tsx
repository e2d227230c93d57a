import { useControllableState } from '@radix-ui/react-use-controllable-state';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import {
  StyledContent,
  StyledExpandableCard,
  StyledHeading,
  StyledTrigger,
} from './ExpandableCard.styles';
import { Icon } from '../../primitives/Icon';

export interface ExpandableCardProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'title' | 'dir' | 'defaultValue'
> {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A short figure at the trailing edge of the header (e.g. '최대 850,000원'). */
  summary?: ReactNode;
  /** The content, mounted the first time the card opens; may be a loading state meanwhile. */
  children?: ReactNode;
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** Fires once, the first time the card is open (also when it starts open): load its detail here. */
  onExpand?: () => void;
  /** The heading level wrapping the toggle button, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  ref?: Ref<HTMLDivElement>;
}

/** A disclosure card (Radix Collapsible): its header toggles a lazily mounted content area. */
export function ExpandableCard({
  title,
  subtitle,
  summary,
  children,
  expanded: expandedProp,
  defaultExpanded = false,
  onExpandedChange,
  onExpand,
  headingLevel = 3,
  ...rest
}: ExpandableCardProps) {
  const id = useId();
  const triggerId = `${id}-trigger`;
  const contentId = `${id}-content`;
  const [expanded, setExpanded] = useControllableState({
    prop: expandedProp,
    defaultProp: defaultExpanded,
    onChange: onExpandedChange,
  });
  // Remember that it has opened once: content stays mounted and onExpand does not fire again.
  const [opened, setOpened] = useState(expanded);
  if (expanded && !opened) setOpened(true);

  const onExpandRef = useRef(onExpand);
  useEffect(() => {
    onExpandRef.current = onExpand;
  });
  const announced = useRef(false);
  useEffect(() => {
    if (expanded && !announced.current) {
      announced.current = true;
      onExpandRef.current?.();
    }
  }, [expanded]);

  return (
    <StyledExpandableCard
      open={expanded}
      onOpenChange={setExpanded}
      data-qm="expandable-card"
      {...rest}
    >
      <StyledHeading as={`h${headingLevel}`}>
        <StyledTrigger id={triggerId} aria-controls={contentId}>
          <span data-part="text">
            <span data-part="title">{title}</span>
            {subtitle ? <span data-part="subtitle">{subtitle}</span> : null}
          </span>
          {summary ? <span data-part="summary">{summary}</span> : null}
          <Icon name="chevron-down" />
        </StyledTrigger>
      </StyledHeading>
      {/* Mounted once opened, then hidden when closed (so it is not loaded again); it always
          exists, so the button names what it controls even while closed. */}
      <StyledContent
        forceMount
        id={contentId}
        hidden={!expanded}
        aria-labelledby={triggerId}
        role="group"
      >
        {opened ? children : null}
      </StyledContent>
    </StyledExpandableCard>
  );
}
