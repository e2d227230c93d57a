export { tokens } from './tokens/tokens';
export type { Tokens } from './tokens/tokens';
export { vars, cssVariableDeclarations } from './tokens/css-variables';
export { LinkProvider, useLinkComponent } from './link/LinkProvider';
export type { LinkComponentProps, LinkProviderProps } from './link/LinkProvider';
export * from './primitives/Button';
export * from './patterns/SocialLoginButton';
export * from './primitives/Heading';
export * from './primitives/Icon';
export * from './primitives/Text';
export * from './patterns/CategoryTile';
export {
  formatCountdown,
  formatDate,
  formatDateTime,
  formatDateWithWeekday,
  formatNumber,
  formatPhone,
  formatRating,
  formatRelativeTime,
  formatTimeOfDay,
  formatWon,
  maxRating,
  phoneForDialing,
  roundRating,
  seoulDayKey,
} from './format/format';
export * from './primitives/Toast';
export * from './primitives/Skeleton';
export * from './primitives/Spinner';
export * from './primitives/EmptyState';
export * from './primitives/ErrorFallback';
export * from './primitives/ProgressBar';
export * from './patterns/ChatBubble';
export * from './patterns/ChatTranscript';
export * from './patterns/AnswerButtons';
export * from './patterns/TypingIndicator';
export * from './patterns/MessageBubble';
export * from './patterns/DateSeparator';
export * from './patterns/AttachmentPreview';
export * from './patterns/MessageComposer';
export * from './patterns/ConversationThread';
export * from './primitives/Countdown';
export * from './primitives/IconButton';
export * from './primitives/TextField';
export * from './primitives/DigitField';
export * from './primitives/SearchBox';
export * from './primitives/Textarea';
export * from './primitives/Checkbox';
export * from './primitives/RadioGroup';
export * from './primitives/Switch';
export * from './primitives/StarRating';
export * from './patterns/PriceLine';
export * from './patterns/ProductCard';
export * from './patterns/PriceBreakdown';
export * from './patterns/DealDocument';
export * from './patterns/BusinessVerifiedBadge';
export * from './patterns/SellerCard';
export * from './patterns/SellerAvatars';
export * from './patterns/StoreHeader';
export * from './patterns/ReviewItem';
export * from './patterns/QuoteCard';
export * from './patterns/ExpandableCard';
export * from './patterns/BidderCard';
export * from './patterns/AppHeader';
export * from './patterns/BottomNavigation';
export * from './primitives/Page';
export * from './primitives/PageSection';
export * from './primitives/Tabs';
export * from './primitives/Dialog';
export * from './primitives/BottomSheet';
export * from './patterns/SortSheet';
export * from './primitives/OptionGroup';
export * from './patterns/CategoryChips';
export * from './patterns/ConsentList';
export * from './patterns/Banner';
export * from './patterns/CompanyFooter';
export * from './primitives/Carousel';
export * from './patterns/StatCounter';
export * from './patterns/NoticeArticle';
export * from './primitives/Accordion';
export * from './primitives/HtmlContent';
export * from './primitives/ImagePicker';
export * from './primitives/InfiniteList';
export * from './primitives/Badge';
export * from './patterns/ConsentDialog';
export * from './patterns/ReportDialog';
export * from './patterns/QuoteRequestCard';
export * from './primitives/ChoiceDialog';
export * from './patterns/ChatLayout';
export * from './patterns/RequestProductBanner';
export * from './primitives/ProductThumb';
export * from './patterns/ConsoleLayout';
export * from './primitives/SplitLayout';
export * from './primitives/MoneyField';
export * from './primitives/DescriptionList';
export * from './primitives/MenuList';
export * from './primitives/Table';
export * from './primitives/Pagination';
export * from './primitives/SelectField';
export * from './patterns/SignInCard';
export * from './patterns/DemoAccountList';
