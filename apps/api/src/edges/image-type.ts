export type ImageType =
  { extension: 'jpg'; mime: 'image/jpeg' } | { extension: 'png'; mime: 'image/png' };

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The type a file really has, read from its first bytes: a renamed file or a script with a .jpg name
 * is not an image. Only the two formats the app accepts are recognised.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { extension: 'jpg', mime: 'image/jpeg' };
  }
  if (
    bytes.length >= pngSignature.length &&
    pngSignature.every((byte, index) => bytes[index] === byte)
  ) {
    return { extension: 'png', mime: 'image/png' };
  }
  return null;
}
