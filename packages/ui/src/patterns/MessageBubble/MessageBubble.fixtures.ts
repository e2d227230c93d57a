/** Drawn photos for the messages' stories: they load at once and look the same on every machine. */
function drawnPhoto(width: number, height: number, background: string, body: string) {
  return (
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${background}"/>${body}</svg>`,
    )
  );
}

/** A phone's back, in landscape. */
export const phonePhoto = drawnPhoto(
  320,
  240,
  '#dbe7fd',
  '<rect x="120" y="30" width="80" height="180" rx="16" fill="#333d4b"/><circle cx="145" cy="60" r="10" fill="#8b95a1"/><circle cx="145" cy="86" r="10" fill="#8b95a1"/>',
);

/** A receipt, in portrait. */
export const receiptPhoto = drawnPhoto(
  240,
  320,
  '#f2f4f6',
  '<rect x="50" y="30" width="140" height="260" fill="#ffffff"/><rect x="70" y="60" width="100" height="10" fill="#d1d6db"/><rect x="70" y="90" width="80" height="10" fill="#d1d6db"/><rect x="70" y="120" width="90" height="10" fill="#d1d6db"/><rect x="70" y="240" width="100" height="14" fill="#1b64da"/>',
);

export const storePhoto = drawnPhoto(
  40,
  40,
  '#cddcfb',
  '<circle cx="20" cy="16" r="7" fill="#1b64da"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#1b64da"/>',
);
