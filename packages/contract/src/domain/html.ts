/**
 * The allow-list of rich text (notice bodies): the server sanitises on the way in and the client
 * renders through the same list. Allow-lists, not block-lists: anything that is not plainly safe is
 * dropped, including obfuscated schemes such as "java\tscript:" and protocol-relative "//host" URLs.
 */

export const richTextTags = [
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
] as const;

export const richTextAttributes = {
  a: ['href', 'rel', 'target'],
  img: ['src', 'alt'],
} as const;

const safeLinkTarget = /^(?:https?:\/\/|mailto:)/i;
/** Images load only over https or from our own `/media/` (seed illustrations and uploads). */
const safeImageSource = /^(?:https:\/\/|\/media\/)/i;

export function isAllowedLinkTarget(href: string): boolean {
  return safeLinkTarget.test(href);
}

export function isAllowedImageSource(src: string): boolean {
  return safeImageSource.test(src);
}

/** The whole rich-text rule in one object, as the UI kit's `HtmlContent` takes its `policy`. */
export interface RichTextPolicy {
  tags: typeof richTextTags;
  attributes: typeof richTextAttributes;
  isAllowedLinkTarget: (href: string) => boolean;
  isAllowedImageSource: (src: string) => boolean;
}

export const richTextPolicy: RichTextPolicy = {
  tags: richTextTags,
  attributes: richTextAttributes,
  isAllowedLinkTarget,
  isAllowedImageSource,
};
