import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useId, type HTMLAttributes, type Ref } from 'react';
import { useLinkComponent } from '../../link/LinkProvider';
import type { ConsentItem } from './consents';
import {
  StyledCheckbox,
  StyledConsentList,
  StyledError,
  StyledIndicator,
  StyledItems,
  StyledLabel,
  StyledMark,
  StyledRow,
  StyledToggle,
  StyledViewLink,
} from './ConsentList.styles';
import { Icon } from '../../primitives/Icon';

export interface ConsentListProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'defaultValue' | 'onChange'
> {
  /** The consents, in display order; required ones are marked and needed for '전체 동의'. */
  items: readonly ConsentItem[];
  /** The agreed item ids. */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onValueChange?: (value: string[]) => void;
  /** Called before a '보기' link navigates, so the app can save the consent state first. */
  onBeforeNavigate?: (item: ConsentItem, value: string[]) => void;
  /** Whether the item list is shown; the all-agree row is always visible. */
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** e.g. '필수 약관에 동의해 주세요.' */
  error?: string | null | undefined;
  allLabel?: string;
  requiredMark?: string;
  optionalMark?: string;
  viewLabel?: string;
  expandLabel?: string;
  collapseLabel?: string;
  ref?: Ref<HTMLDivElement>;
}

export function ConsentList({
  items,
  value,
  defaultValue = [],
  onValueChange,
  onBeforeNavigate,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
  error,
  allLabel = '전체 동의',
  requiredMark = '(필수)',
  optionalMark = '(선택)',
  viewLabel = '보기',
  expandLabel = '약관 펼치기',
  collapseLabel = '약관 접기',
  ...rest
}: ConsentListProps) {
  const Link = useLinkComponent();
  const id = useId();
  const [current, setCurrent] = useControllableState<readonly string[]>({
    prop: value,
    defaultProp: defaultValue,
    onChange: (next) => onValueChange?.([...next]),
  });
  const [isExpanded, setExpanded] = useControllableState({
    prop: expanded,
    defaultProp: defaultExpanded,
    onChange: onExpandedChange,
  });
  const checkedCount = items.filter((item) => current.includes(item.id)).length;
  const allState =
    checkedCount === items.length && items.length > 0
      ? true
      : checkedCount > 0
        ? 'indeterminate'
        : false;
  const invalid = Boolean(error);

  const change = (next: string[]) => setCurrent(next);

  function toggleItem(itemId: string, checked: boolean) {
    const others = current.filter((entry) => entry !== itemId);
    // Keep the items' order, whatever order they were ticked in.
    const next = checked ? [...others, itemId] : others;
    change(items.map((item) => item.id).filter((entry) => next.includes(entry)));
  }

  const toggleExpanded = () => setExpanded(!isExpanded);

  return (
    <StyledConsentList data-qm="consent-list" data-invalid={invalid} {...rest}>
      <StyledRow data-part="all">
        <StyledCheckbox
          id={`${id}-all`}
          checked={allState}
          onCheckedChange={() => change(allState === true ? [] : items.map((item) => item.id))}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
        >
          <StyledIndicator>
            {allState === 'indeterminate' ? <Icon name="dash" /> : <Icon name="check" />}
          </StyledIndicator>
        </StyledCheckbox>
        <StyledLabel htmlFor={`${id}-all`}>{allLabel}</StyledLabel>
        <StyledToggle
          variant="ghost"
          size="sm"
          aria-expanded={isExpanded}
          aria-controls={`${id}-items`}
          onClick={toggleExpanded}
        >
          {isExpanded ? collapseLabel : expandLabel}
          <Icon name="chevron-down" />
        </StyledToggle>
      </StyledRow>
      <StyledItems id={`${id}-items`} hidden={!isExpanded}>
        {items.map((item) => {
          const checkboxId = `${id}-${item.id}`;
          return (
            <li key={item.id}>
              <StyledRow>
                <StyledCheckbox
                  id={checkboxId}
                  checked={current.includes(item.id)}
                  onCheckedChange={(checked) => toggleItem(item.id, checked === true)}
                  aria-required={item.required || undefined}
                >
                  <StyledIndicator>
                    <Icon name="check" />
                  </StyledIndicator>
                </StyledCheckbox>
                <StyledLabel htmlFor={checkboxId}>
                  <StyledMark data-required={item.required}>
                    {item.required ? requiredMark : optionalMark}
                  </StyledMark>
                  {item.label}
                </StyledLabel>
                {item.href && (
                  <StyledViewLink
                    as={Link}
                    href={item.href}
                    onClick={() => onBeforeNavigate?.(item, [...current])}
                  >
                    <VisuallyHidden>{`${item.label} `}</VisuallyHidden>
                    {viewLabel}
                  </StyledViewLink>
                )}
              </StyledRow>
            </li>
          );
        })}
      </StyledItems>
      {invalid && (
        <StyledError id={`${id}-error`} role="alert">
          {error}
        </StyledError>
      )}
    </StyledConsentList>
  );
}
