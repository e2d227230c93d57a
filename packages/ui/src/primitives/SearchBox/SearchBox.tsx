import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { IconButton } from '../IconButton';
import { Icon } from '../Icon';
import {
  StyledListbox,
  StyledOption,
  StyledSearchBar,
  StyledSearchBox,
  StyledSearchInput,
} from './SearchBox.styles';

/** Suggestions show from this many characters (spec 5 and 9). */
export const minSuggestionLength = 2;

export interface SearchBoxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'role'
> {
  /** The accessible name of the input (visually hidden), e.g. '휴대폰 검색'. */
  label?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Called with the trimmed text from the search button or Enter. */
  onSearch?: (query: string) => void;
  /**
   * Suggestions for the current text; the list shows when there are some and 2+ characters, once
   * the user has focused the box or typed (never by itself on mount).
   */
  suggestions?: readonly string[];
  onSuggestionSelect?: (suggestion: string) => void;
  /** The suggestions list's accessible name. */
  suggestionsLabel?: string;
  clearLabel?: string;
  searchLabel?: string;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

function Highlighted({ text, query }: { text: string; query: string }) {
  const index = query
    ? text.toLocaleLowerCase('ko-KR').indexOf(query.toLocaleLowerCase('ko-KR'))
    : -1;
  if (index < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, index)}
      <mark>{text.slice(index, index + query.length)}</mark>
      {text.slice(index + query.length)}
    </>
  );
}

/** IME composition (Korean) is still going: Enter and arrows belong to the IME, not to us. */
function isComposing(event: KeyboardEvent<HTMLInputElement>) {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}

export function SearchBox({
  label = '검색어',
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onSearch,
  suggestions,
  onSuggestionSelect,
  suggestionsLabel = '추천 검색어',
  clearLabel = '검색어 지우기',
  searchLabel = '검색',
  disabled = false,
  id,
  ref,
  className,
  onKeyDown,
  onFocus,
  onBlur,
  ...rest
}: SearchBoxProps) {
  const generatedId = useId();
  const inputId = id ?? `qm-search-${generatedId}`;
  const listboxId = `${inputId}-listbox`;
  const optionId = (index: number) => `${inputId}-option-${index}`;

  const [internalValue, setInternalValue] = useState(defaultValue);
  const value = valueProp ?? internalValue;
  // Closed until the user focuses or types: a value given back on return (a restored search, a
  // reload) must not pop the suggestions open over the page by itself.
  const [dismissed, setDismissed] = useState(true);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const listboxRef = useRef<HTMLUListElement | null>(null);

  const hasCombobox = suggestions !== undefined;
  const query = value.trim();
  const options = suggestions ?? [];
  const open = !dismissed && options.length > 0 && query.length >= minSuggestionLength;
  const active = open && activeIndex < options.length ? activeIndex : -1;

  useEffect(() => {
    if (active < 0) return;
    const option = listboxRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const setValue = (next: string) => {
    if (valueProp === undefined) setInternalValue(next);
    onValueChange?.(next);
  };

  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const select = (suggestion: string) => {
    setValue(suggestion);
    setDismissed(true);
    setActiveIndex(-1);
    onSuggestionSelect?.(suggestion);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || isComposing(event) || !hasCombobox) return;
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0 || query.length < minSuggestionLength) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!open) {
          setDismissed(false);
          setActiveIndex(step === 1 ? 0 : count - 1);
          return;
        }
        setActiveIndex(active < 0 ? (step === 1 ? 0 : count - 1) : (active + step + count) % count);
        return;
      }
      case 'Enter': {
        if (open && active >= 0) {
          event.preventDefault();
          select(options[active]!);
        }
        return;
      }
      case 'Escape': {
        if (open) {
          event.preventDefault();
          setDismissed(true);
          setActiveIndex(-1);
        }
        return;
      }
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDismissed(true);
    setActiveIndex(-1);
    onSearch?.(query);
  };

  const clear = () => {
    setValue('');
    setActiveIndex(-1);
    inputRef.current?.focus();
  };

  return (
    <StyledSearchBox
      role="search"
      aria-label={label}
      data-qm="search-box"
      data-open={open}
      className={className}
      onSubmit={handleSubmit}
    >
      <StyledSearchBar data-disabled={disabled}>
        <VisuallyHidden asChild>
          <label htmlFor={inputId}>{label}</label>
        </VisuallyHidden>
        <StyledSearchInput
          ref={setRefs}
          id={inputId}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          disabled={disabled}
          value={value}
          {...(hasCombobox
            ? {
                role: 'combobox',
                'aria-expanded': open,
                'aria-controls': listboxId,
                'aria-autocomplete': 'list' as const,
                'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
              }
            : {})}
          {...rest}
          onChange={(event) => {
            setValue(event.target.value);
            setDismissed(false);
            setActiveIndex(-1);
          }}
          onKeyDown={handleKeyDown}
          onFocus={(event) => {
            setDismissed(false);
            onFocus?.(event);
          }}
          onBlur={(event) => {
            setDismissed(true);
            setActiveIndex(-1);
            onBlur?.(event);
          }}
        />
        {value !== '' && !disabled && (
          <IconButton icon={<Icon name="close" />} label={clearLabel} size="sm" onClick={clear} />
        )}
        <IconButton
          icon={<Icon name="search" />}
          label={searchLabel}
          type="submit"
          disabled={disabled}
        />
      </StyledSearchBar>
      {hasCombobox && (
        <StyledListbox
          ref={listboxRef}
          id={listboxId}
          role="listbox"
          aria-label={suggestionsLabel}
          hidden={!open}
        >
          {open &&
            options.map((suggestion, index) => (
              // Options are picked with the keyboard from the input (aria-activedescendant);
              // mousedown is cancelled so a tap does not blur the input before the click.
              <StyledOption
                key={`${index}-${suggestion}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                data-index={index}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => select(suggestion)}
              >
                <Highlighted text={suggestion} query={query} />
              </StyledOption>
            ))}
        </StyledListbox>
      )}
    </StyledSearchBox>
  );
}
