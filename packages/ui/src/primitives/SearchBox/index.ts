export { SearchBox, minSuggestionLength } from './SearchBox';
export type { SearchBoxProps } from './SearchBox';
