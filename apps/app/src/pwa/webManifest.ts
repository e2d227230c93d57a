/**
 * What makes the buyer app installable: the web app manifest and the icons drawn from
 * `public/favicon.svg` at build time (scripts/appIcons.ts). The build writes the manifest as
 * `/manifest.webmanifest` and links it from every page (vite.config.ts, vite-plugin-pwa).
 *
 * This module is read by the Vite config in Node, so it imports nothing: the colours are the kit's
 * tokens written out, and webManifest.test.ts fails when they drift apart.
 */

/** How an icon is drawn from the favicon: scripts/appIcons.ts draws each kind. */
export type AppIconKind = 'any' | 'maskable' | 'apple-touch' | 'badge';

export interface AppIcon {
  /** Where the build writes it, relative to the site's root. */
  file: string;
  size: number;
  kind: AppIconKind;
}

export const appIcons = {
  /**
   * The tab's icon. A PNG, not the SVG it is drawn from: the browser asks the page's renderer to
   * decode its favicon, and an SVG one is a whole SVG document set up on the main thread (13–23 ms
   * on a desktop CPU, after the first paint), a PNG a trivial decode.
   */
  favicon: { file: 'icons/favicon-48.png', size: 48, kind: 'any' },
  any192: { file: 'icons/icon-192.png', size: 192, kind: 'any' },
  any512: { file: 'icons/icon-512.png', size: 512, kind: 'any' },
  maskable512: { file: 'icons/maskable-512.png', size: 512, kind: 'maskable' },
  appleTouch: { file: 'icons/apple-touch-icon.png', size: 180, kind: 'apple-touch' },
  badge: { file: 'icons/badge-96.png', size: 96, kind: 'badge' },
} as const satisfies Record<string, AppIcon>;

/** The icon's address on the site. */
export const iconPath = (icon: AppIcon) => `/${icon.file}`;

/** The kit's colours the installed app shows before and around its pages. */
export const manifestColours = {
  /** `tokens.color.surface`: the white header, so the status bar continues it. */
  theme: '#ffffff',
  /** `tokens.color.background`: the page's grey, shown while the app starts. */
  background: '#f2f4f6',
  /** `tokens.color.primary`: the favicon's square, the maskable icon's full bleed. */
  brand: '#1b64da',
} as const;

const manifestIcon = (icon: AppIcon, purpose: 'any' | 'maskable') => ({
  src: iconPath(icon),
  sizes: `${icon.size}x${icon.size}`,
  type: 'image/png',
  purpose,
});

export const webManifest = {
  id: '/',
  name: '견적마켓',
  short_name: '견적마켓',
  description:
    '휴대폰, 인터넷, 정수기, 생활가전, 헬스/뷰티 최저가 견적을 여러 판매점에서 한 번에 받아 보세요.',
  lang: 'ko',
  dir: 'ltr' as const,
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  theme_color: manifestColours.theme,
  background_color: manifestColours.background,
  categories: ['shopping'],
  icons: [
    manifestIcon(appIcons.any192, 'any'),
    manifestIcon(appIcons.any512, 'any'),
    manifestIcon(appIcons.maskable512, 'maskable'),
  ],
};
