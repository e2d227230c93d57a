import DOMPurify, { type DOMPurify as DOMPurifyInstance } from 'dompurify';

/**
 * What rich text may keep: the app's allow-list (the kit holds none). Anything not listed is
 * dropped: other tags, attributes, link targets and image sources.
 */
export interface HtmlPolicy {
  tags: readonly string[];
  /** The attributes each tag may keep, by lower-case tag name. */
  attributes: Readonly<Record<string, readonly string[]>>;
  isAllowedLinkTarget: (href: string) => boolean;
  isAllowedImageSource: (src: string) => boolean;
}

// One DOMPurify instance per policy: its hooks read that policy and never leak into other users of
// the library (or of another policy).
const purifiers = new WeakMap<HtmlPolicy, DOMPurifyInstance>();

function purifierFor(policy: HtmlPolicy): DOMPurifyInstance | null {
  const known = purifiers.get(policy);
  if (known) return known;
  if (typeof window === 'undefined') return null;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = policy.attributes[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(data.attrName)) data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href !== null && policy.isAllowedLinkTarget(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        // The link goes; its text stays.
        node.removeAttribute('href');
        node.removeAttribute('target');
        node.removeAttribute('rel');
      }
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src');
      if (src === null || !policy.isAllowedImageSource(src)) {
        node.remove();
        return;
      }
      // An image the text does not describe is treated as decorative.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  purifiers.set(policy, instance);
  return instance;
}

/**
 * Untrusted HTML reduced to what `policy` allows. Scripts, event handlers and styles never pass;
 * links open in a new tab without access to the opener. Without a DOM (server rendering) it
 * returns an empty string rather than unsanitised HTML.
 */
export function sanitizeHtml(html: string, policy: HtmlPolicy): string {
  const instance = purifierFor(policy);
  if (!instance) return '';
  return instance.sanitize(html, {
    ALLOWED_TAGS: [...policy.tags],
    ALLOWED_ATTR: [...new Set(Object.values(policy.attributes).flat())],
    ALLOW_DATA_ATTR: false,
  });
}
