import type { ReactNode, Ref } from 'react';
import {
  StyledAnswer,
  StyledContent,
  StyledHeader,
  StyledItem,
  StyledRoot,
  StyledTrigger,
} from './Accordion.styles';
import { Icon } from '../Icon';

export interface AccordionItemData {
  id: string;
  question: ReactNode;
  answer: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItemData[];
  /** The open item's id, or '' when all are closed. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Level of the question headings in the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Shown before each question; '' hides it. */
  questionMark?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The FAQ list: one answer open at a time, and the open one can be closed again. */
export function Accordion({
  items,
  value,
  defaultValue,
  onValueChange,
  headingLevel = 3,
  questionMark = 'Q',
  className,
  ref,
}: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <StyledRoot
      ref={ref}
      type="single"
      collapsible
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      className={className}
      data-qm="accordion"
    >
      {items.map((item) => (
        <StyledItem key={item.id} value={item.id}>
          <StyledHeader asChild>
            <Heading>
              <StyledTrigger>
                {questionMark && (
                  <span data-part="q-mark" aria-hidden="true">
                    {questionMark}
                  </span>
                )}
                <span data-part="question">{item.question}</span>
                <Icon name="chevron-down" />
              </StyledTrigger>
            </Heading>
          </StyledHeader>
          <StyledContent>
            <StyledAnswer>{item.answer}</StyledAnswer>
          </StyledContent>
        </StyledItem>
      ))}
    </StyledRoot>
  );
}
