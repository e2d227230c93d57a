import { useId, type ReactNode } from 'react';
import { BottomSheet, type BottomSheetProps } from '../../primitives/BottomSheet';
import { Button } from '../../primitives/Button';
import {
  StyledForm,
  StyledRadio,
  StyledRadioGroup,
  StyledRadioIndicator,
  StyledRadioRow,
  StyledSearchInput,
  StyledSection,
  StyledSectionTitle,
  StyledTag,
  StyledTagButton,
  StyledTagDelete,
  StyledTagList,
} from './SortSheet.styles';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { Icon } from '../../primitives/Icon';

/** One sort radio: the value the app sorts by and its label. */
export interface SortOption<Value extends string = string> {
  value: Value;
  label: string;
}

export interface SortSheetConfirmValue<Value extends string = string> {
  sort: Value;
  searchValue: string;
}

export interface SortSheetProps<Value extends string = string> extends Pick<
  BottomSheetProps,
  'open' | 'defaultOpen' | 'onOpenChange' | 'trigger' | 'container' | 'modal'
> {
  title?: ReactNode;
  /** Controlled search text; pair with `onSearchValueChange`. */
  searchValue?: string;
  defaultSearchValue?: string;
  onSearchValueChange?: (value: string) => void;
  searchLabel?: string;
  searchPlaceholder?: string;
  /** The user's search history, as tags. Nothing shows when it is empty. */
  history?: readonly string[];
  historyLabel?: string;
  /** A history tag was pressed; the search box also takes its text. */
  onHistorySelect?: (tag: string) => void;
  onHistoryDelete?: (tag: string) => void;
  /** The delete button's accessible name for a tag. */
  deleteLabel?: (tag: string) => string;
  /** The sort radios, in display order. */
  options: readonly SortOption<Value>[];
  /** Controlled sort; pair with `onSortChange`. */
  sort?: Value;
  /** The sort chosen at first when uncontrolled; the first option when absent. */
  defaultSort?: Value;
  onSortChange?: (sort: Value) => void;
  sortLabel?: string;
  confirmLabel?: string;
  /** '적용하기' (or Enter in the search box): the choice is reported and the sheet closes. */
  onConfirm?: (value: SortSheetConfirmValue<Value>) => void;
}

/** A sort-and-search modal: a search box, search-history tags and the sort radios it is given. */
export function SortSheet<Value extends string>({
  title = '정렬 및 검색',
  searchValue,
  defaultSearchValue = '',
  onSearchValueChange,
  searchLabel = '검색어',
  searchPlaceholder = '찾는 상품을 입력해 주세요',
  history,
  historyLabel = '최근 검색어',
  onHistorySelect,
  onHistoryDelete,
  deleteLabel = (tag) => `${tag} 삭제`,
  sort,
  options,
  defaultSort = options[0]?.value,
  onSortChange,
  sortLabel = '정렬',
  confirmLabel = '적용하기',
  onConfirm,
  open,
  defaultOpen = false,
  onOpenChange,
  ...sheet
}: SortSheetProps<Value>) {
  const id = useId();
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  const [search, setSearch] = useControllableState({
    prop: searchValue,
    defaultProp: defaultSearchValue,
    onChange: onSearchValueChange,
  });
  const [currentSort, setSort] = useControllableState<Value | undefined>({
    prop: sort,
    defaultProp: defaultSort,
    onChange: (value) => {
      if (value !== undefined) onSortChange?.(value);
    },
  });
  const tags = history ?? [];
  const formId = `${id}-form`;

  return (
    <BottomSheet
      {...sheet}
      open={isOpen}
      onOpenChange={setOpen}
      title={title}
      footer={
        <Button type="submit" form={formId} size="lg" fullWidth>
          {confirmLabel}
        </Button>
      }
    >
      <StyledForm
        id={formId}
        data-qm="sort-sheet"
        onSubmit={(event) => {
          event.preventDefault();
          if (currentSort !== undefined) onConfirm?.({ sort: currentSort, searchValue: search });
          setOpen(false);
        }}
      >
        <StyledSection aria-labelledby={`${id}-search`}>
          <StyledSectionTitle as="label" id={`${id}-search`} htmlFor={`${id}-input`}>
            {searchLabel}
          </StyledSectionTitle>
          <StyledSearchInput
            id={`${id}-input`}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              // Enter (the keyboard's 검색 key) confirms, but not while a Hangul syllable is
              // still being composed.
              if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }}
          />
        </StyledSection>

        {tags.length > 0 && (
          <StyledSection aria-labelledby={`${id}-history`}>
            <StyledSectionTitle id={`${id}-history`}>{historyLabel}</StyledSectionTitle>
            <StyledTagList aria-labelledby={`${id}-history`}>
              {tags.map((tag) => (
                <StyledTag key={tag}>
                  <StyledTagButton
                    type="button"
                    onClick={() => {
                      setSearch(tag);
                      onHistorySelect?.(tag);
                    }}
                  >
                    {tag}
                  </StyledTagButton>
                  <StyledTagDelete
                    type="button"
                    aria-label={deleteLabel(tag)}
                    onClick={() => onHistoryDelete?.(tag)}
                  >
                    <Icon name="close" />
                  </StyledTagDelete>
                </StyledTag>
              ))}
            </StyledTagList>
          </StyledSection>
        )}

        <StyledSection aria-labelledby={`${id}-sort`}>
          <StyledSectionTitle id={`${id}-sort`}>{sortLabel}</StyledSectionTitle>
          <StyledRadioGroup
            aria-labelledby={`${id}-sort`}
            value={currentSort}
            onValueChange={(value) => {
              const chosen = options.find((option) => option.value === value);
              if (chosen) setSort(chosen.value);
            }}
          >
            {options.map((option) => (
              <StyledRadioRow
                key={option.value}
                htmlFor={`${id}-${option.value}`}
                data-checked={option.value === currentSort}
              >
                <StyledRadio id={`${id}-${option.value}`} value={option.value}>
                  <StyledRadioIndicator />
                </StyledRadio>
                {option.label}
              </StyledRadioRow>
            ))}
          </StyledRadioGroup>
        </StyledSection>
      </StyledForm>
    </BottomSheet>
  );
}
