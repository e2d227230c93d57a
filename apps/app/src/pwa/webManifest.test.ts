import { describe, expect, it } from 'vitest';
import { tokens } from '@quotemarket/ui';
import { appIcons, manifestColours, webManifest } from './webManifest';

describe('the web app manifest', () => {
  it('takes its colours from the kit’s tokens', () => {
    expect(manifestColours).toEqual({
      theme: tokens.color.surface,
      background: tokens.color.background,
      brand: tokens.color.primary,
    });
  });

  it('is what an installed app needs: Korean names, the whole site, standalone, PNG icons', () => {
    expect(webManifest).toMatchObject({
      name: '견적마켓',
      short_name: '견적마켓',
      lang: 'ko',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(webManifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('names only icons the build draws', () => {
    const drawn = Object.values(appIcons).map((icon) => `/${icon.file}`);
    for (const icon of webManifest.icons) expect(drawn).toContain(icon.src);
  });
});
