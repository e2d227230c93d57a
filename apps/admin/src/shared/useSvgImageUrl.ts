import { useMemo } from 'react';

/** The addresses made so far, one per drawing: the same SVG asks for no second one. */
const made = new Map<string, string>();

/**
 * An SVG document the API drew (the enrolment's QR code) as an address an `<img>` can show: a
 * `blob:` URL, which the pages' Content-Security-Policy admits for images, where a `data:` one is
 * refused. As an image the SVG runs nothing and needs no inline style; it is never put into the
 * page's own markup. The address is kept for the page's life (a few KB per enrolment): revoking it
 * when the page unmounts would break React's development double mount, which keeps the address.
 */
export function useSvgImageUrl(svg: string | undefined): string | null {
  return useMemo(() => {
    if (svg === undefined) return null;
    let url = made.get(svg);
    if (url === undefined) {
      url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
      made.set(svg, url);
    }
    return url;
  }, [svg]);
}
