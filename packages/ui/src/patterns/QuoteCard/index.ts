export { QuoteCard } from './QuoteCard';
export type { QuoteCardProps, QuoteSeller } from './QuoteCard';
export { formatRentalFee, quoteFigures, totalSupport } from './quoteFigures';
export type { QuoteAmounts, QuoteKind } from './quoteFigures';
