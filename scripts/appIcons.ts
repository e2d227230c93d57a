import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** How an icon is drawn from the favicon. */
export type DrawnIconKind =
  /** The favicon as it is: the rounded blue square, transparent corners. */
  | 'any'
  /** Blue to every edge with the mark inside the safe zone, for the shapes a launcher cuts out. */
  | 'maskable'
  /** iOS fills transparency with black and rounds the corners itself: drawn like `maskable`. */
  | 'apple-touch'
  /** The status bar's small monochrome mark: the white strokes alone on transparency. */
  | 'badge';

export interface DrawnIcon {
  /** Where the build writes it, relative to the app's output (and so to its base URL). */
  file: string;
  size: number;
  kind: DrawnIconKind;
}

export interface AppIconsOptions {
  /** The one drawing every icon comes from, relative to the app's root. */
  source: string;
  icons: readonly DrawnIcon[];
  /**
   * The colour a full-bleed icon fills to its edges (the favicon's own square), and the one a badge
   * leaves transparent: needed by every kind but `any`.
   */
  brand?: string;
}

/** The favicon's 64-unit canvas. */
const canvas = 64;
/**
 * How much of a full-bleed icon the favicon takes. A launcher may cut a maskable icon down to the
 * circle of 40 % radius in its middle; the mark's farthest point (the ring's outer edge) then sits
 * at 0.8 × 26.5 ≈ 21 of the 25.6 units that circle leaves.
 */
const fullBleedScale = 0.8;

/** The favicon nested, scaled about its centre, on a square of `brand` that fills the canvas. */
function fullBleed(favicon: string, brand: string): string {
  const size = canvas * fullBleedScale;
  const offset = (canvas - size) / 2;
  const nested = favicon.replace(
    /^\s*<svg\b/,
    `<svg x="${offset}" y="${offset}" width="${size}" height="${size}"`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${canvas} ${canvas}"><rect width="${canvas}" height="${canvas}" fill="${brand}"/>${nested}</svg>`;
}

/** Renders an SVG at `size` px, sharp from the vector (not scaled from a small raster). */
function rasterise(svg: string, size: number) {
  return sharp(Buffer.from(svg), { density: (72 * size) / canvas }).resize(size, size);
}

/**
 * The badge: white where the favicon is white, transparent where it is the brand colour. Android
 * paints a badge from its alpha alone, so the mark must be the only opaque part.
 */
async function badge(favicon: string, size: number, brand: string): Promise<Buffer> {
  const { data, info } = await rasterise(favicon, size)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const brandRed = Number.parseInt(brand.slice(1, 3), 16);
  const out = Buffer.alloc(data.length);
  for (let pixel = 0; pixel < data.length; pixel += 4) {
    // The red channel runs from the brand's (a dark blue: 27) to white's 255 across the strokes' edges.
    const whiteness = Math.max(0, Math.min(1, (data[pixel]! - brandRed) / (255 - brandRed)));
    out[pixel] = 255;
    out[pixel + 1] = 255;
    out[pixel + 2] = 255;
    out[pixel + 3] = Math.round(whiteness * data[pixel + 3]!);
  }
  return sharp(out, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png()
    .toBuffer();
}

function required(brand: string | undefined, icon: DrawnIcon): string {
  if (brand === undefined)
    throw new Error(`${icon.file}: a ${icon.kind} icon needs the brand colour`);
  return brand;
}

async function render(
  icon: DrawnIcon,
  favicon: string,
  brand: string | undefined,
): Promise<Buffer> {
  switch (icon.kind) {
    case 'any':
      return rasterise(favicon, icon.size).png().toBuffer();
    case 'maskable':
    case 'apple-touch': {
      const fill = required(brand, icon);
      return rasterise(fullBleed(favicon, fill), icon.size)
        .flatten({ background: fill })
        .png()
        .toBuffer();
    }
    case 'badge':
      return badge(favicon, icon.size, required(brand, icon));
  }
}

/**
 * Draws an app's PNG icons (the tab's, and the install and notification icons the manifest and the
 * notification API want) from its favicon at build time, so the app's one SVG stays its only
 * drawing.
 */
export function appIcons({ source, icons, brand }: AppIconsOptions): Plugin {
  let root = '';
  return {
    name: 'quotemarket:app-icons',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const favicon = await readFile(path.resolve(root, source), 'utf8');
      const rendered = await Promise.all(icons.map((icon) => render(icon, favicon, brand)));
      icons.forEach((icon, index) =>
        this.emitFile({ type: 'asset', fileName: icon.file, source: rendered[index]! }),
      );
    },
  };
}
