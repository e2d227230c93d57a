export { QuoteRequestCard } from './QuoteRequestCard';
export type { QuoteRequestBest, QuoteRequestCardProps } from './QuoteRequestCard';
