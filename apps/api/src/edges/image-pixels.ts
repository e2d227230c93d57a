import sharp from 'sharp';
import type { ImageType } from './image-type';

/** A stored photo's longest side: a profile photo is shown small, and phones shoot 4000 px and more. */
export const maxStoredImageSide = 2048;

// Decoding costs width × height × 4 bytes however small the file: a 5 MB PNG of one colour can
// claim 30000 × 30000 pixels. 8192² covers a 48-megapixel phone photo.
const maxInputPixels = 8192 * 8192;

// Every upload is new: libvips' cache of recent operations would only hold on to memory.
sharp.cache(false);

/**
 * The upload's pixels and nothing else, re-encoded in the format it came in: EXIF (with GPS), ICC,
 * XMP and PNG text chunks are dropped, and so is anything after the image data, such as HTML
 * appended to a JPEG. The photo is turned upright by its EXIF orientation first, because that
 * orientation goes with the metadata. Rejects when the bytes do not decode as a whole image
 * (a cut-off or corrupt file, or one past the pixel limit).
 */
export async function keepOnlyPixels(
  bytes: Uint8Array,
  type: ImageType,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  const image = sharp(bytes, {
    failOn: 'truncated',
    limitInputPixels: maxInputPixels,
    autoOrient: true,
  }).resize({
    width: maxStoredImageSide,
    height: maxStoredImageSide,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const encoded = type.extension === 'png' ? image.png() : image.jpeg({ quality: 85 });
  // The stored size (after turning upright and shrinking), for galleries that reserve its space.
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}
