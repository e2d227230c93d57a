import { cssVariableDeclarations, vars } from '../tokens/css-variables';
import { digitsFontFaceRule, digitsFontFile } from '../fonts/pretendardDigits';
import { fallbackFontFaceRules } from '../tokens/fallbackFontFaces';

/** Where the sheet is written (beside this module) and published (`dist/global.css`). */
export const globalStyleSheetFile = 'global.css';

/** Where the fonts are from the sheet written beside this module: src/fonts/. */
const sourceFontsDir = '../fonts';

/** The digits' file as the sheet written beside this module names it. */
export const digitsFontUrl = `${sourceFontsDir}/${digitsFontFile}`;

const indent = (text: string, by: string) =>
  text
    .split('\n')
    .map((line) => by + line)
    .join('\n');

/**
 * The design tokens as CSS variables, Pretendard's digits face, the metric-matched Korean fallback
 * face and the base document rules: what every page of the kit needs before its first paint. It is
 * a plain stylesheet, not a styled-components global style, so a page the server rendered carries
 * it in its own `<style>` and hydration neither parses nor writes it again (docs/decisions/0017).
 * Written to `global.css` by `npm run styles -w @quotemarket/ui`; the test fails until the file
 * matches the tokens. `fontsDir` is where the fonts are from the sheet: the published copy sits
 * beside `dist/fonts/` (packages/ui/vite.config.ts).
 */
export function globalStyleSheet(fontsDir = sourceFontsDir): string {
  return `/* @quotemarket/ui: generated from src/theme/globalStyleSheet.ts (npm run styles -w @quotemarket/ui) */
${digitsFontFaceRule(`${fontsDir}/${digitsFontFile}`)}
${fallbackFontFaceRules()}

:root {
${indent(cssVariableDeclarations(), '  ')}
  color-scheme: light;
}

*, *::before, *::after {
  box-sizing: border-box;
}

html {
  -webkit-text-size-adjust: 100%;
}

body {
  margin: 0;
  background: ${vars.color.background};
  color: ${vars.color.text};
  font-family: ${vars.font.family};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};
  /* Korean breaks between words, not inside them. */
  word-break: keep-all;
  overflow-wrap: anywhere;
  -webkit-font-smoothing: antialiased;
}

button, input, select, textarea {
  font: inherit;
  color: inherit;
}

img {
  max-width: 100%;
  display: block;
}

:focus-visible {
  outline: ${vars.focus.ringWidth} solid ${vars.color.focusRing};
  outline-offset: ${vars.focus.ringOffset};
}

@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }
}
`;
}
