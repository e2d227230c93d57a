import { useEffect, useState } from 'react';

/**
 * An SVG document the API drew (the enrolment's QR code) as an address an `<img>` can show: a
 * `blob:` URL, which the pages' Content-Security-Policy admits for images, where a `data:` one is
 * refused. As an image the SVG runs nothing and needs no inline style; it is never put into the
 * page's own markup. `null` until the address is made.
 */
export function useSvgImageUrl(svg: string | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (svg === undefined) return;
    const made = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [svg]);
  return url;
}
