import sanitize from 'sanitize-html';

// Allow-lists, not block-lists: anything that is not plainly safe is dropped, including obfuscated
// schemes such as "java\tscript:" or protocol-relative "//host" URLs.
const safeLinkTarget = /^(?:https?:\/\/|mailto:)/i;
const safeImageSource = /^(?:https:\/\/|\/media\/)/i;

const options: sanitize.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Every surviving link opens outside the app without handing it `window.opener`.
    a: (tagName, { href }): sanitize.Tag => ({
      tagName,
      attribs:
        href && safeLinkTarget.test(href)
          ? { href, rel: 'noopener noreferrer', target: '_blank' }
          : {},
    }),
    img: (tagName, { src, alt }): sanitize.Tag => ({
      tagName,
      attribs: {
        ...(src && safeImageSource.test(src) && { src }),
        ...(alt && { alt }),
      },
    }),
  },
  // A link whose target was dropped keeps its text; an image without a source is dropped whole.
  exclusiveFilter: (frame) => {
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    return frame.tag === 'img' && !frame.attribs.src;
  },
};

/** Reduces notice HTML to the formatting tags a notice needs; scripts, styles and handlers go. */
export function sanitizeHtml(dirty: string): string {
  return sanitize(dirty, options);
}
