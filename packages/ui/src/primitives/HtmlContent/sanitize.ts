import DOMPurify, { type DOMPurify as DOMPurifyInstance } from 'dompurify';

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'a',
  'img',
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'src', 'alt'];

let purifier: DOMPurifyInstance | null = null;

/** A private DOMPurify instance, so the link hook never leaks into other users of the library. */
function getPurifier(): DOMPurifyInstance | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      if (node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
        node.removeAttribute('rel');
      }
    }
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) {
      // An image the notice does not describe is treated as decorative.
      node.setAttribute('alt', '');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Notice HTML from the API, reduced to the tags a notice uses. Scripts, event handlers, styles and
 * `javascript:` URLs are removed; links open in a new tab without access to the opener.
 * Without a DOM (server rendering) it returns an empty string rather than unsanitised HTML.
 */
export function sanitizeNoticeHtml(html: string): string {
  const instance = getPurifier();
  if (!instance) return '';
  return instance.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
