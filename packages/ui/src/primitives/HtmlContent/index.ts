export { HtmlContent } from './HtmlContent';
export type { HtmlContentProps } from './HtmlContent';
export { sanitizeHtml } from './sanitize';
export type { HtmlPolicy } from './sanitize';
