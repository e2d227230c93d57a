import { useState, type HTMLAttributes, type Ref } from 'react';
import { StyledAnswer, StyledAnswerButtons } from './AnswerButtons.styles';
import { answerButtonsVariants, type AnswerButtonsLayout } from './AnswerButtons.variants';

export interface AnswerOption {
  id: string | number;
  label: string;
}

export interface AnswerButtonsProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onSelect' | 'children'
> {
  options: readonly AnswerOption[];
  /** The chosen answer (controlled). Leave it out to let the component remember the choice. */
  selectedId?: AnswerOption['id'] | null;
  defaultSelectedId?: AnswerOption['id'] | null;
  /** Called with the picked option's id; picking the answer already chosen is ignored. */
  onSelect?: (id: AnswerOption['id']) => void;
  disabled?: boolean;
  layout?: AnswerButtonsLayout;
  /** Shorthand: `columns={2}` is `layout="grid"`. */
  columns?: 1 | 2;
  /** The accessible name of the group, usually the dealer's question. */
  label?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The wizard's answer area: one press answers the current question. */
export function AnswerButtons({
  options,
  selectedId,
  defaultSelectedId = null,
  onSelect,
  disabled = false,
  layout,
  columns,
  label = '답변 선택',
  ...rest
}: AnswerButtonsProps) {
  const [internalId, setInternalId] = useState<AnswerOption['id'] | null>(defaultSelectedId);
  const isControlled = selectedId !== undefined;
  const currentId = isControlled ? selectedId : internalId;
  const resolvedLayout =
    layout ??
    (columns === 2 ? 'grid' : columns === 1 ? 'stack' : answerButtonsVariants.layout.default);

  const select = (id: AnswerOption['id']) => {
    if (disabled || id === currentId) return;
    if (!isControlled) setInternalId(id);
    onSelect?.(id);
  };

  return (
    <StyledAnswerButtons
      role="group"
      aria-label={label}
      data-qm="answer-buttons"
      data-layout={resolvedLayout}
      data-disabled={disabled || undefined}
      {...rest}
    >
      {options.map((option) => (
        <StyledAnswer
          key={option.id}
          type="button"
          aria-pressed={option.id === currentId}
          disabled={disabled}
          onClick={() => select(option.id)}
        >
          {option.label}
        </StyledAnswer>
      ))}
    </StyledAnswerButtons>
  );
}
