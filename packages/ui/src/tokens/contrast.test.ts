import { describe, expect, it } from 'vitest';
import { tokens } from './tokens';

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

const { color } = tokens;
const surfaces = {
  background: color.background,
  surface: color.surface,
  surfaceMuted: color.surfaceMuted,
};

describe('colour tokens meet WCAG AA for text', () => {
  it.each(['text', 'textSubtle', 'textMuted', 'primary', 'danger', 'success', 'warning'] as const)(
    '%s reads at 4.5:1 or more on every page surface',
    (name) => {
      for (const [surfaceName, surface] of Object.entries(surfaces)) {
        expect(contrast(color[name], surface), `${name} on ${surfaceName}`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    },
  );

  it.each([
    ['onPrimary', 'primary'],
    ['onPrimary', 'danger'],
    ['onInverse', 'inverse'],
    ['primaryPressed', 'primarySubtle'],
    // The badge tones: each tone's text on its own tinted pill.
    ['textSubtle', 'surfacePressed'],
    ['success', 'successSubtle'],
    ['warning', 'warningSubtle'],
    ['danger', 'dangerSubtle'],
  ] as const)('%s on %s reads at 4.5:1 or more', (foreground, background) => {
    expect(contrast(color[foreground], color[background])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('chat bubbles stand out where a transcript sits', () => {
  it("draws the dealer's bubble apart from the grey page and from a white surface", () => {
    expect(color.bubbleDealer).not.toBe(color.background);
    // On a white surface the outline carries the edge: it must not vanish into either side.
    expect(color.bubbleDealerBorder).not.toBe(color.surface);
    expect(contrast(color.bubbleDealerBorder, color.surface)).toBeGreaterThan(1.2);
    expect(contrast(color.text, color.bubbleDealer)).toBeGreaterThanOrEqual(4.5);
  });
});

/** An `rgba(r, g, b, a)` label painted over a #rrggbb background, as the browser blends it. */
function blend(rgba: string, background: string): string {
  const [r, g, b, alpha] = rgba.match(/[\d.]+/g)!.map(Number) as [number, number, number, number];
  const mix = (channel: number, offset: number) => {
    const under = parseInt(background.slice(offset, offset + 2), 16);
    return Math.round(channel * alpha + under * (1 - alpha))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${mix(r, 1)}${mix(g, 3)}${mix(b, 5)}`;
}

describe('the social login buttons keep their brand colours and stay readable', () => {
  it.each([
    ['onKakao', 'kakao'],
    ['onKakao', 'kakaoHover'],
    ['onKakao', 'kakaoPressed'],
    ['onNaver', 'naver'],
    ['onNaver', 'naverHover'],
    ['onNaver', 'naverPressed'],
  ] as const)('%s on %s reads at 4.5:1 or more', (label, background) => {
    expect(
      contrast(blend(color[label], color[background]), color[background]),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('uses the colours of the Kakao and Naver guides', () => {
    expect(color.kakao).toBe('#fee500');
    expect(color.kakaoSymbol).toBe('#000000');
    expect(color.onKakao).toBe('rgba(0, 0, 0, 0.85)');
    expect(color.naver).toBe('#03c75a');
    expect(color.naverSymbol).toBe('#ffffff');
  });
});
