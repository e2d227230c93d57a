import {
  isAllowedImageSource,
  isAllowedLinkTarget,
  richTextAttributes,
  richTextTags,
} from '@quotemarket/contract';
import sanitize from 'sanitize-html';

// The allow-list is the contract's (the client renders through the same one); this module only
// applies it with sanitize-html.
const options: sanitize.IOptions = {
  allowedTags: [...richTextTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(richTextAttributes).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Every surviving link opens outside the app without handing it `window.opener`.
    a: (tagName, { href }): sanitize.Tag => ({
      tagName,
      attribs:
        href && isAllowedLinkTarget(href)
          ? { href, rel: 'noopener noreferrer', target: '_blank' }
          : {},
    }),
    img: (tagName, { src, alt }): sanitize.Tag => ({
      tagName,
      attribs: {
        ...(src && isAllowedImageSource(src) && { src }),
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
