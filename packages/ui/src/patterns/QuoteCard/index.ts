export { QuoteCard } from './QuoteCard';
export type { QuoteCardProps, QuoteSeller } from './QuoteCard';
