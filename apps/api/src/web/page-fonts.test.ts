import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fontFacesManifestName, type FontFacesManifest } from '@quotemarket/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadPageFonts } from './page-fonts';

/** Faces as Pretendard's sheet declares them: rare subsets first, the common file last. */
const faces: FontFacesManifest['faces'] = [
  { href: '/assets/hangul-all.woff2', ranges: [[0xac00, 0xd7a3]] },
  { href: '/assets/kana.woff2', ranges: [[0x3040, 0x30ff]] },
  { href: '/assets/emoji.woff2', ranges: [[0x1f600, 0x1f64f]] },
  // The common file covers ASCII and the frequent syllables; declared last, it wins them.
  {
    href: '/assets/common.woff2',
    ranges: [
      [0x20, 0x7e],
      [0xac00, 0xac00],
      [0xacac, 0xacac],
    ],
  },
];

describe('loadPageFonts', () => {
  let distDir = '';
  beforeEach(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'quotemarket-fonts-'));
  });
  afterEach(async () => {
    await rm(distDir, { recursive: true, force: true });
  });
  const withManifest = async () => {
    await writeFile(path.join(distDir, fontFacesManifestName), JSON.stringify({ faces }));
    return loadPageFonts(distDir);
  };

  it('names the file the browser draws each character from: of faces that hold it, the last declared', async () => {
    const pageFonts = await withManifest();
    // 견 (U+ACAC) is in both Hangul faces: the common file, declared last, draws it.
    expect(pageFonts('<p class="title">견적 A</p>')).toEqual([
      '/assets/common.woff2',
      '/assets/hangul-all.woff2',
    ]);
    expect(pageFonts('<p>견가</p>')).toEqual(['/assets/common.woff2']);
  });

  it('reads the text and the hints of empty fields, not the markup around them', async () => {
    const pageFonts = await withManifest();
    // "ア" only in an attribute the browser does not draw; 적 in a field's hint, which it does.
    expect(pageFonts('<img alt="ア"><input placeholder="적">')).toEqual([
      '/assets/hangul-all.woff2',
    ]);
  });

  it('finds characters beyond the basic plane, and names nothing for text no face draws', async () => {
    const pageFonts = await withManifest();
    expect(pageFonts('<span>😀</span>')).toEqual(['/assets/emoji.woff2']);
    expect(pageFonts('<span>Ω</span>')).toEqual([]);
  });

  it('names no files for a build without a manifest', () => {
    expect(loadPageFonts(distDir)('<p>견적</p>')).toEqual([]);
  });
});
