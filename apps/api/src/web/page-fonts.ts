import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fontFacesManifestName, type FontFacesManifest } from '@quotemarket/contract';

/** The font files a page's markup draws from: none when the build names no faces. */
export type PageFonts = (markup: string) => string[];

const noFaces = -1;
const basicPlaneSize = 0x10000;

/**
 * For each character, the face the browser draws it in: of the faces whose ranges hold it, the one
 * declared last. Kept for the basic plane, where a page's text is, as one lookup; a character
 * beyond it (an emoji) is looked for among the faces.
 */
function faceTable(faces: FontFacesManifest['faces']) {
  const basicPlane = new Int16Array(basicPlaneSize).fill(noFaces);
  faces.forEach(({ ranges }, index) => {
    for (const [first, last] of ranges) {
      if (first < basicPlaneSize)
        basicPlane.fill(index, first, Math.min(last, basicPlaneSize - 1) + 1);
    }
  });
  return (codePoint: number): number => {
    if (codePoint < basicPlaneSize) return basicPlane[codePoint] ?? noFaces;
    for (let index = faces.length - 1; index >= 0; index -= 1) {
      if (faces[index]?.ranges.some(([first, last]) => codePoint >= first && codePoint <= last)) {
        return index;
      }
    }
    return noFaces;
  };
}

/** What the browser draws of a page's markup: its text, and the hints of its empty fields. */
function drawnText(markup: string): string {
  const hints = [...markup.matchAll(/\splaceholder="([^"]*)"/g)].map(([, hint]) => hint).join('');
  return markup.replace(/<[^>]*>/g, '') + hints;
}

/**
 * The font files the start script asks for before the faces' sheet applies (docs/decisions/0014):
 * those of the faces a page's text draws from, picked here, where the markup is made, rather than
 * in the browser, where reading the sheet's 93 faces took the main thread 28 ms of a cold page's
 * load. Reads the build's manifest (`fontFacesManifestName`); with none, no files are named, and
 * the sheet applies as soon as it has loaded.
 */
export function loadPageFonts(distDir: string): PageFonts {
  const manifestPath = path.join(distDir, fontFacesManifestName);
  if (!existsSync(manifestPath)) return () => [];
  const { faces } = JSON.parse(readFileSync(manifestPath, 'utf8')) as FontFacesManifest;
  const faceOf = faceTable(faces);
  return (markup) => {
    const used = new Set<number>();
    for (const character of drawnText(markup)) {
      const face = faceOf(character.codePointAt(0) ?? 0);
      if (face !== noFaces) used.add(face);
    }
    return [...new Set([...used].flatMap((index) => faces[index]?.href ?? []))];
  };
}
