export { tokens } from './tokens/tokens';
export type { Tokens } from './tokens/tokens';
export { vars, cssVariableDeclarations } from './tokens/css-variables';
export { ThemeProvider } from './theme/ThemeProvider';
export type { ThemeProviderProps } from './theme/ThemeProvider';
export { GlobalStyle } from './theme/GlobalStyle';
export { LinkProvider, useLinkComponent } from './link/LinkProvider';
export type { LinkComponentProps, LinkProviderProps } from './link/LinkProvider';
export * from './components/Button';
export * from './components/CategoryTile';
export {
  formatCountdown,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPhone,
  formatRelativeTime,
  formatWon,
  phoneForDialing,
} from './format/format';
export * from './components/Toast';
export * from './components/Skeleton';
export * from './components/Spinner';
export * from './components/EmptyState';
export * from './components/ErrorFallback';
export * from './components/ProgressBar';
export * from './components/ChatBubble';
export * from './components/ChatTranscript';
export * from './components/AnswerButtons';
export * from './components/TypingIndicator';
export * from './components/Countdown';
export * from './components/IconButton';
export * from './components/TextField';
export * from './components/DigitField';
export * from './components/SearchBox';
export * from './components/Textarea';
export * from './components/Checkbox';
export * from './components/RadioGroup';
export * from './components/Switch';
export * from './components/StarRating';
export * from './components/PriceLine';
export * from './components/ProductCard';
export * from './components/PriceBreakdown';
export * from './components/SellerCard';
export * from './components/SellerAvatars';
export * from './components/StoreHeader';
export * from './components/ReviewItem';
export * from './components/QuoteCard';
export * from './components/ExpandableCard';
export * from './components/BidderCard';
export * from './components/AppHeader';
export * from './components/BottomNavigation';
export * from './components/Page';
export * from './components/PageSection';
export * from './components/Tabs';
export * from './components/Dialog';
export * from './components/BottomSheet';
export * from './components/SortSheet';
export * from './components/OptionGroup';
export * from './components/CategoryChips';
export * from './components/ConsentList';
export * from './components/Banner';
export * from './components/Carousel';
export * from './components/StatCounter';
export * from './components/Accordion';
export * from './components/HtmlContent';
export * from './components/ImagePicker';
export * from './components/InfiniteList';
