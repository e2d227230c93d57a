import type { HtmlPolicy } from './sanitize';

/**
 * A policy for the stories and tests, shaped as the buyer app passes the product's rich-text rule:
 * formatting tags, links over http(s) or mailto, images over https or from `/media/`.
 */
export const samplePolicy: HtmlPolicy = {
  tags: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'img'],
  attributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  isAllowedLinkTarget: (href) => /^(?:https?:\/\/|mailto:)/i.test(href),
  isAllowedImageSource: (src) => /^(?:https:\/\/|\/media\/)/i.test(src),
};
