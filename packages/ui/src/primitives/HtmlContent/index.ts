export { HtmlContent } from './HtmlContent';
export type { HtmlContentProps } from './HtmlContent';
export { sanitizeNoticeHtml } from './sanitize';
