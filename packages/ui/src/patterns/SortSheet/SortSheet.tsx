import { useId, type ReactNode } from 'react';
import { BottomSheet, type BottomSheetProps } from '../../primitives/BottomSheet';
import { Button } from '../../primitives/Button';
import {
  defaultSortValue,
  maxHistoryTags,
  sortOptions,
  type SortOption,
  type SortValue,
} from './SortSheet.options';
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
import { useControllableState } from '../../internal/useControllableState';

export interface SortSheetConfirmValue {
  sort: SortValue;
  searchValue: string;
}

export interface SortSheetProps extends Pick<
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
  /** The user's search history; the first ten show. Nothing shows when it is empty. */
  history?: readonly string[];
  historyLabel?: string;
  /** A history tag was pressed; the search box also takes its text. */
  onHistorySelect?: (tag: string) => void;
  onHistoryDelete?: (tag: string) => void;
  /** The delete button's accessible name for a tag. */
  deleteLabel?: (tag: string) => string;
  /** Controlled sort; pair with `onSortChange`. */
  sort?: SortValue;
  defaultSort?: SortValue;
  onSortChange?: (sort: SortValue) => void;
  sortLabel?: string;
  /** The sort radios; override to relabel them. */
  options?: readonly SortOption[];
  confirmLabel?: string;
  /** '선택 완료' (or Enter in the search box): the choice is reported and the sheet closes. */
  onConfirm?: (value: SortSheetConfirmValue) => void;
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** The category home's sort modal: search, search-history tags and three sort radios. */
export function SortSheet({
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
  defaultSort = defaultSortValue,
  onSortChange,
  sortLabel = '정렬',
  options = sortOptions,
  confirmLabel = '선택 완료',
  onConfirm,
  open,
  defaultOpen = false,
  onOpenChange,
  ...sheet
}: SortSheetProps) {
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
  const [currentSort, setSort] = useControllableState<SortValue>({
    prop: sort,
    defaultProp: defaultSort,
    onChange: onSortChange,
  });
  const tags = (history ?? []).slice(0, maxHistoryTags);
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
          onConfirm?.({ sort: currentSort, searchValue: search });
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
                    <CloseIcon />
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
            onValueChange={(value) => setSort(value as SortValue)}
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
