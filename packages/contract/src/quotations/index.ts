// Endpoints and schemas of the quotations domain: the quote check, quote detail, selection,
// closing a request, history and the buyer's reports and reviews.
export { estimationCardSchema, sortedPageQuery } from './shared';
export type { EstimationCard } from './shared';
export * from './quotation-check';
export * from './estimation-detail';
export * from './selection';
export * from './closing';
export * from './history';
export * from './feedback';
export * from './events';
export * from './my-reports';
export * from './deal-document';
export * from './deal-document-sections';
