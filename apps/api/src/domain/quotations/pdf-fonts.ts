import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

const require = createRequire(import.meta.url);

/**
 * Pretendard, the product's typeface, as its static OpenType (CFF) faces: pdf-lib embeds OTF/TTF,
 * not the woff2 the web pages load. Read once, on the first PDF.
 */
const faceFiles = {
  regular: 'pretendard/dist/public/static/Pretendard-Regular.otf',
  bold: 'pretendard/dist/public/static/Pretendard-Bold.otf',
} as const;

export type PdfFace = keyof typeof faceFiles;

const faceBytes = new Map<PdfFace, Uint8Array>();

export function pretendardFace(face: PdfFace): Uint8Array {
  let bytes = faceBytes.get(face);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(require.resolve(faceFiles[face])));
    faceBytes.set(face, bytes);
  }
  return bytes;
}

type FontkitFont = ReturnType<typeof fontkit.create>;
type FontkitSubset = ReturnType<Extract<FontkitFont, { createSubset: unknown }>['createSubset']>;

/** pdf-lib reads a subset as a Node-style stream of chunks; fontkit 2 encodes it in one go. */
function withEncodeStream(subset: FontkitSubset) {
  return Object.assign(subset, {
    encodeStream() {
      const listeners: {
        data?: (bytes: Uint8Array) => void;
        end?: () => void;
        error?: (error: unknown) => void;
      } = {};
      const stream = {
        on(event: 'data' | 'end' | 'error', listener: never) {
          listeners[event] = listener;
          return stream;
        },
      };
      queueMicrotask(() => {
        try {
          listeners.data?.(subset.encode());
          listeners.end?.();
        } catch (error) {
          listeners.error?.(error);
        }
      });
      return stream;
    },
  });
}

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

const parsedFaces = new WeakMap<Uint8Array, FontkitFont>();

/**
 * fontkit 2 (upstream, the one the UI kit's font scripts use) for pdf-lib, in place of its own
 * fork `@pdf-lib/fontkit` 1.1.1: that fork's subsetter writes CJK subsets viewers reject (a CFF
 * header out of range, blank glyphs), fixed upstream since fontkit 1.8/1.9. A face is parsed once
 * and reused by every document; each document takes its own subset.
 */
export const pdfFontkit: Fontkit = {
  create(bytes: Uint8Array) {
    let font = parsedFaces.get(bytes);
    if (!font) {
      font = fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      parsedFaces.set(bytes, font);
    }
    const face = font as Extract<FontkitFont, { createSubset: unknown }>;
    return Object.assign(Object.create(face) as typeof face, {
      createSubset: () => withEncodeStream(face.createSubset()),
    }) as unknown as ReturnType<Fontkit['create']>;
  },
};
