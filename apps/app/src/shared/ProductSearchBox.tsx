import { useMemo } from 'react';
import { productDisplayName, type ProductSort } from '@quotemarket/contract';
import {
  debounceDelays,
  useCategoryProducts,
  useDebouncedValue,
  useStoredValue,
} from '@quotemarket/hooks';
import { minSuggestionLength, SearchBox } from '@quotemarket/ui';

/** Suggestions are the names of the first page of matches (ten), without repeats. */
const maxSuggestions = 10;

/** The session keys a product search box keeps its text under (it survives a visit to a product). */
export type ProductSearchTextKey = 'searchTerm' | 'requestPageSearchTerm';

interface ProductSearchBoxProps {
  textKey: ProductSearchTextKey;
  categoryId: number;
  /**
   * The list's settled term (with `sort`, its query): below two characters the suggestions are the
   * list's own first page, so no extra request is made.
   */
  listSearch: string;
  sort?: ProductSort;
  label: string;
  placeholder: string;
}

/**
 * A category's product search box and its suggestions (spec 5 and 9). It alone follows each key:
 * the page's list reads the text once it has settled (`useSettledStoredValue`), so typing renders
 * this box and not the page with its list.
 */
export function ProductSearchBox({
  textKey,
  categoryId,
  listSearch,
  sort,
  label,
  placeholder,
}: ProductSearchBoxProps) {
  const [text, setText] = useStoredValue(textKey);
  const trimmed = text.trim();
  const suggestionTerm = useDebouncedValue(trimmed, debounceDelays.suggestions);
  const suggestionsActive = suggestionTerm.length >= minSuggestionLength;
  const suggestionQuery = useCategoryProducts({
    categoryId,
    search: suggestionsActive ? suggestionTerm : listSearch,
    sort,
  });
  const suggestions = useMemo(() => {
    if (!suggestionsActive || trimmed.length < minSuggestionLength) return [];
    const names = suggestionQuery.items.map(productDisplayName);
    return [...new Set(names)].slice(0, maxSuggestions);
  }, [suggestionsActive, trimmed, suggestionQuery.items]);
  const setOrClear = (value: string) => setText(value === '' ? null : value);

  return (
    <SearchBox
      label={label}
      placeholder={placeholder}
      value={text}
      onValueChange={setOrClear}
      onSearch={setOrClear}
      suggestions={suggestions}
      onSuggestionSelect={setOrClear}
    />
  );
}
